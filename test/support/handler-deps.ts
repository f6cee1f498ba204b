import { join } from 'node:path';
import type { HandlerDeps } from '../../electron/main/handlers/create-handlers';
import { makeTempDir } from './temp-dir';

/** Handler dependencies that do nothing visible (dialogs cancel, links go nowhere); tests override what they watch. */
export function quietHandlerDeps(overrides: Partial<HandlerDeps> = {}): HandlerDeps {
  let jobs = 0;
  return {
    appInfo: { name: 'Sitemap Studio', version: '0.0.0', platform: 'linux', electron: null, node: '20', chrome: null },
    launchPaths: { take: () => [] },
    dialogs: { showOpen: async () => [], showSave: async () => null, showFolder: async () => null },
    shell: { openExternal: async () => undefined, showItemInFolder: () => undefined },
    recoveryFile: join(makeTempDir(), 'recovery.sitemapstudio'),
    window: { setDocumentState: () => undefined, confirmClose: () => undefined },
    emit: () => undefined,
    newJobId: () => `job-${(jobs += 1)}`,
    ...overrides,
  };
}
