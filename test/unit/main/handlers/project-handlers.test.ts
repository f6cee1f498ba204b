import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { JobProgress } from '../../../../shared/app-types';
import type { ProjectData } from '../../../../shared/project-file';
import { encodeProjectJson, recoveryMember } from '../../../../shared/project-json';
import { emptyRow } from '../../../../shared/url-table';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { useTempDir } from '../../../support/use-temp-dir';

const project: ProjectData = {
  name: 'shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [
    { id: 't', name: 'pages', source: null, rows: [{ ...emptyRow('https://example.com/'), lastmod: '2026-11-20' }] },
  ],
};

describe('project handlers', () => {
  const temp = useTempDir();

  it('saves the JSON the renderer encoded and opens it again through the contract', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const path = join(await temp.write('.keep', ''), '..', 'shop.sitemapstudio');
    expect(await handlers.saveProject({ path, json: encodeProjectJson(project) })).toMatchObject({ gzip: false });
    expect(await handlers.openProject({ path })).toEqual(project);
  });

  it('writes nothing when the JSON would not open as a project, and says so by name', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const path = await temp.write('shop.sitemapstudio', encodeProjectJson(project));
    const before = await readFile(path);
    const broken = encodeProjectJson(project).replace('"loc":"https://example.com/"', '"loc":7');
    await expect(handlers.saveProject({ path, json: broken })).rejects.toMatchObject({
      code: 'save-invalid',
      message: `Nothing was saved to ${path}: ${path} is damaged at tables[0].rows[0].loc: expected text, found the number 7.`,
    });
    await expect(handlers.saveProject({ path, json: '{"format":"sitemap' })).rejects.toMatchObject({
      code: 'save-invalid',
    });
    expect((await readFile(path)).equals(before)).toBe(true);
    expect(await readdir(temp.path())).toEqual(['shop.sitemapstudio']);
  });

  it('saves as a job the window shows, which can be cancelled before the file is replaced', async () => {
    const events: JobProgress[] = [];
    const path = join(await temp.write('.keep', ''), '..', 'shop.sitemapstudio');
    const handlers = createHandlers(
      quietHandlerDeps({
        emit: (name, payload) => void (name === 'jobProgress' && events.push(payload as JobProgress)),
      }),
    );
    await handlers.saveProject({ path, json: encodeProjectJson(project) });
    expect(events.map(({ label, finished }) => [label, finished])).toEqual([
      ['Saving shop.sitemapstudio', false],
      ['Saving shop.sitemapstudio', true],
    ]);

    const cancelling = createHandlers(
      quietHandlerDeps({
        emit: (name, payload) => {
          const progress = payload as JobProgress;
          if (name === 'jobProgress' && !progress.finished) void cancelling.cancelJob({ jobId: progress.jobId });
        },
      }),
    );
    await expect(
      cancelling.saveProject({ path, json: encodeProjectJson({ ...project, name: 'changed' }) }),
    ).rejects.toMatchObject({
      code: 'save-cancelled',
    });
    expect(await handlers.openProject({ path })).toEqual(project);
  });

  it('refuses a file from a newer version with a code the app can act on', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const path = await temp.write(
      'new.sitemapstudio',
      '{"format":"sitemap-studio-project","version":7,"name":"x","tables":[]}',
    );
    await expect(handlers.openProject({ path })).rejects.toMatchObject({ code: 'project-too-new' });
  });

  it('keeps, offers and discards the recovery copy of unsaved work, with where it was saved and when', async () => {
    const recoveryFile = join(await temp.write('.keep', ''), '..', 'recovery.sitemapstudio');
    const handlers = createHandlers(quietHandlerDeps({ recoveryFile }));
    expect(await handlers.takeRecovery()).toBeNull();
    const savedAt = '2026-11-20T09:15:00.000Z';
    const member = recoveryMember('/home/ana/shop.sitemapstudio', savedAt);
    await handlers.saveRecovery({ json: encodeProjectJson(project, member) });
    expect(await handlers.takeRecovery()).toEqual({ project, path: '/home/ana/shop.sitemapstudio', savedAt });
    const unsaved = { ...project, name: 'never saved' };
    await handlers.saveRecovery({ json: encodeProjectJson(unsaved, recoveryMember(null, savedAt)) });
    expect(await handlers.takeRecovery()).toEqual({ project: unsaved, path: null, savedAt });
    // A copy without its recovery information is refused, and the last good one stays.
    await expect(handlers.saveRecovery({ json: encodeProjectJson(project) })).rejects.toMatchObject({
      code: 'save-invalid',
    });
    expect(await handlers.takeRecovery()).toEqual({ project: unsaved, path: null, savedAt });
    await handlers.discardRecovery();
    expect(await handlers.takeRecovery()).toBeNull();
    await writeFile(recoveryFile, 'garbage after a crash mid-write');
    expect(await handlers.takeRecovery()).toBeNull();
  });

  it('passes the save and folder dialogs through, and shows files in the file manager', async () => {
    const showItemInFolder = vi.fn();
    const deps = quietHandlerDeps({
      dialogs: {
        showOpen: async () => [],
        showSave: async () => '/home/ana/shop.sitemapstudio',
        showFolder: async () => '/home/ana/public',
      },
      shell: { openExternal: async () => undefined, showItemInFolder },
    });
    const handlers = createHandlers(deps);
    expect(await handlers.showSaveDialog({ title: 'Save', defaultName: 'shop.sitemapstudio' })).toBe(
      '/home/ana/shop.sitemapstudio',
    );
    expect(await handlers.showFolderDialog({ title: 'Export to' })).toBe('/home/ana/public');
    await handlers.revealInFolder({ path: '/home/ana/public/sitemap_index.xml' });
    expect(showItemInFolder).toHaveBeenCalledWith('/home/ana/public/sitemap_index.xml');
  });
});
