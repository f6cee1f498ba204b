import { readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { memberLength } from '../../../../electron/engine/project/project-members';
import { saveRecoveryFile } from '../../../../electron/engine/project/recovery-file';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { JobProgress } from '../../../../shared/app-types';
import type { ProjectData } from '../../../../shared/project-file';
import type { InvokeHandlers } from '../../../../shared/ipc-contract';
import { encodeProjectJson } from '../../../../shared/project-json';
import { receiveProject, uploadProject } from '../../../../shared/transfer/project-transfer';
import { emptyRow } from '../../../../shared/url-table';
import type { PageCheck } from '../../../../shared/site-check/page-check';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { pageCheck, pageChecks } from '../../../support/page-checks';
import { openProjectOf, projectDataOf } from '../../../support/columnar-project';
import { useTempDir } from '../../../support/use-temp-dir';

const project: Omit<ProjectData, 'lastExport'> & { id: string } = {
  id: 'a9d1c5e2-0d4b-4c61-9a43-5b8f2e7c1d06',
  name: 'shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [
    { id: 't', name: 'pages', source: null, rows: [{ ...emptyRow('https://example.com/'), lastmod: '2026-11-20' }] },
  ],
  siteChecks: [],
};

/** The project sent to main as the renderer sends it: each table an upload of bounded slices. */
const upload = (handlers: InvokeHandlers, data: ProjectData & { id: string }) =>
  uploadProject(openProjectOf(data), handlers);

/** A project main opened, its tables pulled slice by slice as the renderer pulls them. */
const pulled = async (handlers: InvokeHandlers, path: string): Promise<ProjectData> =>
  projectDataOf(await receiveProject(await handlers.openProject({ path }), handlers));

describe('project handlers', () => {
  const temp = useTempDir();

  it('saves the uploaded tables and opens them again as transfers, dropping what it held once done', async () => {
    const handlers = createHandlers(quietHandlerDeps({ transfers: { slices: { maxRows: 2, maxBytes: 2 ** 20 } } }));
    const path = join(await temp.write('.keep', ''), '..', 'shop.sitemapstudio');
    const three = {
      ...project,
      tables: [{ ...project.tables[0]!, rows: [...Array(5)].map(() => project.tables[0]!.rows[0]!) }],
    };
    const sent = await upload(handlers, three);
    expect(await handlers.saveProject({ path, project: sent })).toMatchObject({ gzip: true });
    const offered = await handlers.openProject({ path });
    expect(offered.tables[0]!.rows).toMatchObject({ rows: 5, slices: 3 });
    const received = await receiveProject(offered, handlers);
    expect(projectDataOf(received)).toEqual(three);
    // The uploads went with the save; the offered tables with their last slice.
    const ids = [...sent.tables.map((table) => table.upload), offered.tables[0]!.rows.id];
    expect(await handlers.dropTransfers({ ids })).toEqual({ dropped: 0 });
  });

  it('saves and opens a project of several members on workers, every row as it was', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const path = join(await temp.write('.keep', ''), '..', 'large.sitemapstudio');
    const large = {
      ...project,
      tables: [
        {
          ...project.tables[0]!,
          rows: Array.from({ length: 120_000 }, (_, i) => ({
            ...emptyRow(`https://example.com/p/${i}`),
            lastmod: i % 2 ? '2026-11-20' : null,
            priority: i % 3 ? '0.5' : null,
          })),
        },
      ],
    };
    await handlers.saveProject({ path, project: await upload(handlers, large) });
    // Written as gzip members that name their length, so main reads them back on workers.
    expect(memberLength((await readFile(path)).subarray(0, 20))).not.toBeNull();
    expect(await pulled(handlers, path)).toEqual(large);
  }, 60_000);

  it('saves the uploaded check results and offers them again in batches, dropping what it held once done', async () => {
    const handlers = createHandlers(
      quietHandlerDeps({ transfers: { checkBatches: { maxRows: 2, maxBytes: 2 ** 20 } } }),
    );
    const path = join(await temp.write('.keep', ''), '..', 'checked.sitemapstudio');
    const checked = { ...project, siteChecks: pageChecks(5) };
    const sent = await upload(handlers, checked);
    await handlers.saveProject({ path, project: sent });
    const offered = await handlers.openProject({ path });
    expect(offered.siteChecks).toMatchObject({ rows: 5, slices: 3 });
    expect(projectDataOf(await receiveProject(offered, handlers))).toEqual(checked);
    await expect(handlers.takeChecks({ id: offered.siteChecks.id, index: 0 })).rejects.toMatchObject({
      code: 'transfer-gone',
    });
    const ids = [sent.siteChecks.upload, offered.siteChecks.id];
    expect(await handlers.dropTransfers({ ids })).toEqual({ dropped: 0 });
  });

  it('refuses a batch of check results that is too large or holds a result that is not one, and drops the upload', async () => {
    const handlers = createHandlers(
      quietHandlerDeps({ transfers: { checkBatches: { maxRows: 2, maxBytes: 2 ** 20 } } }),
    );
    const tooMany = await handlers.openChecksUpload({ checks: 3 });
    await expect(handlers.putChecks({ id: tooMany.id, index: 0, checks: pageChecks(3) })).rejects.toMatchObject({
      code: 'upload-refused',
      message: expect.stringContaining('a batch of 3 results came; a batch holds 1 to 2.'),
    });
    const damaged = await handlers.openChecksUpload({ checks: 2 });
    await handlers.putChecks({ id: damaged.id, index: 0, checks: [pageCheck(0)] });
    const bad = { ...pageCheck(1), checkedAt: 'yesterday' } as unknown as PageCheck;
    await expect(handlers.putChecks({ id: damaged.id, index: 1, checks: [bad] })).rejects.toMatchObject({
      code: 'upload-refused',
      message: expect.stringContaining('siteChecks[1].checkedAt: expected a whole number'),
    });
    await expect(handlers.putChecks({ id: damaged.id, index: 2, checks: [pageCheck(2)] })).rejects.toMatchObject({
      code: 'transfer-gone',
    });
    // An upload the renderer let go is dropped by the same call as its rows.
    const left = await handlers.openChecksUpload({ checks: 1 });
    expect(await handlers.dropTransfers({ ids: [left.id] })).toEqual({ dropped: 1 });
  });

  it('writes nothing when an upload is not complete or no longer held, and the file stays as it was', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const path = await temp.write('shop.sitemapstudio', encodeProjectJson(project));
    const before = await readFile(path);
    const { id } = await handlers.openUpload({ rows: 3 });
    const checks = await handlers.openChecksUpload({ checks: 0 });
    const uploaded = {
      ...project,
      tables: [{ id: 't', name: 'pages', source: null, upload: id }],
      siteChecks: { upload: checks.id },
    };
    await expect(handlers.saveProject({ path, project: uploaded })).rejects.toMatchObject({ code: 'upload-refused' });
    await expect(handlers.saveProject({ path, project: uploaded })).rejects.toMatchObject({ code: 'transfer-gone' });
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
    await handlers.saveProject({ path, project: await upload(handlers, project) });
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
      cancelling.saveProject({ path, project: await upload(cancelling, { ...project, name: 'changed' }) }),
    ).rejects.toMatchObject({
      code: 'save-cancelled',
    });
    expect(await pulled(handlers, path)).toEqual(project);
  });

  it('opens as a job the window shows, with the rows read of those the file holds, which can be cancelled', async () => {
    const path = join(await temp.write('.keep', ''), '..', 'shop.sitemapstudio');
    const rows = [...Array(5)].map((_, i) => emptyRow(`https://example.com/${i}`));
    const five = { ...project, tables: [{ ...project.tables[0]!, rows }] };
    const saving = createHandlers(quietHandlerDeps());
    await saving.saveProject({ path, project: await upload(saving, five) });

    const events: JobProgress[] = [];
    const handlers = createHandlers(
      quietHandlerDeps({
        emit: (name, payload) => void (name === 'jobProgress' && events.push(payload as JobProgress)),
      }),
    );
    expect(await pulled(handlers, path)).toEqual(five);
    const opening = events.filter(({ label }) => label === 'Opening shop.sitemapstudio');
    expect(opening.map(({ done, total, finished }) => [done, total, finished])).toEqual([
      [0, null, false],
      [0, 5, false],
      [5, 5, false],
      [5, 5, true],
    ]);

    const cancelling = createHandlers(
      quietHandlerDeps({
        emit: (name, payload) => {
          const progress = payload as JobProgress;
          if (name === 'jobProgress' && !progress.finished) void cancelling.cancelJob({ jobId: progress.jobId });
        },
      }),
    );
    await expect(cancelling.openProject({ path })).rejects.toMatchObject({
      code: 'open-cancelled',
      message: 'Opening shop.sitemapstudio was cancelled; nothing of it was opened.',
    });
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
    const taken = async () => {
      const copy = await handlers.takeRecovery();
      if (copy === null) return null;
      const received = await receiveProject(copy.project, handlers);
      return { ...copy, project: projectDataOf(received) };
    };
    const path = '/home/ana/shop.sitemapstudio';
    await handlers.saveRecovery({ project: await upload(handlers, project), path, savedAt });
    expect(await taken()).toEqual({ project, path, savedAt });
    const unsaved = { ...project, name: 'never saved' };
    await handlers.saveRecovery({ project: await upload(handlers, unsaved), path: null, savedAt });
    expect(await taken()).toEqual({ project: unsaved, path: null, savedAt });
    // A copy without its recovery information (a time) is refused, and the last good one stays.
    await expect(
      handlers.saveRecovery({ project: await upload(handlers, project), path, savedAt: 'soon' }),
    ).rejects.toMatchObject({ code: 'save-invalid' });
    expect(await taken()).toEqual({ project: unsaved, path: null, savedAt });
    await handlers.discardRecovery();
    expect(await handlers.takeRecovery()).toBeNull();
    // One that cannot be read is said, and kept aside where the next copy does not write over it.
    await writeFile(recoveryFile, 'garbage after a crash mid-write');
    await expect(handlers.takeRecovery()).rejects.toThrow(
      /^The copy could not be read \(.+\)\. It is kept as .+recovery\.unreadable-\d+\.sitemapstudio, where no later copy writes over it\.$/,
    );
    const [aside] = (await readdir(dirname(recoveryFile))).filter((name) => name.includes('.unreadable-'));
    expect(await readFile(join(dirname(recoveryFile), aside!), 'utf8')).toBe('garbage after a crash mid-write');
    expect(await handlers.takeRecovery()).toBeNull();
  });

  it('asks before the first save of restored work over its file when another program wrote it after the copy', async () => {
    const recoveryFile = join(await temp.write('.keep', ''), '..', 'recovery.sitemapstudio');
    const handlers = createHandlers(quietHandlerDeps({ recoveryFile }));
    const path = await temp.write('shop.sitemapstudio', encodeProjectJson(project));
    // The copy made at 09:15; the file written at 09:30 (a `fix` run from a terminal while the app was down).
    await saveRecoveryFile(recoveryFile, { project, path, savedAt: '2026-11-20T09:15:00.000Z' });
    await utimes(path, new Date('2026-11-20T09:30:00Z'), new Date('2026-11-20T09:30:00Z'));
    const copy = (await handlers.takeRecovery())!;
    const restored = { ...projectDataOf(await receiveProject(copy.project, handlers)), id: copy.project.id };
    await expect(handlers.saveProject({ path, project: await upload(handlers, restored) })).rejects.toMatchObject({
      code: 'project-changed-on-disk',
    });
    expect(await readFile(path, 'utf8')).toBe(encodeProjectJson(project));
    await handlers.saveProject({ path, project: await upload(handlers, restored), replaceChanged: true });
  });

  it('gives a file or recovery copy of an older build (no id) the id the app knew it by: its path, or a new one for work never saved', async () => {
    const recoveryFile = join(await temp.write('.keep', ''), '..', 'recovery.sitemapstudio');
    const handlers = createHandlers(quietHandlerDeps({ recoveryFile }));
    const { id: _none, ...old } = project;
    const path = await temp.write('old.sitemapstudio', encodeProjectJson(old));
    expect((await handlers.openProject({ path })).id).toBe(`project:${path}`);
    const saved = '/home/ana/shop.sitemapstudio';
    await saveRecoveryFile(recoveryFile, { project: old, path: saved, savedAt: '2026-11-20T09:15:00.000Z' });
    expect((await handlers.takeRecovery())!.project.id).toBe(`project:${saved}`);
    await saveRecoveryFile(recoveryFile, { project: old, path: null, savedAt: '2026-11-20T09:15:00.000Z' });
    const first = (await handlers.takeRecovery())!.project.id;
    const second = (await handlers.takeRecovery())!.project.id;
    // Never its name ("Untitled" is every new project's): an id of its own.
    expect([first.includes(old.name), first === second]).toEqual([false, false]);
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
