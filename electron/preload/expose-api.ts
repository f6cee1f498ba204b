import type { ContextBridge, IpcRenderer, WebUtils } from 'electron';
import { createBridge } from '../../shared/ipc-client';
import type { LocalApi } from '../../shared/ipc-contract';
import type { IpcResult } from '../../shared/ipc-result';

export const API_GLOBAL = 'sitemapStudio';

/**
 * Puts the contract's named functions on `window.sitemapStudio`. The page never sees ipcRenderer,
 * a generic invoke, or the event object (which would leak `sender`). Each resolves to main's outcome
 * as a value, which the page's client unwraps (clientOfBridge): an Error thrown here would reach the
 * page as its message alone. A dropped file's path comes
 * from webUtils, here in the preload: the sandboxed page cannot learn it otherwise.
 */
export function exposeApi(
  bridge: Pick<ContextBridge, 'exposeInMainWorld'>,
  ipc: Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>,
  files: Pick<WebUtils, 'getPathForFile'>,
): void {
  const local: LocalApi = { pathForFile: (file) => files.getPathForFile(file) };
  const api = createBridge(
    {
      invoke: (channel, request) => ipc.invoke(channel, request) as Promise<IpcResult<unknown>>,
      subscribe: (channel, listener) => {
        const forward = (_event: unknown, payload: unknown): void => listener(payload);
        ipc.on(channel, forward);
        return () => {
          ipc.removeListener(channel, forward);
        };
      },
    },
    local,
  );
  bridge.exposeInMainWorld(API_GLOBAL, api);
}
