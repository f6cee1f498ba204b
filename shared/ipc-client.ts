import {
  EVENT_NAMES,
  INVOKE_NAMES,
  LOCAL_NAMES,
  eventChannel,
  invokeChannel,
  listenerName,
  type LocalApi,
  type SitemapStudioApi,
  type SitemapStudioBridge,
} from './ipc-contract';
import { unwrap, type IpcResult } from './ipc-result';

/** How requests and events travel: Electron IPC in the app, HTTP and server-sent events under the web host. */
export interface IpcTransport {
  invoke(channel: string, request: unknown): Promise<IpcResult<unknown>>;
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
}

/**
 * Builds `window.sitemapStudio` from the contract: one named function per channel, nothing generic,
 * each resolving to main's outcome as a value (SitemapStudioBridge: what may cross Electron's
 * contextBridge whole), and the few functions the page's own side answers (`local`).
 */
export function createBridge(transport: IpcTransport, local: LocalApi): SitemapStudioBridge {
  const api: Record<string, unknown> = {};
  for (const name of LOCAL_NAMES) api[name] = local[name];
  for (const name of INVOKE_NAMES) {
    api[name] = (request?: unknown) => transport.invoke(invokeChannel(name), request);
  }
  for (const name of EVENT_NAMES) {
    api[listenerName(name)] = (listener: (payload: unknown) => void) =>
      transport.subscribe(eventChannel(name), listener);
  }
  return Object.freeze(api) as unknown as SitemapStudioBridge;
}

/** The page's client of a bridge: each function resolves to main's answer or rejects with an IpcError, made in the page. */
export function clientOfBridge(bridge: SitemapStudioBridge): SitemapStudioApi {
  const api: Record<string, unknown> = { ...bridge };
  const calls = bridge as unknown as Record<string, (request?: unknown) => Promise<IpcResult<unknown>>>;
  for (const name of INVOKE_NAMES) {
    api[name] = async (request?: unknown) => unwrap(await calls[name]!(request));
  }
  return Object.freeze(api) as unknown as SitemapStudioApi;
}

/** A client straight over a transport (tests; a bridge and its client in one world). */
export const createApiClient = (transport: IpcTransport, local: LocalApi): SitemapStudioApi =>
  clientOfBridge(createBridge(transport, local));
