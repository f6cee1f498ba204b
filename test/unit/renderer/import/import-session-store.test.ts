import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { watch } from 'vue';
import type { HandlerDeps } from '../../../../electron/main/handlers/create-handlers';
import { useDownloadLimitsStore } from '../../../../renderer/src/import/download-limits-store';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { useImportStore } from '../../../../renderer/src/import/import-session-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useJobsStore } from '../../../../renderer/src/services/jobs-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { TRANSFER_GONE } from '../../../../shared/transfer/transfer-types';
import { emptyRow } from '../../../../shared/url-table';
import type { JobProgress } from '../../../../shared/app-types';
import { generateSet } from '../../../support/generated-set';
import { importAll } from '../../../support/import-helpers';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { addTable, locsOfRows } from '../../../support/renderer/project-tables';
import { startStoresOnMain } from '../../../support/renderer/stores-on-main';
import { until } from '../../../support/renderer/until';
import { sitemapIndex, urlset } from '../../../support/sitemap-xml';
import { startServer, type TestServer } from '../../../support/http-server';
import { flattenTree } from '../../../../shared/import-tree';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** Stores on main's real handlers, with these open and folder dialogs (and slices of at most `sliceRows` rows). */
function start(dialogs: Partial<HandlerDeps['dialogs']> = {}, sliceRows?: number) {
  const fake = startStoresOnMain({
    dialogs: { ...quietHandlerDeps().dialogs, ...dialogs },
    ...(sliceRows ? { transfers: { slices: { maxRows: sliceRows, maxBytes: 2 ** 26 } } } : {}),
  });
  return { fake, session: useImportStore(), project: useProjectStore(), shell: useNoticesStore() };
}

/** Two sitemaps on disk: one good, one cut off after its first URL. */
async function twoSitemaps(): Promise<[string, string]> {
  return [
    await temp.write('pages.xml', urlset('https://example.com/a', 'https://example.com/b')),
    await temp.write('posts.xml', `${urlset('https://example.com/p1').replace('</urlset>', '')}<url><loc>`),
  ];
}

describe('import session store: sources', () => {
  it('adds chosen sources once each, and removes them', () => {
    const { session } = start();
    session.begin([{ location: '/s/a.xml', kind: 'file' }]);
    session.addSources([
      { location: '/s/a.xml', kind: 'file' },
      { location: 'https://example.com/sitemap.xml', kind: 'url' },
    ]);
    session.begin([{ location: '/s/folder', kind: 'folder' }]); // open already: added to the list
    expect(session.sources.map((source) => source.location)).toEqual([
      '/s/a.xml',
      'https://example.com/sitemap.xml',
      '/s/folder',
    ]);
    session.removeSource('/s/a.xml');
    expect(session.sources.map((source) => source.kind)).toEqual(['url', 'folder']);
  });

  it('takes files and a folder from the dialogs; a dialog closed adds nothing', async () => {
    const answers = { files: [['/s/a.xml', '/s/b.xml.gz'], []], folders: ['/s/site', null] };
    const { fake, session } = start({
      showOpen: async () => answers.files.shift() ?? [],
      showFolder: async () => answers.folders.shift() ?? null,
    });
    session.begin();
    await session.chooseFiles();
    await session.chooseFolder();
    await session.chooseFiles();
    await session.chooseFolder();
    expect(session.sources).toEqual([
      { location: '/s/a.xml', kind: 'file' },
      { location: '/s/b.xml.gz', kind: 'file' },
      { location: '/s/site', kind: 'folder' },
    ]);
    expect(fake.requestsTo('showOpenDialog')[0]).toEqual({ title: 'Import sitemaps', purpose: 'import' });
    expect(fake.requestsTo('showFolderDialog')[0]).toEqual({ title: 'Import a folder of sitemaps' });
  });

  it('a CSV or TSV chosen from the menu opens the dialog and is read at once', async () => {
    const csv = await temp.write('shop.csv', 'loc,priority\nhttps://example.com/x,0.8\n');
    const { fake, session } = start({ showOpen: async () => [csv] });
    await session.chooseTableFiles();
    expect(fake.requestsTo('showOpenDialog')).toEqual([{ title: 'Import CSV or TSV tables', purpose: 'table' }]);
    expect(session.open).toBe(true);
    await until(() => session.step === 'review');
    expect(session.files.map((file) => file.rows.toRows().map((row) => [row.loc, row.priority]))).toEqual([
      [['https://example.com/x', '0.8']],
    ]);
  });

  it('the dialog is not reopened over an import under way', async () => {
    const [pages] = await twoSitemaps();
    const { session, shell } = start();
    session.begin([{ location: pages, kind: 'file' }], true);
    await until(() => session.step === 'review');
    session.begin([{ location: '/s/other.xml', kind: 'file' }]);
    expect(session.sources.map((source) => source.location)).toEqual([pages]);
    expect(shell.notice).toBe('Finish or cancel the import that is open first.');
  });
});

describe('import session store: running', () => {
  it('reads the sources with the download limits; the review lists each file, its URLs and its problems', async () => {
    const [pages, posts] = await twoSitemaps();
    const { fake, session, project } = start();
    session.begin([
      { location: pages, kind: 'file' },
      { location: posts, kind: 'file' },
    ]);
    const reading = session.run();
    expect(session.step).toBe('running');
    await reading;

    const [request] = fake.requestsTo('importSources');
    expect(request).toEqual({
      locations: [pages, posts],
      options: useDownloadLimitsStore().options,
      jobId: request!.jobId,
    });
    expect(session.step).toBe('review');
    expect(session.jobId).toBeNull();
    expect(session.tree.map((node) => [node.name, node.urlCount, node.partial])).toEqual([
      ['pages.xml', 2, false],
      ['posts.xml', 1, true],
    ]);
    expect(session.result!.problems.map((found) => [found.severity, found.place.file])).toEqual([['error', posts]]);
    expect(session.urlCount).toBe(3);
    expect(session.tableName).toBe('pages');
    expect(project.tables).toEqual([]); // nothing is added before confirm
  });

  it('a failed import goes back to the sources and says why', async () => {
    const { fake, session, shell } = start();
    fake.answer('importSources', () => Promise.reject(new Error('the worker stopped')));
    session.begin([{ location: '/s/a.xml', kind: 'file' }]);
    await session.run();
    expect(session.step).toBe('sources');
    expect(shell.notice).toBe('The import failed: the worker stopped');
  });

  it('cancel stops the running job and closes; what it read is not added', async () => {
    const [pages] = await twoSitemaps();
    const { fake, session, project, shell } = start();
    fake.api.onJobProgress((progress) => {
      if (!progress.finished && progress.jobId === session.jobId) session.cancel();
    });
    session.begin([{ location: pages, kind: 'file' }]);
    await session.run();
    expect(fake.requestsTo('cancelJob')).toEqual([{ jobId: fake.requestsTo('importSources')[0]!.jobId }]);
    expect(session.open).toBe(false);
    expect(project.tables).toEqual([]);
    expect(shell.notice).toBe('Import cancelled: nothing was added.');
  });

  it('an import cancelled in the status bar closes the dialog and adds nothing', async () => {
    const [pages] = await twoSitemaps();
    const { fake, session, project, shell } = start();
    const jobs = useJobsStore();
    fake.api.onJobProgress((progress) => {
      if (!progress.finished) jobs.cancel(progress.jobId);
    });
    session.begin([{ location: pages, kind: 'file' }]);
    await session.run();
    expect(session.open).toBe(false);
    expect(project.tables).toEqual([]);
    expect(shell.notice).toBe('Import cancelled: nothing was added.');
  });
});

describe('import session store: placement', () => {
  async function reviewed(): Promise<ReturnType<typeof start> & { pages: string; posts: string }> {
    const [pages, posts] = await twoSitemaps();
    const started = start();
    started.session.begin(
      [
        { location: pages, kind: 'file' },
        { location: posts, kind: 'file' },
      ],
      true,
    );
    await until(() => started.session.step === 'review');
    return { ...started, pages, posts };
  }

  it('a table per sitemap, with the problems of the files added', async () => {
    const { session, project, shell, posts } = await reviewed();
    session.confirm();
    expect(project.tables.map((table) => [table.name, table.rows.rowCount])).toEqual([
      ['pages', 2],
      ['posts', 1],
    ]);
    expect(project.problems.map((found) => found.place.file)).toEqual([posts]);
    expect(session.open).toBe(false);
    expect(shell.notice).toBe('Added 2 tables with 3 URLs.');
  });

  it('one new table of the files left ticked, under the name typed', async () => {
    const { session, project, shell, posts } = await reviewed();
    session.leftOut = new Set([posts]);
    session.choice = 'one-table';
    session.tableName = 'everything';
    expect(session.urlCount).toBe(2);
    session.confirm();
    expect(project.tables.map((table) => [table.name, locsOfRows(table.rows)])).toEqual([
      ['everything', ['https://example.com/a', 'https://example.com/b']],
    ]);
    expect(project.problems).toEqual([]); // the file left out took its problems along
    expect(shell.notice).toBe('Added the table "everything" with 2 URLs.');
  });

  it('one table of an index is named after the site, with the index as its source', async () => {
    await temp.write('site/pages.xml', urlset('https://shop.example.com/a', 'https://shop.example.com/b'));
    await temp.write('site/posts.xml', urlset('https://shop.example.com/p1'));
    const index = await temp.write(
      'site/sitemap_index.xml',
      sitemapIndex('https://shop.example.com/pages.xml', 'https://shop.example.com/posts.xml'),
    );
    const { session, project } = start();
    session.choice = 'one-table';
    session.begin([{ location: index, kind: 'file' }]);
    await session.run();
    expect(session.tableName).toBe('shop.example.com');
    session.confirm();
    const [table] = project.tables;
    expect([table!.name, table!.rows.rowCount]).toEqual(['shop.example.com', 3]);
    expect(table!.source).toEqual({
      location: index,
      name: 'sitemap_index.xml',
      kind: 'sitemapindex',
      gzip: false,
      bytes: null,
    });
  });

  it('merged into the table on screen, as one undoable edit', async () => {
    const [pages, posts] = await twoSitemaps();
    const { session, project, shell } = start();
    const site = addTable('site', [emptyRow('https://example.com/a')]);
    session.choice = 'merge';
    session.begin([
      { location: pages, kind: 'file' },
      { location: posts, kind: 'file' },
    ]);
    await session.run();
    expect(session.targetTableId).toBe(site.id);
    session.policy = 'keep';
    session.confirm();
    expect(project.tables.map((table) => locsOfRows(table.rows))).toEqual([
      ['https://example.com/a', 'https://example.com/b', 'https://example.com/p1'],
    ]);
    expect(shell.notice).toBe('Merged into "site": 2 URLs added, 1 already in the table, kept as they were.');
  });

  it('a merge that updates rows changes them in place by position; one undo takes all of it back', async () => {
    const [pages] = await twoSitemaps();
    const { session, project } = start();
    const site = addTable('site', [
      emptyRow('https://example.com/z'),
      { ...emptyRow('https://example.com/b'), priority: '0.1' },
    ]);
    const before = site.rows.toRows();
    session.choice = 'merge';
    session.begin([{ location: pages, kind: 'file' }]);
    await session.run();
    session.policy = 'update';
    session.confirm();
    expect(locsOfRows(site.rows)).toEqual(['https://example.com/z', 'https://example.com/b', 'https://example.com/a']);
    expect(site.rows.get(1, 'priority')).toBe('0.1'); // the import had none: the row keeps its own
    expect(project.tables).toHaveLength(1);
    useHistoryStore().undo();
    expect(site.rows.toRows()).toEqual(before);
  });

  it('a merge asked for with no table to merge into becomes a table per sitemap', async () => {
    const [pages] = await twoSitemaps();
    const { session } = start();
    session.choice = 'merge';
    session.begin([{ location: pages, kind: 'file' }]);
    await session.run();
    expect(session.choice).toBe('per-sitemap');
  });

  it('back forgets what was read, for the sources to be changed', async () => {
    const { session } = await reviewed();
    session.back();
    expect([session.step, session.result, session.files]).toEqual(['sources', null, []]);
  });
});

describe('import session store: dropped files', () => {
  it("asks the host for a dropped file's path on disk", () => {
    const dropped = new File(['<urlset/>'], 'drop.xml');
    startStoresOnMain({}, { pathForFile: (file) => (file === dropped ? '/home/me/drop.xml' : '') });
    expect(useImportStore().pathOfDroppedFile(dropped)).toBe('/home/me/drop.xml');
  });
});

describe('import session store: rows from main in slices', () => {
  /** Three gzipped sitemaps of 1,500 realistic URLs each, read in slices of 400 rows. */
  async function slicedImport() {
    const set = await generateSet(join(temp.path(), 'set'), 3, 1_500);
    const started = start({}, 400);
    const progress: JobProgress[] = [];
    const jobs = useJobsStore();
    watch(
      () => jobs.current,
      (job) => job && progress.push(job),
      { flush: 'sync' },
    );
    started.session.begin(set.files.map((location) => ({ location, kind: 'file' as const })));
    return { ...started, set, progress };
  }

  it('pulls every file in bounded slices with progress, and reviews exactly what the engine read', async () => {
    const { fake, session, set, progress } = await slicedImport();
    await session.run();
    expect(session.step).toBe('review');
    const read = await importAll(set.files);
    expect(session.result!.files.map((file) => ({ ...file, rows: file.rows.toRows() }))).toEqual(read.files);
    expect(session.urlCount).toBe(4_500);
    // 1,500 rows a file in slices of 400: 4 slices each, one message each.
    expect(fake.requestsTo('takeSlice').map(({ index }) => index)).toEqual([0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3]);
    const receiving = progress.filter((job) => job.label === 'Receiving 4,500 URLs');
    expect(receiving.map((job) => job.done)).toEqual([
      0, 400, 800, 1_200, 1_500, 1_900, 2_300, 2_700, 3_000, 3_400, 3_800, 4_200, 4_500,
    ]);
    expect(useJobsStore().running).toEqual([]);
    // Every slice was taken, so main holds nothing more.
    await expect(fake.handlers.takeSlice({ id: fake.requestsTo('takeSlice')[0]!.id, index: 0 })).rejects.toMatchObject({
      code: TRANSFER_GONE,
    });
  });

  it('a transfer gone on the way is shown in the dialog and the status bar, naming the file; nothing is added', async () => {
    const { fake, session, project, shell, set } = await slicedImport();
    fake.answer('takeSlice', async (request) => {
      // The second file's transfer expires in main after its first slice (as its idle clock would drop it).
      if (request.index === 1 && fake.requestsTo('takeSlice').length > 4) {
        await fake.handlers.dropTransfers({ ids: [request.id] });
      }
      return fake.handlers.takeSlice(request);
    });
    await session.run();
    expect(session.step).toBe('sources');
    expect(session.failure).toMatch(
      /^The URLs of sitemap-2\.xml\.gz did not arrive: The rows asked for are no longer held \(transfer [^)]+\): .+ Nothing was added\.$/,
    );
    expect(shell.notice).toBe(session.failure);
    expect(session.result).toBeNull();
    expect(project.tables).toEqual([]);
    expect(useJobsStore().running).toEqual([]);
    // What was left in main was let go: the third file's rows are no longer held.
    const [dropped] = fake.requestsTo('dropTransfers');
    expect(dropped!.ids).toHaveLength(set.files.length);
    await expect(fake.handlers.takeSlice({ id: dropped!.ids[2]!, index: 0 })).rejects.toMatchObject({
      code: TRANSFER_GONE,
    });
  });

  it('a slice that fails to arrive in a file opened without the dialog is told, and adds nothing', async () => {
    const { fake, project, shell, set, session } = await slicedImport();
    fake.answer('takeSlice', () => Promise.reject(new Error('the page ran out of memory')));
    await session.importOpened(await fake.handlers.openPaths({ paths: set.files }), 'current');
    expect(shell.notice).toBe(
      'The URLs of sitemap-1.xml.gz did not arrive: the page ran out of memory. Nothing was added.',
    );
    expect(project.tables).toEqual([]);
  });

  it('receiving cancelled in the status bar closes the dialog, adds nothing and lets main drop the rows', async () => {
    const { fake, session, project, shell } = await slicedImport();
    fake.answer('takeSlice', async (request) => {
      if (request.index === 2) useJobsStore().cancel(session.jobId!);
      return fake.handlers.takeSlice(request);
    });
    await session.run();
    expect(session.open).toBe(false);
    expect(project.tables).toEqual([]);
    expect(shell.notice).toBe('Import cancelled: nothing was added.');
    expect(fake.requestsTo('takeSlice')).toHaveLength(3);
    const [dropped] = fake.requestsTo('dropTransfers');
    await expect(fake.handlers.takeSlice({ id: dropped!.ids[0]!, index: 3 })).rejects.toMatchObject({
      code: TRANSFER_GONE,
    });
  });
});

describe('import session store: retrying what could not be read', () => {
  /** index.xml → pages.xml (read), news.xml (a 404 on its first `misses` requests, then read). */
  async function flakySite(misses: number): Promise<TestServer> {
    let asked = 0;
    const server = await startServer({
      '/index.xml': { body: sitemapIndex('/pages.xml', '/news.xml') },
      '/pages.xml': { body: urlset('https://example.com/a', 'https://example.com/b') },
      '/news.xml': (_request, response) => {
        asked += 1;
        if (asked <= misses) return void response.writeHead(404).end();
        response.writeHead(200, { 'content-type': 'application/xml' }).end(urlset('https://example.com/n'));
      },
    });
    onTestFinished(() => server.close());
    return server;
  }

  async function reviewed(misses: number) {
    const site = await flakySite(misses);
    const started = start();
    started.session.begin([{ location: `${site.origin}/index.xml`, kind: 'url' }], true);
    await until(() => started.session.step === 'review');
    return { ...started, site };
  }

  it('reads only the failed files again, through the same import, and puts them in their place', async () => {
    const { fake, session, shell, site } = await reviewed(1);
    expect(session.readFailures).toEqual([`${site.origin}/news.xml`]);
    expect(session.urlCount).toBe(2);
    const retrying = session.retryFailed();
    expect(session.retrying).toBe(1);
    expect(session.jobId).not.toBeNull();
    await retrying;

    expect(fake.requestsTo('importSources')[1]).toEqual({
      locations: [`${site.origin}/news.xml`],
      options: useDownloadLimitsStore().options,
      jobId: fake.requestsTo('importSources')[1]!.jobId,
    });
    expect(session.retrying).toBe(0);
    expect(session.jobId).toBeNull();
    expect(session.readFailures).toEqual([]);
    expect(session.urlCount).toBe(3);
    expect(flattenTree(session.tree).map(({ node, depth }) => [node.name, depth, node.urlCount])).toEqual([
      ['index.xml', 0, 3],
      ['pages.xml', 1, 2],
      ['news.xml', 1, 1],
    ]);
    expect(session.result!.problems.filter((item) => item.severity === 'error')).toEqual([]);
    expect(shell.notice).toBe('Read 1 file again, in full this time.');
  });

  it('a file that fails again stays in its place, counted; a retry stopped leaves the review as it was', async () => {
    const { fake, session, shell, site } = await reviewed(2);
    await session.retryFailed();
    expect(session.readFailures).toEqual([`${site.origin}/news.xml`]);
    expect(flattenTree(session.tree).map(({ node, depth }) => [node.name, depth, node.kind])).toEqual([
      ['index.xml', 0, 'sitemapindex'],
      ['pages.xml', 1, 'urlset'],
      ['news.xml', 1, 'unknown'],
    ]);
    expect(shell.notice).toBe('Read again: 1 file still could not be read.');

    const before = session.result;
    fake.api.onJobProgress((progress) => {
      if (!progress.finished && progress.jobId === session.jobId) session.stopRetry();
    });
    await session.retryFailed();
    expect(fake.requestsTo('cancelJob')).toHaveLength(1);
    expect(session.result).toBe(before);
    expect(session.retrying).toBe(0);
    expect(session.step).toBe('review');
    expect(session.open).toBe(true);
  });
});
