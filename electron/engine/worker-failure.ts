/**
 * What a worker tells the thread that sent it a job of an error the job threw: its message, and a
 * system error's code and the file it was about (a spill or an export's file on a full disk), so that
 * the job's error there is still a system error, told in one line and worded by describeError.
 */
export interface WorkerFailure {
  message: string;
  code?: string;
  path?: string;
}

/** `error` as a worker sends it (WorkerFailure). */
export function workerFailure(error: unknown): WorkerFailure {
  const { message, code, path } = (error ?? {}) as { message?: unknown; code?: unknown; path?: unknown };
  return {
    message: typeof message === 'string' ? message : String(error),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof path === 'string' ? { path } : {}),
  };
}

/** A failure's system facts (its code and file, where sent), to give the error a job fails with. */
export const systemFacts = ({ code, path }: WorkerFailure): { code?: string; path?: string } => ({
  ...(code === undefined ? {} : { code }),
  ...(path === undefined ? {} : { path }),
});
