import { mkdtempSync, rmSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { checkExportSettings } from '../../../shared/check-export-settings';
import type { ExportSettings } from '../../../shared/export-settings';
import { formatCount } from '../../../shared/format';
import type { ProjectHeader } from '../../../shared/project-file';
import type { PublishBase } from '../../../shared/validation/base-url';
import { sitemapKind, type SitemapKind } from '../../../shared/validation/sitemap-kind';
import type { CheckContextData, RowsChecked, RowsJob } from '../checks/check-messages';
import type { CheckPool } from '../checks/check-pool';
import { columnsSlice, SLICE_ROWS } from '../checks/parallel-validation';
import { PARTITION_BITS } from '../checks/slice-checks';
import type { OpeningWatch } from '../project/project-columns';
import { checkContextData } from './export-gate';

type CheckJob = Omit<RowsJob, 'type'>;

/** What a check begun ahead was asked (its slice's rows: how many, and where their text lies), and what it will answer. */
interface Begun {
  job: Omit<CheckJob, 'slice'>;
  rows: number;
  locs: Uint8Array;
  result: Promise<RowsChecked>;
}

/**
 * Row checks begun while a project still opens (an OpeningWatch): each SLICE_ROWS of a table's rows
 * is posted to `pool` as soon as it has opened, in the context the export at `now` with `settings`
 * will check them in, the rows taken as that export takes them (none left out, the table's kind as its
 * first slice makes it). As the export's CheckPool it answers the export's own check of the same rows
 * with the check begun ahead, its spill moved to where the export wants it; any other check (or one
 * whose kind, context or rows left out turned out otherwise) is posted as it comes, so the export
 * finds what it would have found alone. The export must check the very tables opened, unchanged
 * (not fitted). Nothing is written outside its own temporary folder, which `dispose` removes.
 */
export class ChecksAhead implements CheckPool, OpeningWatch {
  private readonly folder = mkdtempSync(join(tmpdir(), 'sitemap-studio-ahead-'));
  private readonly begun = new Map<string, Begun>();
  private context: CheckContextData | null = null;
  private tables: { name: string; rows: number }[] = [];
  private columns: readonly UrlColumns[] = [];
  /** Each table's first row not yet posted, and the kind its slices are checked as. */
  private posted: number[] = [];
  private kinds: (SitemapKind | null)[] = [];
  private spills = 0;

  private constructor(
    private readonly pool: CheckPool,
    private readonly settings: ExportSettings,
    private readonly base: PublishBase,
    private readonly now: number,
  ) {}

  /** Checks ahead of an export with `settings` at `now`; null when its settings have no base URL to check rows against. */
  static forExport(pool: CheckPool, settings: ExportSettings, now: number): ChecksAhead | null {
    const { base } = checkExportSettings(settings);
    return base ? new ChecksAhead(pool, settings, base, now) : null;
  }

  get size(): number {
    return this.pool.size;
  }

  header(header: ProjectHeader, columns: readonly UrlColumns[]): void {
    this.context = checkContextData({ settings: this.settings, robotsTxt: header.robotsTxt }, this.base, this.now);
    this.tables = header.tables;
    this.columns = columns;
    this.posted = columns.map(() => 0);
    this.kinds = columns.map(() => null);
  }

  /** More rows of table `t` have opened: each whole slice of them is posted. */
  appended(t: number): void {
    const { rows, name } = this.tables[t]!;
    const columns = this.columns[t]!;
    for (let start = this.posted[t]!; start < rows; start = this.posted[t]!) {
      const end = Math.min(rows, start + SLICE_ROWS);
      if (columns.rowCount < end) return;
      this.posted[t] = end;
      const kind = (this.kinds[t] ??= sitemapKind(columns));
      const slice = columnsSlice(columns, start, end);
      const job = {
        table: t,
        tableName: name,
        firstRow: start,
        kind,
        ownHost: null,
        context: this.context!,
        spill: join(this.folder, `a${this.spills++}`),
        partitionBits: PARTITION_BITS,
        skip: new Uint32Array(0),
      };
      const locs = slice.locs.bytes; // kept before the slice goes over to the worker
      const result = this.pool.checkRows(
        { ...job, slice },
        `rows ${formatCount(start + 1)}–${formatCount(end)} of ${name}`,
      );
      result.catch(() => undefined); // the export's own check tells a failure, posting it again
      this.begun.set(`${t}:${start}`, { job, rows: end - start, locs, result });
    }
  }

  async checkRows(job: CheckJob, what: string): Promise<RowsChecked> {
    const key = `${job.table}:${job.firstRow}`;
    const begun = this.begun.get(key);
    this.begun.delete(key);
    if (begun && sameCheck(begun, job)) {
      const result = await begun.result.catch(() => null);
      // Its spill moved where the export reads it (else, on another file system say, checked again).
      const moved =
        result &&
        (await rename(begun.job.spill, job.spill).then(
          () => true,
          () => false,
        ));
      if (moved) return result;
    }
    return this.pool.checkRows(job, what);
  }

  findDuplicates: CheckPool['findDuplicates'] = (job, what) => this.pool.findDuplicates(job, what);
  stop = (): Promise<void> => this.pool.stop();
  liveWorkers = (): number => this.pool.liveWorkers();
  close = (): Promise<void> => this.pool.close();

  /** Removes what the checks begun ahead spilled (a check still under way fails writing, and is let go). */
  dispose(): void {
    this.begun.clear();
    rmSync(this.folder, { recursive: true, force: true });
  }
}

/**
 * Whether a check begun ahead asked the same as the export's of the same rows (where they spill
 * aside): the rows are the same when their text lies in the same shared memory (a slice copied, as
 * one across two chunks of text is, is checked again).
 */
function sameCheck({ job: ahead, rows, locs }: Begun, asked: CheckJob): boolean {
  const text = asked.slice.locs.bytes;
  return (
    locs.buffer instanceof SharedArrayBuffer &&
    text.buffer === locs.buffer &&
    text.byteOffset === locs.byteOffset &&
    text.byteLength === locs.byteLength &&
    asked.slice.rowCount === rows &&
    ahead.table === asked.table &&
    ahead.tableName === asked.tableName &&
    ahead.firstRow === asked.firstRow &&
    ahead.kind === asked.kind &&
    ahead.ownHost === asked.ownHost &&
    ahead.partitionBits === asked.partitionBits &&
    isDeepStrictEqual(ahead.skip, asked.skip) &&
    isDeepStrictEqual(ahead.context, asked.context)
  );
}
