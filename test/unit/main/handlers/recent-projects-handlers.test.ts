import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { createRecentProjectsHandlers } from '../../../../electron/main/handlers/recent-projects-handlers';
import { createLaunchQueue } from '../../../../electron/main/launch-paths';
import { createRecentProjects, MAX_RECENT, readRecentFiles } from '../../../../electron/main/recent-files';
import type { DocumentState } from '../../../../shared/app-types';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

const saved = (path: string | null): DocumentState => ({ title: 'Site', dirty: false, path });

/** The handlers over a list kept in a real file, as main keeps recent-projects.json, with the hooks main's menu uses. */
function setUp(start: string[] = []) {
  const file = join(temp.path(), 'recent-projects.json');
  const hooks = { added: vi.fn(), cleared: vi.fn(), changed: vi.fn() };
  const recent = createRecentProjects(file, start, hooks);
  const window = vi.fn();
  return { file, hooks, recent, window, handlers: createRecentProjectsHandlers(recent, window) };
}

describe('the recent projects handlers', () => {
  it('put the path the window reports first, in the file and in the answer, and pass the state on', async () => {
    const { file, handlers, window } = setUp(['/b.sitemapstudio']);
    expect(await handlers.recentProjects()).toEqual(['/b.sitemapstudio']);
    await handlers.setDocumentState(saved('/a.sitemapstudio'));
    expect(window).toHaveBeenCalledWith(saved('/a.sitemapstudio'));
    expect(await handlers.recentProjects()).toEqual(['/a.sitemapstudio', '/b.sitemapstudio']);
    expect(await readRecentFiles(file)).toEqual(['/a.sitemapstudio', '/b.sitemapstudio']);
    // A start afresh reads what was kept (a new run of the app, or of the web preview's host).
    expect(createRecentProjects(file, await readRecentFiles(file)).list()).toEqual([
      '/a.sitemapstudio',
      '/b.sitemapstudio',
    ]);
  });

  it('leave the list alone for an unsaved project or the path already first, and tell the menu only of changes', async () => {
    const { handlers, hooks } = setUp(['/a.sitemapstudio']);
    await handlers.setDocumentState(saved(null));
    await handlers.setDocumentState(saved('/a.sitemapstudio'));
    expect(hooks.changed).not.toHaveBeenCalled();
    expect(hooks.added).not.toHaveBeenCalled();
    await handlers.setDocumentState(saved('/b.sitemapstudio'));
    expect(hooks.added).toHaveBeenCalledWith('/b.sitemapstudio');
    expect(hooks.changed).toHaveBeenCalledTimes(1);
  });

  it(`keep at most ${MAX_RECENT}, moving a path opened again to the front`, async () => {
    const { file, handlers } = setUp();
    for (let i = 0; i < MAX_RECENT + 2; i += 1) await handlers.setDocumentState(saved(`/p${i}`));
    await handlers.setDocumentState(saved('/p5'));
    const list = await handlers.recentProjects();
    expect(list).toHaveLength(MAX_RECENT);
    expect(list.slice(0, 2)).toEqual(['/p5', `/p${MAX_RECENT + 1}`]);
    expect(list).not.toContain('/p0');
    expect(await readRecentFiles(file)).toEqual(list);
  });

  it('clear the list, the file and the system’s recent documents', async () => {
    const { file, handlers, hooks } = setUp(['/a.sitemapstudio', '/b.sitemapstudio']);
    await handlers.clearRecentProjects();
    expect(await handlers.recentProjects()).toEqual([]);
    expect(await readRecentFiles(file)).toEqual([]);
    expect(hooks.cleared).toHaveBeenCalledTimes(1);
    expect(hooks.changed).toHaveBeenCalledTimes(1);
  });

  it('keep the list for the run when the file cannot be written, and the window’s report still succeeds', async () => {
    const blocked = join(temp.path(), 'a-folder');
    await mkdir(blocked);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const recent = createRecentProjects(blocked); // a folder where the file should be: the rename fails
    const handlers = createRecentProjectsHandlers(recent, () => undefined);
    await expect(handlers.setDocumentState(saved('/a.sitemapstudio'))).resolves.toBeUndefined();
    expect(await handlers.recentProjects()).toEqual(['/a.sitemapstudio']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('answer the same list through createHandlers when no list is injected (the web host’s, in memory)', async () => {
    const handlers = createHandlers({
      appInfo: { name: 'S', version: '0', platform: 'linux', electron: null, node: '22', chrome: null },
      launchPaths: createLaunchQueue(),
      dialogs: { showOpen: async () => [], showSave: async () => null, showFolder: async () => null },
      shell: { openExternal: async () => undefined, showItemInFolder: () => undefined },
      recoveryFile: join(temp.path(), 'recovery.sitemapstudio'),
      window: { setDocumentState: () => undefined, confirmClose: () => undefined },
      emit: () => undefined,
      newJobId: () => 'job',
    });
    await handlers.setDocumentState(saved('/site.sitemapstudio'));
    expect(await handlers.recentProjects()).toEqual(['/site.sitemapstudio']);
  });
});
