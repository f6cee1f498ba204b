import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportProject } from '../../../../electron/engine/export/export-project';
import type { HandlerDeps } from '../../../../electron/main/handlers/create-handlers';
import { useExportStore } from '../../../../renderer/src/export/export-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { ExportPreview } from '../../../../shared/export-types';
import type { RequestOf, ResponseOf } from '../../../../shared/ipc-contract';
import { TRANSFER_GONE } from '../../../../shared/transfer/transfer-types';
import { emptyRow } from '../../../../shared/url-table';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { addTable } from '../../../support/renderer/project-tables';
import { startStoresOnMain } from '../../../support/renderer/stores-on-main';
import { until } from '../../../support/renderer/until';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();
/** Where the engine exports the same rows directly, to compare with. */
const direct = useTempDir();
const BASE = 'https://example.com/';
const pages = (count: number) => Array.from({ length: count }, (_, i) => emptyRow(`${BASE}page-${i + 1}`));
/** Main's slices made small, so a table of a few thousand rows crosses in several. */
const SMALL_SLICES: Partial<HandlerDeps> = { transfers: { slices: { maxRows: 1_000, maxBytes: 2 ** 26 } } };

/** Stores on main's real handlers, with a table of `rows` in the project and the base URL set. */
function withTable(rows = pages(3), deps: Partial<HandlerDeps> = {}) {
  const fake = startStoresOnMain(deps);
  const project = useProjectStore();
  addTable('pages', rows);
  const exporter = useExportStore();
  exporter.update({ baseUrl: BASE, outputFolder: temp.path() });
  return { fake, project, exporter, shell: useNoticesStore() };
}

/** Opens the dialog and waits for its preview. */
async function openWithPreview(exporter: ReturnType<typeof useExportStore>): Promise<ExportPreview> {
  exporter.open();
  await until(() => !exporter.previewPending);
  return exporter.preview!;
}

type Held = { request: RequestOf<'previewExport'>; answer: (preview: ResponseOf<'previewExport'>) => void };

/** Makes the fake hold each preview request until the test answers it, so answers can come in any order. */
function holdPreviews(fake: ReturnType<typeof startStoresOnMain>): Held[] {
  const held: Held[] = [];
  fake.answer('previewExport', (request) => new Promise((answer) => held.push({ request, answer })));
  return held;
}

/** What main's own handler previews for a request that crossed the boundary. */
const engineAnswer = (fake: ReturnType<typeof startStoresOnMain>, request: RequestOf<'previewExport'>) =>
  fake.handlers.previewExport(request);

/** The slices put to main, as rows per slice. */
const putRows = (fake: ReturnType<typeof startStoresOnMain>) =>
  fake.requestsTo('putSlice').map((request) => request.slice.rowCount);

afterEach(() => {
  useExportStore().close(); // no preview is left on a timer for the next test
  vi.useRealTimers();
});

describe('export store: settings', () => {
  it('starts from the defaults; an edit is kept in the project, which then has unsaved changes', () => {
    startStoresOnMain();
    const project = useProjectStore();
    const exporter = useExportStore();
    expect(exporter.settings).toEqual(DEFAULT_EXPORT_SETTINGS);
    expect(project.dirty).toBe(false);

    exporter.update({ baseUrl: BASE, gzip: false });
    expect(project.exportSettings).toEqual({ ...DEFAULT_EXPORT_SETTINGS, baseUrl: BASE, gzip: false });
    expect(exporter.settings).toEqual(project.exportSettings);
    expect(project.dirty).toBe(true);

    project.newProject();
    expect(exporter.settings).toEqual(DEFAULT_EXPORT_SETTINGS);
  });

  it('takes the output folder from a folder dialog; closing the dialog changes nothing', async () => {
    const folders = [temp.path(), null];
    const fake = startStoresOnMain({
      dialogs: { ...quietHandlerDeps().dialogs, showFolder: async () => folders.shift() ?? null },
    });
    const project = useProjectStore();
    const exporter = useExportStore();

    await exporter.chooseFolder();
    expect(fake.requestsTo('showFolderDialog')).toEqual([{ title: 'Export to folder' }]);
    expect(exporter.settings.outputFolder).toBe(temp.path());
    expect(project.dirty).toBe(true);

    project.markSaved('/projects/site.sitemapstudio', 'site');
    await exporter.chooseFolder();
    expect(exporter.settings.outputFolder).toBe(temp.path());
    expect(project.dirty).toBe(false);
  });
});

describe('export store: preview', () => {
  it('does not open on an empty project, and says why', () => {
    const fake = startStoresOnMain();
    const exporter = useExportStore();
    exporter.open();
    expect(exporter.dialogOpen).toBe(false);
    expect(useNoticesStore().notice).toBe('There is nothing to export yet: import sitemaps or add a table first.');
    expect(fake.requestsTo('previewExport')).toEqual([]);
  });

  it("uploads the project's tables in bounded slices, names the uploads with the settings, and shows what the engine would write", async () => {
    const { fake, project, exporter } = withTable(pages(2_001), SMALL_SLICES);
    const preview = await openWithPreview(exporter);

    expect(fake.requestsTo('openUpload')).toEqual([{ rows: 2_001 }]);
    expect(putRows(fake)).toEqual([1_000, 1_000, 1]);
    expect(fake.requestsTo('putSlice').map((request) => request.index)).toEqual([0, 1, 2]);
    const [request] = fake.requestsTo('previewExport');
    // The project's own id, never its name (every new project is "Untitled").
    expect(request!.projectId).toBe(project.id);
    expect(request!.settings).toEqual(project.exportSettings);
    expect(request!.tables).toEqual([
      { id: project.tables[0]!.id, name: 'pages', upload: fake.requestsTo('putSlice')[0]!.id },
    ]);
    expect(preview.indexUrl).toBe(`${BASE}sitemap_index.xml`);
    expect(preview.files.map((file) => [file.name, file.urlCount])).toEqual([
      ['sitemap-pages-1.xml.gz', 2_001],
      ['sitemap_index.xml', 1],
    ]);
    expect([preview.errors, preview.warnings, exporter.canExport]).toEqual([0, 0, true]);
  });

  it('a preview after a settings change or a rename uploads nothing again; one after an edit uploads anew and drops the old', async () => {
    const { fake, project, exporter } = withTable(pages(2_500), SMALL_SLICES);
    await openWithPreview(exporter);
    expect(putRows(fake)).toEqual([1_000, 1_000, 500]);

    exporter.update({ maxUrls: 1_000 });
    await until(() => !exporter.previewPending);
    project.tables[0]!.name = 'renamed';
    exporter.update({ gzip: false });
    await until(() => !exporter.previewPending);
    expect(fake.requestsTo('openUpload')).toHaveLength(1);
    expect(putRows(fake)).toHaveLength(3);
    expect(exporter.preview!.files.map((file) => file.name)).toContain('sitemap-renamed-3.xml');

    const first = fake.requestsTo('putSlice')[0]!.id;
    project.tables[0]!.rows.appendRows([emptyRow(`${BASE}added`)]);
    project.rowsChanged();
    exporter.update({ gzip: true });
    await until(() => !exporter.previewPending);
    expect(fake.requestsTo('openUpload')).toEqual([{ rows: 2_500 }, { rows: 2_501 }]);
    expect(fake.requestsTo('dropTransfers')).toContainEqual({ ids: [first] });
    expect(exporter.preview!.files.filter((file) => file.kind === 'sitemap').map((file) => file.urlCount)).toEqual([
      1_000, 1_000, 501,
    ]);
  });

  it('previews the rows as they were when they began to go, whatever changes while they are on their way', async () => {
    const { fake, project, exporter } = withTable(pages(2_500), SMALL_SLICES);
    fake.answer('putSlice', (request) => {
      project.tables[0]!.rows.deleteRows(0, 1); // an undo from the menu, say, between two slices
      return fake.handlers.putSlice(request);
    });
    const preview = await openWithPreview(exporter);
    expect(preview.files.filter((file) => file.kind === 'sitemap').map((file) => file.urlCount)).toEqual([2_500]);
    expect(project.tables[0]!.rows.rowCount).toBe(2_497);
  });

  it('an upload main no longer holds (left unused too long) is sent again, once, and the preview arrives', async () => {
    const { fake, exporter } = withTable(pages(10));
    await openWithPreview(exporter);
    await fake.handlers.dropTransfers({ ids: [fake.requestsTo('putSlice')[0]!.id] }); // as expiry does
    exporter.update({ indexName: 'index-b.xml' });
    await until(() => !exporter.previewPending);
    expect(exporter.previewError).toBeNull();
    expect(exporter.preview!.indexUrl).toBe(`${BASE}index-b.xml`);
    expect(fake.requestsTo('openUpload')).toHaveLength(2);
  });

  it('opened with no base URL, fills in the site most locs are on', async () => {
    const { exporter, project } = withTable([emptyRow('http://localhost:1313/en/'), ...pages(3)]);
    exporter.update({ baseUrl: '' });
    await openWithPreview(exporter);
    expect(project.exportSettings.baseUrl).toBe(BASE);
    exporter.close();
    exporter.update({ baseUrl: 'https://www.example.com/' });
    await openWithPreview(exporter);
    expect(project.exportSettings.baseUrl).toBe('https://www.example.com/'); // one the person chose stays
  });

  it('without a usable base URL the rows do not travel, and the gate says what to set', async () => {
    const { fake, exporter } = withTable([emptyRow('/about'), emptyRow('/contact')]);
    exporter.update({ baseUrl: '' });
    const preview = await openWithPreview(exporter);
    expect(fake.requestsTo('previewExport').map((request) => request.tables)).toEqual([[]]);
    expect(fake.requestsTo('openUpload')).toEqual([]);
    expect(preview.errors).toBeGreaterThan(0);
    expect(exporter.canExport).toBe(false);
  });

  it('a newer preview supersedes an older one, whenever the older answers; a null answer is ignored', async () => {
    vi.useFakeTimers();
    // Past the debounce, well short of main's expiry of unused uploads (its timers are fake too).
    const settle = () => vi.advanceTimersByTimeAsync(1_000);
    const { fake, exporter } = withTable();
    const held = holdPreviews(fake);
    exporter.open();
    await settle();
    exporter.update({ indexName: 'index-b.xml' });
    await settle();
    expect(held.map((call) => call.request.settings.indexName)).toEqual(['sitemap_index.xml', 'index-b.xml']);

    held[1]!.answer(await engineAnswer(fake, held[1]!.request));
    await settle();
    held[0]!.answer(await engineAnswer(fake, held[0]!.request));
    await settle();
    expect(exporter.preview!.indexUrl).toBe(`${BASE}index-b.xml`);
    expect(exporter.previewPending).toBe(false);

    exporter.update({ indexName: 'index-c.xml' });
    await settle();
    held[2]!.answer(null); // main cancelled it for a newer one
    await settle();
    expect(exporter.preview!.indexUrl).toBe(`${BASE}index-b.xml`);
    expect(exporter.canExport).toBe(false);
  });

  it('shows why a preview failed', async () => {
    const { fake, exporter } = withTable();
    fake.answer('previewExport', () => Promise.reject(new Error('the gzip worker stopped')));
    exporter.open();
    await until(() => exporter.previewError !== null);
    expect(exporter.previewError).toBe('The preview failed: the gzip worker stopped');
  });
});

describe('export store: the validation gate', () => {
  it('shows warnings, and exports with them only once they are accepted', async () => {
    const { exporter } = withTable([emptyRow(`${BASE}a`), emptyRow(`${BASE}a`)]);
    const preview = await openWithPreview(exporter);
    expect([preview.errors, preview.warnings]).toEqual([0, 1]);
    expect(preview.problems.map((found) => [found.severity, found.place.row])).toEqual([['warning', 2]]);
    expect(exporter.canExport).toBe(false);
    exporter.warningsAccepted = true;
    expect(exporter.canExport).toBe(true);
  });

  it('errors stop the export: nothing is sent to main', async () => {
    const { fake, exporter } = withTable([emptyRow(`${BASE}a`), emptyRow('https://elsewhere.example/b')]);
    const preview = await openWithPreview(exporter);
    expect(preview.errors).toBe(1);
    exporter.warningsAccepted = true;
    await exporter.runExport();
    expect(exporter.stage).toBe('settings');
    expect(fake.requestsTo('exportProject')).toEqual([]);
  });
});

describe('export store: running an export', () => {
  it('writes the files, follows the job while it runs, reports what was written and shows the folder', async () => {
    const { fake, exporter } = withTable();
    const shown: (string | null)[] = [];
    const revealed: string[] = [];
    fake.api.onJobProgress(() => shown.push(exporter.job ? `${exporter.job.done}/${exporter.job.total}` : null));
    await openWithPreview(exporter);
    await exporter.runExport();

    expect(exporter.stage).toBe('done');
    // Each row counts once checked and once written (exportJobProgress).
    expect(shown[0]).toBe('0/6');
    expect(shown).toContain('3/6');
    expect(shown.at(-2)).toBe('6/6');
    expect(shown.at(-1)).toBeNull(); // the finished job left the list
    expect(exporter.report!.folder).toBe(temp.path());
    expect(exporter.report!.files.map((file) => file.name)).toEqual(['sitemap-pages-1.xml.gz', 'sitemap_index.xml']);
    expect(readdirSync(temp.path()).sort()).toEqual(
      expect.arrayContaining(['sitemap-pages-1.xml.gz', 'sitemap_index.xml']),
    );

    fake.answer('revealInFolder', async ({ path }) => void revealed.push(path));
    await exporter.showInFolder();
    expect(revealed).toEqual([temp.path()]);
  });

  it('exports a table uploaded in several slices byte for byte as the engine exports the same rows; the upload goes after', async () => {
    const rows = pages(2_345);
    const { fake, exporter } = withTable(rows, SMALL_SLICES);
    await openWithPreview(exporter);
    await exporter.runExport();
    expect(exporter.stage).toBe('done');
    expect(putRows(fake)).toEqual([1_000, 1_000, 345]); // the preview's upload served the export too

    const engine = await exportProject({
      projectId: useProjectStore().id,
      tables: [{ id: useProjectStore().tables[0]!.id, name: 'pages', rows }],
      settings: { ...exporter.settings, outputFolder: direct.path() },
      robotsTxt: null,
    });
    expect(engine.ok).toBe(true);
    const names = exporter.report!.files.map((file) => file.name);
    expect(names).toEqual(['sitemap-pages-1.xml.gz', 'sitemap_index.xml']);
    for (const name of names) {
      expect(readFileSync(join(temp.path(), name))).toEqual(readFileSync(join(direct.path(), name)));
    }
    await expect(fake.handlers.previewExport(fake.requestsTo('exportProject')[0]!)).rejects.toMatchObject({
      code: TRANSFER_GONE,
    });
  });

  it('a slice that fails on the way is shown in the dialog, nothing is written, and the upload is dropped', async () => {
    const { fake, project, exporter } = withTable(pages(2_500), SMALL_SLICES);
    await openWithPreview(exporter);
    project.rowsChanged(); // the export must upload the rows again
    fake.answer('putSlice', (request) =>
      request.index === 1 ? Promise.reject(new Error('the page ran out of memory')) : fake.handlers.putSlice(request),
    );
    await exporter.runExport();
    expect(exporter.stage).toBe('failed');
    expect(exporter.failure.map((found) => found.message)).toEqual(['The export failed: the page ran out of memory']);
    expect(readdirSync(temp.path())).toEqual([]);
    expect(fake.requestsTo('exportProject')).toEqual([]);
    const broken = fake.requestsTo('putSlice').at(-1)!.id;
    expect(fake.requestsTo('dropTransfers')).toContainEqual({ ids: [broken] });
    expect(exporter.job).toBeNull();
  });

  it('an upload gone while it is put reaches the person naming it; nothing is written', async () => {
    const { fake, project, exporter } = withTable(pages(2_500), SMALL_SLICES);
    await openWithPreview(exporter);
    project.rowsChanged();
    fake.answer('putSlice', async (request) => {
      if (request.index === 1) await fake.handlers.dropTransfers({ ids: [request.id] });
      return fake.handlers.putSlice(request);
    });
    await exporter.runExport();
    expect(exporter.stage).toBe('failed');
    expect(exporter.failure[0]!.message).toMatch(
      /The export failed: The rows asked for are no longer held \(transfer /,
    );
    expect(readdirSync(temp.path())).toEqual([]);
  });

  it("shows the rows on their way to main as the export's progress; cancel there stops them and writes nothing", async () => {
    const { fake, project, exporter, shell } = withTable(pages(2_500), SMALL_SLICES);
    await openWithPreview(exporter);
    project.rowsChanged();
    const seen: string[] = [];
    fake.answer('putSlice', async (request) => {
      seen.push(`${exporter.sending}:${exporter.job?.done}/${exporter.job?.total}`);
      if (request.index === 1) await exporter.cancel();
      return fake.handlers.putSlice(request);
    });
    await exporter.runExport();
    expect(seen).toEqual(['true:0/2500', 'true:1000/2500']);
    expect(exporter.stage).toBe('cancelled');
    expect(fake.requestsTo('exportProject')).toEqual([]);
    expect(readdirSync(temp.path())).toEqual([]);
    expect(shell.notice).toBe(`Export cancelled: nothing was written, ${temp.path()} is as it was.`);
  });

  it('a failure on the way is shown to the person with what the engine said', async () => {
    const { fake, exporter } = withTable();
    await openWithPreview(exporter);
    fake.answer('exportProject', () => Promise.reject(new Error('EACCES: permission denied, mkdir /out')));
    await exporter.runExport();
    expect(exporter.stage).toBe('failed');
    expect(exporter.failure.map((found) => [found.code, found.message])).toEqual([
      ['export-failed', 'The export failed: EACCES: permission denied, mkdir /out'],
    ]);
  });

  it('cancel stops the running job; the folder is left as it was, and the person is told', async () => {
    const { fake, exporter, shell } = withTable();
    fake.api.onJobProgress((progress) => {
      if (progress.done === 0 && !progress.finished) void exporter.cancel();
    });
    await openWithPreview(exporter);
    await exporter.runExport();
    // The job runs under the id the window picked for it, and the cancel names it.
    const [request] = fake.requestsTo('exportProject');
    expect(request!.jobId).toMatch(/^export-/);
    expect(fake.requestsTo('cancelJob')).toEqual([{ jobId: request!.jobId }]);
    expect(exporter.stage).toBe('cancelled');
    expect(readdirSync(temp.path())).toEqual([]);
    expect(shell.notice).toBe(`Export cancelled: nothing was written, ${temp.path()} is as it was.`);

    exporter.backToSettings();
    expect(exporter.stage).toBe('settings');
  });

  it('a cancel asked before main has started the job goes at once, by the id the request carries', async () => {
    const { fake, exporter } = withTable();
    await openWithPreview(exporter);
    let answer: (outcome: ResponseOf<'exportProject'>) => void = () => undefined;
    fake.answer('exportProject', () => new Promise((resolve) => (answer = resolve)));
    const running = exporter.runExport();
    await vi.waitFor(() => expect(fake.requestsTo('exportProject')).toHaveLength(1));
    const { jobId } = fake.requestsTo('exportProject')[0]!;
    await exporter.cancel();
    // No progress has come from main yet: main starts the job cancelled when it gets there.
    expect(fake.requestsTo('cancelJob')).toEqual([{ jobId }]);
    answer({ ok: false, cancelled: true, problems: [], jobId: jobId! });
    await running;
    expect(exporter.stage).toBe('cancelled');
  });

  it('a cancel that comes once the files are moving in is too late: the export is complete, and says so (the probe)', async () => {
    const { fake, exporter, shell } = withTable();
    await openWithPreview(exporter);
    fake.answer('exportProject', async (request) => {
      const outcome = await fake.handlers.exportProject(request);
      await exporter.cancel(); // pressed as main finished: its job is gone, the set in place
      return outcome;
    });
    await exporter.runExport();
    expect(exporter.stage).toBe('done');
    expect(readdirSync(temp.path())).toContain('sitemap_index.xml');
    expect(shell.notice).toBe(
      `Cancel came after the export had begun moving its files into ${temp.path()}: it is complete there.`,
    );
  });
});
