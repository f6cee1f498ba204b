/** Errors cross the process boundary as values, so the renderer gets our message, not Electron's wrapping. */
export interface IpcErrorPayload {
  name: string;
  message: string;
  code: string | null;
  /** A system error's facts (`ENOENT` on which path, in which call), so the renderer can word it in the person's language. */
  path?: string;
  syscall?: string;
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcErrorPayload };

/** An error raised by a handler, as the renderer sees it. */
export class IpcError extends Error {
  readonly code: string | null;
  readonly path?: string;
  readonly syscall?: string;
  constructor(payload: IpcErrorPayload) {
    super(payload.message);
    this.name = payload.name;
    this.code = payload.code;
    if (payload.path !== undefined) this.path = payload.path;
    if (payload.syscall !== undefined) this.syscall = payload.syscall;
  }
}

/** Runs a handler and turns its outcome into a serialisable result. */
export async function settle<T>(run: () => Promise<T>): Promise<IpcResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (caught) {
    const error = caught instanceof Error ? caught : new Error(String(caught));
    const { code, path, syscall } = error as { code?: unknown; path?: unknown; syscall?: unknown };
    return {
      ok: false,
      error: {
        name: error.name,
        message: error.message,
        code: typeof code === 'string' ? code : null,
        ...(typeof path === 'string' ? { path } : {}),
        ...(typeof syscall === 'string' ? { syscall } : {}),
      },
    };
  }
}

export function unwrap<T>(result: IpcResult<T>): T {
  if (result.ok) return result.value;
  throw new IpcError(result.error);
}
