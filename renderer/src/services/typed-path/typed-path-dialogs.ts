import type { SitemapStudioApi } from '../../../../shared/ipc-contract';
import type { TypedPathRequest } from './typed-path-store';

/**
 * The client with its file dialogs replaced by a typed path where the host says it has no system
 * dialogs (`systemDialogs: false`, the web preview), instead of a dialog that cancels silently.
 * What is typed goes to main as a chosen path would, and main checks it as it does any path.
 */
export function withTypedPathDialogs(
  api: SitemapStudioApi,
  askPath: (request: TypedPathRequest) => Promise<string | null>,
): SitemapStudioApi {
  let noSystemDialogs: Promise<boolean> | null = null;
  const typed = (): Promise<boolean> =>
    (noSystemDialogs ??= api.getAppInfo().then(
      (info) => info.systemDialogs === false,
      () => false,
    ));
  return {
    ...api,
    showOpenDialog: async (request) => {
      if (!(await typed())) return api.showOpenDialog(request);
      const path = await askPath({ title: request.title, suggested: '', kind: 'open' });
      return path ? [path] : [];
    },
    showSaveDialog: async (request) =>
      (await typed())
        ? askPath({ title: request.title, suggested: request.defaultName, kind: 'save' })
        : api.showSaveDialog(request),
    showFolderDialog: async (request) =>
      (await typed())
        ? askPath({ title: request.title, suggested: '', kind: 'folder' })
        : api.showFolderDialog(request),
  };
}
