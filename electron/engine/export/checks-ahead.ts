import { makeOwnTempFolder, removeOwnTempFolder } from '../own-temp-folder';
import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { checkExportSettings } from '../../../shared/check-export-settings';
import type { ExportSettings } from '../../../shared/export-settings';
import type { ProjectHeader } from '../../../shared/project-file';
import type { PublishBase } from '../../../shared/validation/base-url';
import { countedOnlyWithin, KeptProblems } from '../../../shared/validation/kept-problems';
import type { Problem } from '../../../shared/problems';
import { sitemapKind, type SitemapKind } from '../../../shared/validation/sitemap-kind';
import type { TableRows } from '../../../shared/validation/table-rows';
import type { CheckContextData, CheckTopic, RowsChecked, RowsJob } from '../checks/check-messages';
import type { CheckPool } from '../checks/check-pool';
import { columnsSlice, SLICE_ROWS } from '../checks/parallel-validation';
import { PARTITION_BITS } from '../checks/slice-checks';
import type { OpeningWatch } from '../project/project-columns';
import { checkContextData } from './export-gate';
import { referableChunk } from '../stream/shared-texts';
import { InOrder } from '../in-order';

type CheckJob = Omit<RowsJob, 'type'>;

/** What a check begun ahead was asked (of its slice, how many rows), and what it will answer. */
interface Begun {
  job: Omit<CheckJob, 'slice'>;
  rows: number;
  result: Promise<RowsChecked>;
}

/**
 * Row checks begun while a project still opens (an OpeningWatch): each SLICE_ROWS of a table's rows
 * is posted to `pool` as soon as it has opened, in the context the export at `now` with `settings`
 * will check them in, the rows taken as that export takes them (none left out, the table's kind as its
 * first slice makes it). As the export's CheckPool it answers the export's own check of the same rows
 * with the check begun ahead, its spill moved to where the export wants it; any other check (or one
 * whose kind, context or rows left out turned out otherwise) is posted as it comes, so the export
 * finds what it would have found alone, provided it checks the very tables opened (`exporting`).
 * Nothing is written outside its own temporary folder, which `dispose` removes.
 */
export class ChecksAhead implements CheckPool, OpeningWatch {
  private readonly folder = makeOwnTempFolder('ahead');
  private readonly begun = new Map<string, Begun>();
  private context: CheckContextData | null = null;
  private tables: { name: string; rows: number }[] = [];
  private columns: readonly UrlColumns[] = [];
  /** Each table's first row not yet posted, and the kind its slices are checked as. */
  private posted: number[] = [];
  private kinds: (SitemapKind | null)[] = [];
  /** The table whose slices are posted next (the ones before it are all posted, or asked for). */
  private table = 0;
  private underWay = 0;
  /**
   * The problems of the checks begun, folded in the order they were begun (as the export's own list
   * folds them), each one's problems taken as it comes back: a check begun is told what this holds
   * enough of (RowsJob.countOnly), so a table whose every row has a problem is not listed 10,000
   * times a slice. The export takes such a check only where it would tell the slice as much itself.
   */
  private readonly told = new KeptProblems();
  private readonly folding = new InOrder<readonly Problem[]>((problems) => this.told.addAll(problems));
  /** No more is begun, nor answers: the checks were stopped, the export checks other tables, or it is over. */
  private done = false;
  /** The checks begun so far: each one's number, in the order they were begun, names its spill. */
  private begunCount = 0;

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

  /** More rows have opened: each whole slice of them is posted, as room allows. */
  appended(): void {
    this.post();
  }

  /**
   * Posts the next whole slices opened, in table and row order, while fewer than two a worker are
   * under way (as SliceChecks posts): an open faster than the checks holds no more slices copied
   * for them than the export itself would. Whatever fails in posting (a fault of this class) only
   * leaves the rest to the export's own checks: it fails neither the open nor, uncaught, the process.
   */
  private post(): void {
    try {
      this.postOpened();
    } catch {
      this.done = true;
    }
  }

  private postOpened(): void {
    while (!this.done && this.underWay < this.pool.size * 2) {
      const next = this.nextOpened();
      if (!next) return;
      const { t, start, end } = next;
      this.posted[t] = end;
      const { name } = this.tables[t]!;
      const columns = this.columns[t]!;
      const kind = (this.kinds[t] ??= sitemapKind(columns));
      const slice = columnsSlice(columns, start, end);
      // Numbered before it is posted: a throw from here on ends the checks begun (post), so no
      // fold waits on a number never posted.
      const k = this.begunCount++;
      const job = {
        table: t,
        tableName: name,
        firstRow: start,
        kind,
        ownHost: null,
        context: this.context!,
        spill: join(this.folder, `a${k}`),
        partitionBits: PARTITION_BITS,
        skip: new Uint32Array(0),
        // The opened rows never change: their locs are spilled as references, as the export's own check spills them.
        locsStay: referableChunk(slice) !== null,
        countOnly: this.told.countedOnly({ table: name }),
      };
      const what: CheckTopic = { check: 'rows', table: name, firstRow: start, endRow: end };
      const result = this.pool.checkRows({ ...job, slice }, what);
      this.underWay++;
      // A failure is told by the export's own check, which posts it again; folded as none, it only
      // leaves the checks begun after it told less (else the folding would stop there, and every
      // later check's problems be held here until the end).
      void result
        .then(
          (checked) => checked.problems,
          () => [],
        )
        .then((problems) => this.fold(k, problems))
        .catch(() => null)
        .then(() => (this.underWay--, this.post()));
      this.begun.set(`${t}:${start}`, { job, rows: end - start, result });
    }
  }

  /**
   * Check `k`'s problems, folded once every check begun before it has been. Kept by reference: the
   * export's SliceChecks, folding the same result, puts [] in its place. Once no more is begun, none.
   */
  private fold(k: number, problems: readonly Problem[]): void {
    if (this.done) this.folding.clear();
    else this.folding.arrive(k, problems);
  }

  /** The next slice not yet posted, once all its rows have opened; null while they have not. */
  private nextOpened(): { t: number; start: number; end: number } | null {
    for (; this.table < this.tables.length; this.table++) {
      const { rows } = this.tables[this.table]!;
      const start = this.posted[this.table]!;
      if (start >= rows) continue;
      const end = Math.min(rows, start + SLICE_ROWS);
      return this.columns[this.table]!.rowCount >= end ? { t: this.table, start, end } : null;
    }
    return null;
  }

  /**
   * The tables the export checks: the checks begun answer for their rows only when they are the very
   * tables opened (whose rows, once appended, never change).
   */
  exporting(tables: readonly TableRows[]): void {
    const opened = tables.length === this.columns.length && tables.every((rows, t) => rows === this.columns[t]);
    if (!opened) this.done = true;
  }

  async checkRows(job: CheckJob, what: CheckTopic): Promise<RowsChecked> {
    const key = `${job.table}:${job.firstRow}`;
    const begun = this.begun.get(key);
    this.begun.delete(key);
    const same = begun !== undefined && !this.done && sameCheck(begun, job);
    // A slice begun otherwise (its table of another kind, rows left out): none more of its table is begun.
    this.passed(job.table, begun && !same ? this.tables[job.table]!.rows : job.firstRow + job.slice.rowCount);
    if (begun && same) {
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

  /** The export has asked for the rows of table `t` before `end`: none of them is posted ahead any more. */
  private passed(t: number, end: number): void {
    for (; this.table < t; this.table++) this.posted[this.table] = this.tables[this.table]!.rows;
    if (this.table === t) this.posted[t] = Math.max(this.posted[t]!, end);
  }

  findDuplicates: CheckPool['findDuplicates'] = (job, what) => this.pool.findDuplicates(job, what);
  liveWorkers = (): number => this.pool.liveWorkers();

  /** Stops the jobs under way, and begins no more (a check stopped would make room for the next). */
  stop(): Promise<void> {
    this.done = true;
    return this.pool.stop();
  }

  close(): Promise<void> {
    this.done = true;
    return this.pool.close();
  }

  /** Begins no more: the export has what it needs of them (its files are built), and the pool may close. */
  stopPosting(): void {
    this.done = true;
  }

  /** Begins no more, and removes what the checks begun ahead spilled (a check still under way fails writing, and is let go). */
  dispose(): void {
    this.done = true;
    this.begun.clear();
    this.folding.clear();
    removeOwnTempFolder(this.folder);
  }
}

/**
 * Whether a check begun ahead asked the same as the export's of the same rows (where they spill aside),
 * told to count only what the export's tells it to, or less. One that writes its rows for the hreflang
 * clusters (a streamed check's) never is: that file would have to move with its spill.
 */
function sameCheck({ job: ahead, rows }: Begun, asked: CheckJob): boolean {
  return (
    asked.slice.rowCount === rows &&
    ahead.table === asked.table &&
    ahead.tableName === asked.tableName &&
    ahead.firstRow === asked.firstRow &&
    ahead.kind === asked.kind &&
    ahead.ownHost === asked.ownHost &&
    ahead.partitionBits === asked.partitionBits &&
    ahead.locsStay === asked.locsStay &&
    !ahead.clusterRows &&
    !asked.clusterRows &&
    countedOnlyWithin(ahead.countOnly, asked.countOnly) &&
    isDeepStrictEqual(ahead.skip, asked.skip) &&
    isDeepStrictEqual(ahead.context, asked.context)
  );
}
