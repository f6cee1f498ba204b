import {
  EVENT_NAMES,
  INVOKE_NAMES,
  LOCAL_NAMES,
  eventChannel,
  invokeChannel,
  listenerName,
  type LocalApi,
  type SitemapStudioApi,
} from './ipc-contract';
import { unwrap, type IpcResult } from './ipc-result';

/** How requests and events travel: Electron IPC in the app, HTTP and server-sent events under the web host. */
export interface IpcTransport {
  invoke(channel: string, request: unknown): Promise<IpcResult<unknown>>;
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
}

/**
 * Builds `window.sitemapStudio` from the contract: one named function per channel, nothing generic,
 * and the few functions the page's own side answers (`local`).
 */
export function createApiClient(transport: IpcTransport, local: LocalApi): SitemapStudioApi {
  const api: Record<string, unknown> = {};
  for (const name of LOCAL_NAMES) api[name] = local[name];
  for (const name of INVOKE_NAMES) {
    api[name] = async (request?: unknown) => unwrap(await transport.invoke(invokeChannel(name), request));
  }
  for (const name of EVENT_NAMES) {
    api[listenerName(name)] = (listener: (payload: unknown) => void) =>
      transport.subscribe(eventChannel(name), listener);
  }
  return Object.freeze(api) as unknown as SitemapStudioApi;
}
