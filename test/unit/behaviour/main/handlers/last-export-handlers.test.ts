import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../../electron/main/handlers/create-handlers';
import { openProjectFile } from '../../../../../electron/engine';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { InvokeHandlers } from '../../../../../shared/ipc-contract';
import type { HeldLastExport } from '../../../../../shared/last-export/held-last-export';
import { receiveProject, uploadProject } from '../../../../../shared/transfer/project-transfer';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { quietHandlerDeps } from '../../../../support/handler-deps';
import { serveForTest } from '../../../../support/serve-for-test';
import { uploadedTables } from '../../../../support/uploaded-tables';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();
const at = (path: string) => `https://example.com/${path}`;
const first: UrlRow[] = ['a', 'b', 'c'].map((path) => ({ ...emptyRow(at(path)), priority: '0.5' }));
/** b's priority edited, c removed, d added. */
const second: UrlRow[] = [first[0]!, { ...first[1]!, priority: '0.9' }, { ...emptyRow(at('d')), priority: '0.5' }];

function request(handlers: InvokeHandlers, rows: UrlRow[], lastExport?: HeldLastExport) {
  return async () => ({
    projectId: 'p',
    tables: await uploadedTables(handlers, [{ id: 't', name: 'pages', rows }]),
    settings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: join(temp.path(), 'site') },
    robotsTxt: null,
    ...(lastExport ? { lastExport: lastExport.memory } : {}),
  });
}

async function exported(handlers: InvokeHandlers, rows: UrlRow[]): Promise<HeldLastExport> {
  const outcome = await handlers.exportProject(await request(handlers, rows)());
  expect(outcome.ok).toBe(true);
  return outcome.lastExport!;
}

/** The project as the window saves it: its rows uploaded, its last export named by its memory. */
async function save(handlers: InvokeHandlers, path: string, rows: UrlRow[], lastExport: HeldLastExport) {
  const open = {
    id: 'shop-id',
    name: 'shop',
    tables: [{ id: 't', name: 'pages', source: null, rows: UrlColumns.fromRows(rows) }],
    robotsTxt: null,
    exportSettings: DEFAULT_EXPORT_SETTINGS,
    siteChecks: [],
    lastExport,
  };
  await handlers.saveProject({ path, project: await uploadProject(open, handlers) });
}

describe("the app's export remembers what it wrote", () => {
  it('answers what the project now remembers, keeps the URLs in main, and a preview says what changed field by field', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const before = (await handlers.previewExport(await request(handlers, first)()))!;
    expect(before.changes).toBeNull(); // no earlier export
    const held = await exported(handlers, first);
    expect(held).toMatchObject({
      urls: 3,
      files: ['sitemap-pages-1.xml.gz', 'sitemap_index.xml'],
      folder: join(temp.path(), 'site'),
    });
    const preview = (await handlers.previewExport(await request(handlers, second, held)()))!;
    expect(preview.changes).toEqual({
      since: { at: held.at, files: held.files },
      counts: { added: 1, removed: 1, changed: 1 },
      added: [at('d')],
      removed: [at('c')],
      changed: [{ loc: at('b'), fields: ['priority'] }],
    });
  });

  it('survives a save and a reopen, and a new export replaces it', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const path = join(temp.path(), 'shop.sitemapstudio');
    const held = await exported(handlers, first);
    await save(handlers, path, second, held);
    expect((await openProjectFile(path)).lastExport).toMatchObject({
      at: held.at,
      files: held.files,
      folder: join(temp.path(), 'site'),
      urls: expect.any(Array),
    });

    // A fresh main (the app started again) opens it: the window gets a summary, main the URLs.
    const reopened = createHandlers(quietHandlerDeps());
    const project = await receiveProject(await reopened.openProject({ path }), reopened);
    expect(project.lastExport).toEqual({ ...held, memory: expect.any(String) });
    const preview = (await reopened.previewExport(await request(reopened, second, project.lastExport)()))!;
    expect(preview.changes!.counts).toEqual({ added: 1, removed: 1, changed: 1 });

    const replaced = await exported(reopened, second);
    expect(replaced.memory).not.toBe(project.lastExport!.memory);
    const now = (await reopened.previewExport(await request(reopened, second, replaced)()))!;
    expect(now.changes!.counts).toEqual({ added: 0, removed: 0, changed: 0 });
    await save(reopened, path, second, replaced);
    expect((await openProjectFile(path)).lastExport!.urls.map((url) => url.loc)).toEqual(second.map((row) => row.loc));
  });

  it('a recovery copy keeps it too, and offers it back', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const held = await exported(handlers, first);
    const open = {
      id: 'shop-id',
      name: 'shop',
      tables: [{ id: 't', name: 'pages', source: null, rows: UrlColumns.fromRows(second) }],
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      siteChecks: [],
      lastExport: held,
    };
    const project = await uploadProject(open, handlers);
    await handlers.saveRecovery({ project, path: null, savedAt: '2026-11-23T15:00:00.000Z' });
    const offered = (await handlers.takeRecovery())!;
    expect(offered.project.lastExport).toEqual({ ...held, memory: expect.any(String) });
    const preview = (await handlers.previewExport(await request(handlers, second, offered.project.lastExport)()))!;
    expect(preview.changes!.counts).toEqual({ added: 1, removed: 1, changed: 1 });
  });

  it('checks the removed URLs politely and says which neither redirect nor answer 404 or 410', async () => {
    const site = await serveForTest({
      '/robots.txt': { status: 200, body: 'User-agent: *\nAllow: /\n' },
      '/moved': { status: 301, headers: { location: '/new' } },
      '/new': { status: 200, headers: { 'content-type': 'text/html' }, body: '<title>New</title>' },
      '/gone': { status: 410 },
      '/still': { status: 200, headers: { 'content-type': 'text/html' }, body: '<title>Still here</title>' },
    });
    const url = (path: string) => `${site.origin}/${path}`;
    const rows = ['kept', 'moved', 'gone', 'missing', 'still'].map((path) => emptyRow(url(path)));
    const handlers = createHandlers(quietHandlerDeps());
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: `${site.origin}/`, outputFolder: join(temp.path(), 'out') };
    const upload = () => uploadedTables(handlers, [{ id: 't', name: 'pages', rows: rows.slice(0, 1) }]);
    const written = await handlers.exportProject({
      projectId: 'p',
      tables: await uploadedTables(handlers, [{ id: 't', name: 'pages', rows }]),
      settings,
      robotsTxt: null,
    });
    const memory = written.ok ? written.lastExport!.memory : '';
    const found = await handlers.checkRemovedUrls({
      projectId: 'p',
      tables: await upload(),
      settings,
      robotsTxt: null,
      lastExport: memory,
      check: { ratePerSecond: 0, concurrency: 4, perHostConcurrency: 4 },
    });
    expect(found).toMatchObject({ checked: 4, gone: 3, notGoneCount: 1, cancelled: false });
    expect(found.notGone).toEqual([{ url: url('still'), status: 200, failed: null }]);
    expect(site.requests.map((request) => request.path)).not.toContain('/kept');
  });
});
