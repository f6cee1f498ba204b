import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { JobProgress } from '../../../../shared/app-types';
import type { ProjectData } from '../../../../shared/project-file';
import { emptyRow } from '../../../../shared/url-table';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { useTempDir } from '../../../support/temp-dir';

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

  it('saves and opens a project through the contract', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const path = join(await temp.write('.keep', ''), '..', 'shop.sitemapstudio');
    expect(await handlers.saveProject({ path, project })).toMatchObject({ gzip: false });
    expect(await handlers.openProject({ path })).toEqual(project);
  });

  it('saves as a job the window shows, which can be cancelled before the file is replaced', async () => {
    const events: JobProgress[] = [];
    const path = join(await temp.write('.keep', ''), '..', 'shop.sitemapstudio');
    const handlers = createHandlers(
      quietHandlerDeps({
        emit: (name, payload) => void (name === 'jobProgress' && events.push(payload as JobProgress)),
      }),
    );
    await handlers.saveProject({ path, project });
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
    await expect(cancelling.saveProject({ path, project: { ...project, name: 'changed' } })).rejects.toMatchObject({
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
    const before = Date.now();
    await handlers.saveRecovery({ project, path: '/home/ana/shop.sitemapstudio' });
    const copy = await handlers.takeRecovery();
    expect(copy).toMatchObject({ project, path: '/home/ana/shop.sitemapstudio' });
    expect(Date.parse(copy!.savedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(copy!.savedAt)).toBeLessThanOrEqual(Date.now());
    await handlers.saveRecovery({ project: { ...project, name: 'never saved' }, path: null });
    expect(await handlers.takeRecovery()).toMatchObject({ project: { name: 'never saved' }, path: null });
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
