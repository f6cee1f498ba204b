import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTableTextStore } from '../../../../renderer/src/files/table-text-store';
import { useJobsStore } from '../../../../renderer/src/services/jobs-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { tableText } from '../../../../shared/table-text';
import { emptyImage, emptyRow, type UrlRow } from '../../../../shared/url-table';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { addTable, rowsOf } from '../../../support/renderer/project-tables';
import { startStoresOnMain } from '../../../support/renderer/stores-on-main';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();
const ROWS: UrlRow[] = [
  { ...emptyRow('https://example.com/a'), lastmod: '2024-05-01', priority: '0.8' },
  { ...emptyRow('https://example.com/b'), images: [emptyImage('https://example.com/b.png')] },
];

/**
 * Stores on main's real handlers whose save dialog answers `chosen`, with a table "pages" of `rows`
 * on screen; rows go to main two per slice.
 */
function start(chosen: string | null, rows: UrlRow[] = ROWS) {
  const fake = startStoresOnMain({
    dialogs: { ...quietHandlerDeps().dialogs, showSave: async () => chosen },
    transfers: { slices: { maxRows: 2, maxBytes: 2 ** 20 } },
  });
  const table = addTable('pages', rows);
  return { fake, table, tableText: useTableTextStore(), shell: useNoticesStore() };
}

describe('table text store: export a table as CSV or TSV', () => {
  it('writes the table on screen as CSV and counts the rows whose extensions a table cannot hold', async () => {
    const { fake, tableText: store, shell } = start(join(temp.path(), 'pages.csv'));
    await store.exportActiveTable();
    expect(fake.requestsTo('showSaveDialog')).toEqual([
      { title: 'Export table as CSV or TSV', defaultName: 'pages.csv', purpose: 'table' },
    ]);
    expect(readFileSync(join(temp.path(), 'pages.csv'), 'utf8')).toBe(tableText(ROWS, 'csv'));
    expect(shell.notice).toBe(
      'Saved pages.csv: 2 rows. 1 of them have images, videos, alternates, news or other XML, which a table cannot hold: that stays in the project only.',
    );
  });

  it('uploads the rows in slices and lets main write the file; main keeps nothing after', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => emptyRow(`https://example.com/${i}`));
    const { fake, tableText: store } = start(join(temp.path(), 'pages.csv'), rows);
    await store.exportActiveTable();
    expect(fake.requestsTo('putSlice').map((put) => put.slice.rowCount)).toEqual([2, 2, 1]);
    const [request] = fake.requestsTo('saveTableText');
    expect(request).toEqual({ path: join(temp.path(), 'pages.csv'), upload: expect.any(String) });
    expect(readFileSync(join(temp.path(), 'pages.csv'), 'utf8')).toBe(tableText(rows, 'csv'));
    expect(await fake.handlers.dropTransfers({ ids: [request!.upload] })).toEqual({ dropped: 0 });
  });

  it('writes the rows as they were when the file was chosen, whatever is edited while they are sent', async () => {
    const rows = Array.from({ length: 5 }, (_, i) => emptyRow(`https://example.com/${i}`));
    const { fake, table, tableText: store } = start(join(temp.path(), 'pages.csv'), rows);
    fake.answer('putSlice', (request) => {
      table.rows.deleteRows(0, 1); // an edit between two slices
      table.rows.setCell(0, 'loc', 'https://example.com/edited');
      return fake.handlers.putSlice(request);
    });
    await store.exportActiveTable();
    expect(readFileSync(join(temp.path(), 'pages.csv'), 'utf8')).toBe(tableText(rows, 'csv'));
  });

  it('says so when the sending is cancelled in the status bar, and writes nothing', async () => {
    const { fake, tableText: store, shell } = start(join(temp.path(), 'pages.csv'), rowsOf('a', 'b', 'c'));
    const jobs = useJobsStore();
    fake.answer('putSlice', (request) => {
      jobs.cancel(jobs.running[0]!.jobId);
      return fake.handlers.putSlice(request);
    });
    await store.exportActiveTable();
    expect(fake.requestsTo('saveTableText')).toEqual([]);
    expect(readdirSync(temp.path())).toEqual([]);
    expect(shell.notice).toBe('Saving pages.csv was cancelled; no file was written.');
  });

  it('writes TSV for a .tsv name, and says nothing of extensions when no row has any', async () => {
    const rows = [emptyRow('https://example.com/only')];
    const { tableText: store, shell } = start(join(temp.path(), 'pages.tsv'), rows);
    await store.exportActiveTable();
    expect(readFileSync(join(temp.path(), 'pages.tsv'), 'utf8')).toBe(
      'loc\tlastmod\tchangefreq\tpriority\nhttps://example.com/only\t\t\t\n',
    );
    expect(shell.notice).toBe('Saved pages.tsv: 1 row.');
  });

  it('adds .csv to a name the save dialog left without an extension', async () => {
    const { tableText: store, shell } = start(join(temp.path(), 'pages'));
    await store.exportActiveTable();
    expect(readdirSync(temp.path())).toEqual(['pages.csv']);
    expect(shell.notice).toMatch(/^Saved pages\.csv: 2 rows\./);
  });

  it('refuses a name that is not .csv or .tsv, and writes nothing', async () => {
    const { fake, tableText: store, shell } = start(join(temp.path(), 'pages.xlsx'));
    await store.exportActiveTable();
    expect(fake.requestsTo('saveTableText')).toEqual([]);
    expect(readdirSync(temp.path())).toEqual([]);
    expect(shell.notice).toBe('pages.xlsx is not a .csv or .tsv name: the table was not saved.');
  });

  it('shows why the file could not be written', async () => {
    const missing = join(temp.path(), 'no-such-folder', 'pages.csv');
    const { tableText: store, shell } = start(missing);
    await store.exportActiveTable();
    expect(existsSync(missing)).toBe(false);
    // The system's ENOENT, worded from its code and path (shared/describe-error.ts).
    expect(shell.notice).toBe(`pages.csv was not saved: ${join(temp.path(), 'no-such-folder')} does not exist`);
  });

  it('a closed save dialog writes nothing; with no table on screen it says what to do', async () => {
    const { fake, tableText: store } = start(null);
    await store.exportActiveTable();
    expect(fake.requestsTo('saveTableText')).toEqual([]);

    startStoresOnMain();
    await useTableTextStore().exportActiveTable();
    expect(useNoticesStore().notice).toBe('Open or create a table to export it as CSV or TSV.');
  });
});
