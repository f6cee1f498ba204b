import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ChecksAhead, createCheckPool, createPackPool, exportProject } from '../../../../../electron/engine';
import type { PackPool } from '../../../../../electron/engine/export/pack-pool';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ProjectHeader } from '../../../../../shared/project-file';
import { emptyRow } from '../../../../../shared/url-table';
import { EXPORT_BASE_URL } from '../../../../support/cli-run';
import { useTempDir } from '../../../../support/use-temp-dir';
import { checkTopicWording } from '../../../../../electron/engine/worker-failure-wording';
import type { CheckTopic, RowsJob } from '../../../../../electron/engine/checks/check-messages';
import { columnsSlice, SLICE_ROWS } from '../../../../../electron/engine/checks/parallel-validation';
import { countProblems } from '../../../../../shared/problems';
import {
  countedOnlyWithin,
  PROBLEMS_KEPT_PER_CODE,
  type CountedOnly,
} from '../../../../../shared/validation/kept-problems';

const table = (): UrlColumns =>
  UrlColumns.fromRows(Array.from({ length: 30_000 }, (_, i) => emptyRow(`https://example.com/p/${i}`)));

const header = {
  name: 'Shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [{ id: 't0', name: 'shop', source: null, rows: 30_000 }],
  siteChecks: 0,
};

describe('ChecksAhead', () => {
  const temp = useTempDir();

  /** The checks of rows the pool is asked for when `opened` is checked ahead and `exported` exported. */
  async function checksAsked(opened: UrlColumns, exported: UrlColumns, out: string): Promise<string[]> {
    const pool = createPackPool(2);
    const asked: string[] = [];
    const noting: PackPool = {
      ...pool,
      checkRows: (job, what) => (asked.push(checkTopicWording(what)), pool.checkRows(job, what)),
    };
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: join(temp.path(), out) };
    const now = Date.now();
    const ahead = ChecksAhead.forExport(noting, settings, now)!;
    try {
      ahead.header(header, [opened]);
      ahead.appended();
      ahead.exporting([exported]);
      const input = { projectId: 'p', settings, robotsTxt: null, notIndexable: [] };
      const outcome = await exportProject(
        { ...input, tables: [{ id: 't0', name: 'shop', rows: exported }] },
        { packPool: pool, checkPool: ahead, now: () => now },
      );
      expect(outcome.ok).toBe(true);
      return asked;
    } finally {
      ahead.dispose();
      await pool.close();
    }
  }

  it('answers the export from the checks begun only when it checks the very tables opened', async () => {
    const opened = table();
    const both = ['rows 1–25,000 of shop', 'rows 25,001–30,000 of shop'];
    expect(await checksAsked(opened, opened, 'same')).toEqual(both);
    // Equal rows in another table: checked again.
    expect(await checksAsked(opened, table(), 'other')).toEqual([...both, ...both]);
  }, 60_000);

  /**
   * A pack pool of `workers` (of one, its checks come back in the order posted), and the check jobs
   * posted to it; where `crashOn` is given, the checks go to a check pool of as many workers, each
   * ended as it is sent a job `crashOn` takes.
   */
  function notingPool(
    workers = 1,
    crashOn?: (what: CheckTopic) => boolean,
  ): {
    pool: PackPool;
    noting: PackPool;
    posted: Omit<RowsJob, 'type'>[];
    results: Promise<unknown>[];
  } {
    const pool = createPackPool(workers);
    const checks = crashOn ? createCheckPool(workers, { crashOn }) : pool;
    const posted: Omit<RowsJob, 'type'>[] = [];
    const results: Promise<unknown>[] = [];
    const checkRows: PackPool['checkRows'] = (job, what) => {
      posted.push(job);
      const result = checks.checkRows(job, what);
      results.push(result);
      return result;
    };
    const close = () => Promise.all([pool.close(), checks.close()]).then(() => undefined);
    return { pool: { ...pool, close }, noting: { ...pool, checkRows }, posted, results };
  }

  /**
   * A project opening as `opening` says, its tables' rows in `columns` (one table's or each of its
   * tables'), the first table's put there by `fill` (each step one appended).
   */
  interface Opening {
    opening: ProjectHeader;
    columns: UrlColumns | UrlColumns[];
    fill?: (columns: UrlColumns) => Iterable<unknown>;
    workers?: number;
    crashOn?: (what: CheckTopic) => boolean;
  }

  /** The table opened, with checks begun ahead or not, then exported: the outcome, and the check jobs posted. */
  async function exportOpened(ahead: boolean, out: string, { opening, columns, fill, workers, crashOn }: Opening) {
    const tables = Array.isArray(columns) ? columns : [columns];
    const { pool, noting, posted } = notingPool(workers, crashOn);
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: join(temp.path(), out) };
    const now = Date.now();
    const checksAhead = ahead ? ChecksAhead.forExport(noting, settings, now)! : null;
    try {
      checksAhead?.header(opening, tables);
      for (const _ of fill?.(tables[0]!) ?? [null]) checksAhead?.appended();
      checksAhead?.exporting(tables);
      const input = { projectId: 'p', settings, robotsTxt: null, notIndexable: [] };
      const outcome = await exportProject(
        { ...input, tables: tables.map((rows, t) => ({ id: `t${t}`, name: opening.tables[t]!.name, rows })) },
        { packPool: pool, checkPool: checksAhead ?? noting, now: () => now },
      );
      return { outcome, posted };
    } finally {
      checksAhead?.dispose();
      await pool.close();
    }
  }

  it('finds the duplicates an export alone finds, its slices spilled as references to the column opened as it grew', async () => {
    const rows = 80_000;
    // Repeats past the first slices, of locs of many lengths; the column opened 5,000 rows at a time, growing.
    const locs = Array.from({ length: rows }, (_, i) => `${EXPORT_BASE_URL}p/${'y'.repeat(i % 50)}/${i % 30_000}`);
    const opening = { ...header, tables: [{ id: 't0', name: 'shop', source: null, rows }] };
    function* fill(columns: UrlColumns): Iterable<void> {
      for (let at = 0; at < rows; at += 5_000) yield columns.appendRows(locs.slice(at, at + 5_000).map(emptyRow));
    }
    const exportOf = async (ahead: boolean, out: string) => {
      const { outcome, posted } = await exportOpened(ahead, out, {
        opening,
        columns: new UrlColumns(),
        fill,
        workers: 2,
      });
      if (!outcome.ok) throw new Error('the export was refused');
      return { warnings: outcome.warnings, inPlace: posted.map((job) => job.locsStay) };
    };
    const withAhead = await exportOf(true, 'ahead');
    const alone = await exportOf(false, 'alone');
    // Every slice checked ahead, and by the export alone, referred to its locs where the column keeps them.
    expect(withAhead.inPlace).toEqual([true, true, true, true]);
    expect(alone.inPlace).toEqual([true, true, true, true]);
    expect(withAhead.warnings.filter(({ code }) => code === 'loc-duplicate').length).toBeGreaterThan(1_000);
    expect(withAhead.warnings).toEqual(alone.warnings);
  }, 120_000);

  /** 6 slices of rows, every one on another host: an error each, 10,000 of them listed, the rest counted. */
  const rows = 6 * SLICE_ROWS;
  const elsewhere = UrlColumns.fromRows(
    Array.from({ length: rows }, (_, i) => emptyRow(`https://elsewhere.example.org/p/${i}`)),
  );
  const opening = { ...header, tables: [{ id: 't0', name: 'shop', source: null, rows }] };

  it('tells a check begun what its problems hold enough of, as the export tells its own, and the export finds what it finds alone', async () => {
    const exportOf = async (ahead: boolean, out: string) => {
      const { outcome, posted } = await exportOpened(ahead, out, { opening, columns: elsewhere });
      if (outcome.ok) throw new Error('rows on another host were exported');
      return { problems: outcome.problems, posted };
    };
    const withAhead = await exportOf(true, 'told');
    const alone = await exportOf(false, 'told-alone');
    expect(withAhead.problems).toEqual(alone.problems);
    expect(countProblems(withAhead.problems).error).toBe(rows);
    // Two begun at once on one worker: each slice begun after the first came back is told its table's key.
    expect(withAhead.posted.map((job) => job.countOnly?.keys.length)).toEqual([0, 0, 1, 1, 1, 1]);
    // Every slice checked once, ahead, the export taking each: it tells its own slices as much.
    expect(withAhead.posted.map((job) => job.firstRow)).toEqual(Array.from({ length: 6 }, (_, k) => k * SLICE_ROWS));
  }, 120_000);

  it("tells a check begun only its own table's codes the list holds enough of", async () => {
    // shop's 2 slices, then news's 3, on one worker: news's are begun once shop's first came back.
    const rowsOf = (slices: number) =>
      UrlColumns.fromRows(
        Array.from({ length: slices * SLICE_ROWS }, (_, i) => emptyRow(`https://elsewhere.example.org/p/${i}`)),
      );
    const columns = [rowsOf(2), rowsOf(3)];
    const twoTables = {
      ...header,
      tables: ['shop', 'news'].map((name, t) => ({ id: `t${t}`, name, source: null, rows: columns[t]!.rowCount })),
    };
    const told = await exportOpened(true, 'tables', { opening: twoTables, columns });
    const alone = await exportOpened(false, 'tables-alone', { opening: twoTables, columns });
    if (told.outcome.ok || alone.outcome.ok) throw new Error('rows on another host were exported');
    expect(told.outcome.problems).toEqual(alone.outcome.problems);
    const keys = told.posted.map((job) => ({ table: job.tableName, keys: job.countOnly?.keys ?? [] }));
    expect(keys.map(({ table }) => table)).toEqual(['shop', 'shop', 'news', 'news', 'news']);
    // news's last slice is told news's key; none is told shop's, which the list holds enough of from the first.
    expect(keys.at(-1)!.keys).toHaveLength(1);
    for (const { table, keys: named } of keys) for (const key of named) expect(key).toContain(`\u0000${table}\u0000`);
  }, 120_000);

  it('goes on telling the checks begun after one that failed, which the export posts again', async () => {
    let crashes = 1;
    const crashOn = (what: CheckTopic) => checkTopicWording(what) === 'rows 1–25,000 of shop' && crashes-- > 0;
    const { outcome, posted } = await exportOpened(true, 'failed', { opening, columns: elsewhere, crashOn });
    const alone = await exportOpened(false, 'failed-alone', { opening, columns: elsewhere });
    if (outcome.ok || alone.outcome.ok) throw new Error('rows on another host were exported');
    expect(outcome.problems).toEqual(alone.outcome.problems);
    // The first slice checked twice, ahead (its worker ended) and by the export; later ones told what came back.
    expect(posted.filter((job) => job.firstRow === 0)).toHaveLength(2);
    expect(posted.filter((job) => job.countOnly?.keys.length === 1).length).toBeGreaterThan(0);
  }, 120_000);

  it('posts a slice again where the export tells it less than its check begun was told', async () => {
    const { pool, noting, posted, results } = notingPool();
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: join(temp.path(), 'less') };
    const ahead = ChecksAhead.forExport(noting, settings, Date.now())!;
    try {
      ahead.header(opening, [elsewhere]);
      ahead.appended();
      ahead.exporting([elsewhere]);
      await vi.waitFor(() => expect(posted).toHaveLength(6), { timeout: 30_000 });
      await Promise.allSettled(results);
      const askOf = (k: number, countOnly: CountedOnly | undefined, clusterRows?: RowsJob['clusterRows']) => {
        const { firstRow } = posted[k]!;
        const what = { check: 'rows', table: 'shop', firstRow, endRow: firstRow + SLICE_ROWS } as const;
        const spill = join(temp.path(), `asked-${k}`);
        // The slice as the export makes it (the one posted ahead went to the worker).
        const slice = columnsSlice(elsewhere, firstRow, firstRow + SLICE_ROWS);
        return ahead.checkRows({ ...posted[k]!, slice, spill, countOnly, clusterRows }, what);
      };
      expect(posted[4]!.countOnly?.keys).toHaveLength(1);
      const anew = await askOf(4, { keys: [], codes: [] });
      expect(posted).toHaveLength(7);
      expect(anew.problems.filter((item) => item.unlisted === undefined)).toHaveLength(PROBLEMS_KEPT_PER_CODE);
      // Told as much as the check begun was: answered from it.
      const begun = await askOf(5, posted[5]!.countOnly);
      expect(posted).toHaveLength(7);
      expect(begun.problems).toMatchObject([{ code: 'loc-outside-base', unlisted: SLICE_ROWS }]);
      // Asked to write its rows for the hreflang clusters too, which the check begun did not: posted again.
      const clusterRows = { path: join(temp.path(), 'clusters-3'), alternates: false };
      const withClusters = await askOf(3, posted[3]!.countOnly, clusterRows);
      expect(posted).toHaveLength(8);
      expect(withClusters.clusterRows).toMatchObject({ path: clusterRows.path });
    } finally {
      ahead.dispose();
      await pool.close();
    }
  }, 60_000);

  it('takes a check begun for the export only where the export tells its slice as much as it was told, or more', () => {
    const told = { keys: ['\u0000shop\u0000loc-outside-base'], codes: [] };
    expect(countedOnlyWithin(undefined, undefined)).toBe(true);
    expect(countedOnlyWithin({ keys: [], codes: [] }, told)).toBe(true);
    expect(countedOnlyWithin(told, told)).toBe(true);
    expect(countedOnlyWithin(told, { keys: [...told.keys, 'other'], codes: ['loc-fragment'] })).toBe(true);
    expect(countedOnlyWithin(told, { keys: [], codes: [] })).toBe(false);
    expect(countedOnlyWithin(told, undefined)).toBe(false);
    expect(countedOnlyWithin({ keys: [], codes: ['loc-fragment'] }, told)).toBe(false);
  });

  it('is no check pool for settings without a base URL', () => {
    const pool = createPackPool(1);
    expect(ChecksAhead.forExport(pool, { ...DEFAULT_EXPORT_SETTINGS, baseUrl: '' }, Date.now())).toBeNull();
  });
});
