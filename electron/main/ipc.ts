import {
  INVOKE_NAMES,
  eventChannel,
  invokeChannel,
  type EmitEvent,
  type InvokeHandlers,
} from '../../shared/ipc-contract';
import { settle, type IpcResult } from '../../shared/ipc-result';
import { checkedHandlers } from './handlers/checked-handlers';

/** The part of ipcMain used here. */
export interface IpcMainLike {
  handle(
    channel: string,
    listener: (event: { senderFrame?: { url: string } | null }, request: unknown) => unknown,
  ): void;
}

const UNTRUSTED: IpcResult<never> = {
  ok: false,
  error: {
    name: 'SecurityError',
    message: 'The request came from a page that is not Sitemap Studio.',
    code: 'untrusted-sender',
  },
};

/**
 * Registers one handler per contract channel. A message whose sender frame is not the app's own
 * page is dropped before any handler runs (electron/fiddle does the same), and a request not of its
 * entry's shape is refused before its handler runs (checked-handlers.ts).
 */
export function registerIpcHandlers(
  ipcMain: IpcMainLike,
  handlers: InvokeHandlers,
  isTrustedSender: (frameUrl: string | undefined) => boolean,
  onDropped: (channel: string, frameUrl: string | undefined) => void = () => undefined,
): void {
  const checked = checkedHandlers(handlers);
  for (const name of INVOKE_NAMES) {
    const channel = invokeChannel(name);
    const handler = checked[name] as (request: unknown) => Promise<unknown>;
    ipcMain.handle(channel, (event, request) => {
      const frameUrl = event.senderFrame?.url;
      if (!isTrustedSender(frameUrl)) {
        onDropped(channel, frameUrl);
        return UNTRUSTED;
      }
      return settle(() => handler(request));
    });
  }
}

export interface EventTarget {
  isDestroyed(): boolean;
  send(channel: string, payload: unknown): void;
}

/** Typed main → renderer events; events for a window that is gone are dropped. */
export function createEventEmitter(target: () => EventTarget | null): EmitEvent {
  return (name, payload) => {
    const contents = target();
    if (contents && !contents.isDestroyed()) contents.send(eventChannel(name), payload);
  };
}
