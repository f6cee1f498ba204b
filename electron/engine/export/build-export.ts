import type { Place } from '../../../shared/problems';
import { appendAll } from '../../../shared/append-all';
import { tablePatternOf, urlsPerFile, type ExportSettings } from '../../../shared/export-settings';
import type { ExportTable } from '../../../shared/export-types';
import { finding, renderMessage, type Finding } from '../../../shared/problem-catalogue';
import { LIMITS } from '../../../shared/protocol';
import type { UrlRow } from '../../../shared/url-table';
import { publishedUrl, type PublishBase } from '../../../shared/validation/base-url';
import { EntryPacker, EntryTooLargeError, type EntryWriter, type PackedFile } from './entry-packer';
import type { ByteWriter } from './byte-writer';
import { sitemapIndexFormat, textFormat, urlsetFormat } from './file-format';
import {
  exportFileNameProblem,
  fileKey,
  ROBOTS_TXT,
  sitemapFileName,
  TableSlugs,
} from '../../../shared/export-file-names';
import { NewestLastmod } from './newest-lastmod';
import { sitemapKind, type SitemapKind } from '../../../shared/validation/sitemap-kind';
import { lastmodInstantAt, rowCount, rowWindows } from '../../../shared/validation/table-rows';
import { inSchemaForm, w3cDatetimeInstant } from '../../../shared/validation/w3c-datetime';
import { writeSitemap, writeTextLine, writeUrl } from './serialize-url';
import { columnRowWriter, NOT_FROM_COLUMNS } from './serialize-columns';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { EntryKind } from './pack-messages';
import { isAbort } from '../import/source-error';
import { Wakeup } from '../wakeup';
import { inspectBytes, type FileInspection, type SealedFile, type SealRequest } from './file-codec';
import { withSitemapLine } from './robots-sitemap-line';
import { nextTurn } from '../next-turn';

export type { ExportTable };

/** One file of the export, finished and (when asked) compressed, not yet written. */
export interface BuiltFile {
  name: string;
  kind: 'sitemap' | 'index' | 'robots';
  /** The table it holds rows of; null for the index and robots.txt. */
  table: string | null;
  /** The bytes to write (gzip when compressed). */
  bytes: Buffer;
  uncompressedBytes: number;
  urlCount: number;
  /** The table's written entries [firstRow, firstRow + urlCount) (rows left out as not indexable are not counted). */
  firstRow: number;
  lastmod: string | null;
  /** What `bytes` hold when read back (inflated when gzip); null where they were not inspected (a preview, robots.txt). */
  holds: FileInspection | null;
  /** Set when a worker wrote the file into the staging folder and read it back itself (`bytes` is then empty). */
  staged?: { writtenBytes: number; gzip: boolean };
}

/** What is kept of a finished sitemap: a sealed file, or (a preview) its bytes without what they hold. */
export type FinishedBytes = SealedFile | (Omit<SealedFile, 'holds'> & { holds: null });

/** Why an export cannot be built (a catalogue finding), with the table and row where there is one. */
export class ExportBuildError extends Error {
  override readonly name = 'ExportBuildError';
  constructor(
    readonly found: Finding,
    readonly place: Pick<Place, 'table' | 'row' | 'field'> = {},
  ) {
    super(renderMessage(found));
  }
}

export interface BuildOptions {
  base: PublishBase;
  /** The project's robots.txt, updated when settings.writeRobotsTxt. */
  robotsTxt: string | null;
  /** The index URL whose Sitemap: line in `robotsTxt` names this index instead (withSitemapLine): this set's last, in the folder's robots.txt kept. */
  robotsTxtReplaces?: string | null;
  /**
   * What is kept of each finished sitemap: the export keeps its gzip (or a copy) and what that holds;
   * a preview keeps only what it measures, so a million rows are not held twice. Must read `bytes`
   * before it returns: the packer reuses that memory for the next file.
   */
  finishFile: (bytes: Buffer, request: SealRequest) => Promise<FinishedBytes>;
  /** Sees each file as soon as it is built (sitemaps while later rows are still packed); the build waits for it. */
  onFile?: (file: BuiltFile) => Promise<void>;
  onRows?: (done: number) => void;
  /**
   * Sees every row just before it is serialised (the export validates rows in the same pass), with
   * its lastmod as w3cDatetimeInstant reads it (the builder needs it for the index), so it is read once.
   */
  eachRow?: (table: number, index: number, row: UrlRow, lastmodAt: number) => void;
  /**
   * True for a row to leave out of the files (the site check found it not indexable): it is neither
   * checked nor written, and the rows after it keep their stored numbers.
   */
  leaveOut?: (table: string, index: number, loc: string) => boolean;
  /**
   * Files of a table compressing at once beyond which packing waits for one to end (default: no
   * bound, for a caller whose rows are held anyway): a streaming export bounds what it holds.
   */
  filesUnderWay?: number;
  /** Each table's sitemapKind, for a caller that has them already. */
  kinds?: readonly SitemapKind[];
  /** Builds a table's sitemaps instead of buildTableFiles (on worker threads: see packTableInParallel). */
  packTable?: typeof buildTableFiles;
  /**
   * The export's sitemaps named so far, over all its tables (nameSitemap): one past what an index may
   * list stops the export there. buildExport makes one for its tables; a streaming export, whose
   * tables are built one call at a time, gives its own.
   */
  sitemapsNamed?: { count: number };
  signal?: AbortSignal;
}

/** Rows packed between two progress reports; between them the event loop gets a turn and a cancel is seen. */
export const ROWS_PER_STEP = 10_000;

/**
 * Rows of a columnar table built into objects at a time while it is packed: few enough that they die
 * young (windows of 50,000 outlived the young generation, and collecting them cost a fifth of the export).
 */
const ROWS_PER_WINDOW = 2_000;

/** Builds every file of an export in memory: the sitemaps of each table, the index, and robots.txt. */
export async function buildExport(
  tables: readonly ExportTable[],
  settings: ExportSettings,
  options: BuildOptions,
): Promise<BuiltFile[]> {
  const files: BuiltFile[] = [];
  // Each table's URLs per file: news sitemaps may hold fewer (Google reads 1,000 of them).
  const kinds = options.kinds ?? tables.map((table) => sitemapKind(table.rows));
  const maxEntries = kinds.map((kind) => urlsPerFile(settings, kind));
  // Known before a byte is packed (or staged) when the URL limit alone needs too many files; the
  // index checks again for files split by size.
  const fewestFiles = tables.reduce(
    (sum, table, index) => sum + Math.ceil(rowCount(table.rows) / maxEntries[index]!),
    0,
  );
  if (fewestFiles > LIMITS.sitemapsPerIndex) throw tooManySitemaps(fewestFiles, true);
  const counted = { ...options, sitemapsNamed: options.sitemapsNamed ?? { count: 0 } };
  for (const tableFiles of await packTables(tables, kinds, settings, counted)) appendAll(files, tableFiles);
  return finishExportFiles(files, settings, options);
}

/**
 * Each table's sitemaps, a table at a time, but a packer that says so (TableTurn's `split`) lets the
 * next table start while its last files are still written, so the workers never wait between tables.
 * The first failure stops the tables under way; it is thrown once none is left writing.
 */
async function packTables(
  tables: readonly ExportTable[],
  kinds: readonly SitemapKind[],
  settings: ExportSettings,
  options: BuildOptions,
): Promise<BuiltFile[][]> {
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stop.signal]) : stop.signal;
  // Tables that overlap report their rows in turn: the count shown never goes back.
  let shown = 0;
  const onRows = options.onRows && ((done: number) => done > shown && options.onRows!((shown = done)));
  const packing: Promise<BuiltFile[]>[] = [];
  let failed: { error: unknown } | null = null;
  let rowsDone = 0;
  const slugs = new TableSlugs();
  for (const [index, table] of tables.entries()) {
    let split!: () => void;
    const allSplit = new Promise<void>((resolve) => (split = resolve));
    const slug = slugs.next(table.name, tablePatternOf(settings, table.id) ?? settings.fileNamePattern);
    const turn = { index, slug, kind: kinds[index]!, rowsDone, split };
    const job = (options.packTable ?? buildTableFiles)(table, turn, settings, { ...options, signal, onRows });
    packing.push(job);
    job.catch((error: unknown) => {
      failed = failureToTell(failed, error); // a table cancelled by another's failure may end first
      stop.abort();
    });
    await Promise.race([allSplit, job]).catch(() => undefined);
    if (failed) break;
    rowsDone += rowCount(table.rows);
  }
  const done = await Promise.allSettled(packing);
  if (failed) throw (failed as { error: unknown }).error;
  return done.map((result) => (result as PromiseFulfilledResult<BuiltFile[]>).value);
}

/** Where a table stands in its export: its place among the tables, its kind, and the rows of the tables before it. */
export interface TableTurn {
  index: number;
  /** The table in its files' names (TableSlugs). */
  slug: string;
  kind: SitemapKind;
  rowsDone: number;
  /** A packer calls it once every row is split into files (the last may still be written): the next table may start. */
  split?: () => void;
  /**
   * For a packer that may write nothing before the rows are checked elsewhere: resolves once they are,
   * rejects with why not (a check failed). packTableInParallel measures its first rows meanwhile.
   */
  writable?: Promise<void>;
  /**
   * True once `writable` resolved for an export refused whatever its files (a row has an error): its
   * files are still split and measured, so what the build finds is told, but never put together,
   * gzipped, written or read back.
   */
  refused?: () => boolean;
}

/** The sitemaps of one table held whole, packed and finished (compressed) file by file (TableFiles). */
export async function buildTableFiles(
  table: ExportTable,
  turn: TableTurn,
  settings: ExportSettings,
  options: BuildOptions,
): Promise<BuiltFile[]> {
  const files = new TableFiles(table, turn, settings, options);
  // A columnar table is read a window of rows at a time: its rows never all exist as objects.
  let start = 0;
  for (const rows of rowWindows(table.rows, ROWS_PER_WINDOW)) {
    const from = start;
    await files.add(rows, (i) => lastmodInstantAt(table.rows, from + i, rows[i]!.lastmod));
    start += rows.length;
  }
  return files.finish();
}

/**
 * The sitemaps of one table, packed and finished (compressed) file by file as its rows are added;
 * the builder of a whole export, and the streaming CLI, which is given a table's rows in batches,
 * both build a table here: the same rows make the same files, however they are cut into batches.
 * After `add` throws, the table is given up (nothing is left compressing or writing by then).
 */
export class TableFiles {
  private readonly pattern: string;
  private readonly finishing = new FinishingFiles();
  // Rows join it after they are added, so a file finished while adding a row does not count that row.
  private readonly newest = new NewestLastmod();
  private readonly packer: EntryPacker;
  private readonly writeEntry: typeof writeUrl;
  private readonly entries: EntryKind;
  private rows = 0;
  private released = false;

  constructor(
    private readonly table: Pick<ExportTable, 'id' | 'name'>,
    private readonly turn: TableTurn,
    settings: ExportSettings,
    private readonly options: BuildOptions,
  ) {
    const seal: SealRequest = { gzip: settings.gzip, marker: settings.format === 'text' ? '' : '<url>' };
    this.pattern = tablePatternOf(settings, table.id) ?? settings.fileNamePattern;
    // Each file is finished (compressed) as soon as it is packed, so only compressed bytes are held.
    const onPacked = (file: PackedFile): void => {
      const described = {
        name: nameSitemap(
          options,
          sitemapFileName(this.pattern, turn.slug, this.finishing.count + 1, settings.gzip),
          table.name,
        ),
        kind: 'sitemap' as const,
        table: table.name,
        uncompressedBytes: file.bytes.length,
        urlCount: file.count,
        firstRow: file.first,
        lastmod: this.newest.take(),
      };
      this.finishing.add(
        options.finishFile(file.bytes, seal).then((finished) => built({ ...described, ...finished }, options)),
      );
    };
    this.packer = new EntryPacker(
      settings.format === 'text' ? textFormat : urlsetFormat(settings.xslHref),
      { maxBytes: settings.maxBytes, maxEntries: urlsPerFile(settings, turn.kind) },
      onPacked,
    );
    this.writeEntry = settings.format === 'text' ? writeTextLine : writeUrl;
    this.entries = settings.format === 'text' ? 'text' : 'url';
  }

  /**
   * Packs the next rows of the table. `lastmodInstant(i)`: rows[i]'s lastmod as w3cDatetimeInstant reads
   * it, for a caller that can tell it without reading the text (a columnar table).
   */
  async add(
    rows: readonly UrlRow[],
    lastmodInstant: (i: number) => number = (i) => textInstant(rows[i]!),
  ): Promise<void> {
    const { eachRow, leaveOut } = this.options;
    try {
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i]!;
        const index = this.rows++;
        if (!leaveOut?.(this.table.name, index, row.loc)) {
          const lastmodAt = lastmodInstant(i);
          eachRow?.(this.turn.index, index, row, lastmodAt);
          this.pack(row, index, this.writeEntry);
          this.newest.include(row.lastmod, lastmodAt);
        }
        if ((index + 1) % ROWS_PER_STEP === 0) await this.step(index);
      }
    } catch (error) {
      throw await this.failed(error);
    }
  }

  /**
   * Packs the next rows of the table from a slice of its columns (the same bytes as `add` of their
   * rows): a plain row is written from its stored bytes and codes, a row with extensions from the row
   * built. `skip`: the slice's rows left out, ascending; they are not written and not given to eachRow
   * (a caller that checks columns checks them as a whole).
   */
  async addColumns(columns: UrlColumns, skip: readonly number[] = []): Promise<void> {
    const writer = columnRowWriter(columns, this.entries);
    const writeRow = (out: ByteWriter, i: number): number => {
      const written = writer.write(out, i);
      return written === NOT_FROM_COLUMNS ? this.writeEntry(out, columns.rowAt(i)) : written;
    };
    let skipped = 0;
    try {
      for (let i = 0; i < columns.rowCount; i++) {
        const index = this.rows++;
        if (skip[skipped] === i) skipped++;
        else {
          this.pack(i, index, writeRow);
          this.newest.includeLazily(writer.instant(i), () => columns.get(i, 'lastmod'));
        }
        if ((index + 1) % ROWS_PER_STEP === 0) await this.step(index);
      }
    } catch (error) {
      throw await this.failed(error);
    }
  }

  /** Progress, a turn for the event loop, and a cancel or a failed file seen. */
  private async step(index: number): Promise<void> {
    this.options.onRows?.(this.turn.rowsDone + index + 1);
    await nextTurn();
    this.options.signal?.throwIfAborted();
    if (this.options.filesUnderWay !== undefined) await this.finishing.room(this.options.filesUnderWay);
    this.finishing.throwIfFailed();
  }

  /** Packs row `index`; one too large for any file is named by its stored row, whatever rows were left out before it. */
  private pack<T>(row: T, index: number, write: EntryWriter<T>): void {
    try {
      this.packer.add(row, write);
    } catch (error) {
      if (!(error instanceof EntryTooLargeError)) throw error;
      throw new EntryTooLargeError(index, error.bytes, error.limit);
    }
  }

  /** Packs the last file and gives the table's files once every one is finished. */
  async finish(): Promise<BuiltFile[]> {
    try {
      this.packer.finish();
    } catch (error) {
      throw await this.failed(error);
    }
    const files = await this.settle();
    this.options.signal?.throwIfAborted();
    this.options.onRows?.(this.turn.rowsDone + this.rows);
    return files;
  }

  /** Stops building (its rows stopped coming): waits for the files under way, whatever became of them. */
  async giveUp(): Promise<void> {
    if (!this.released) await this.settle().catch(() => undefined);
  }

  /** What a failure while packing is thrown as, once the files under way ended (a file that failed first wins). */
  private async failed(error: unknown): Promise<unknown> {
    await this.settle();
    return error instanceof EntryTooLargeError ? entryTooLarge(error, this.table.name) : error;
  }

  /** Whatever happens, nothing is left compressing or writing when the build returns or throws. */
  private settle(): Promise<BuiltFile[]> {
    this.released = true;
    this.packer.release();
    return this.finishing.all();
  }
}

/** A row's lastmod as w3cDatetimeInstant reads it (NaN when it has none). */
const textInstant = (row: UrlRow): number => (row.lastmod ? w3cDatetimeInstant(row.lastmod) : NaN);

/** The file, once onFile has seen it. */
export const built = async (file: BuiltFile, options: BuildOptions): Promise<BuiltFile> => {
  await options.onFile?.(file);
  return file;
};

/** After every table's sitemaps: their names checked, then the index and robots.txt built. */
export async function finishExportFiles(
  sitemaps: readonly BuiltFile[],
  settings: ExportSettings,
  options: BuildOptions,
): Promise<BuiltFile[]> {
  // Empty tables write no sitemap; with none at all an index would list nothing.
  if (sitemaps.length === 0) throw new ExportBuildError(finding('nothing-to-export'));
  const files = [...sitemaps];
  checkNames(files, settings);
  files.push(await built(buildIndex(files, settings, options.base), options));
  if (settings.writeRobotsTxt)
    files.push(await built(buildRobotsTxt(options, publishedUrl(options.base, settings.indexName)), options));
  return files;
}

/** The failure to tell of those so far: the first, unless it is a cancel and `error` a failure (which caused it). */
const failureToTell = (failed: { error: unknown } | null, error: unknown): { error: unknown } =>
  !failed || (isAbort(failed.error) && !isAbort(error)) ? { error } : failed;

/**
 * The files of a table being finished (compressed, then seen by onFile) while later rows are packed.
 * A failure is noted the moment it happens, so it never goes unobserved and packing stops at its next step.
 */
export class FinishingFiles {
  private readonly jobs: Promise<BuiltFile>[] = [];
  /** Files not finished yet, and who waits for one to be (room). */
  private underWay = 0;
  private readonly settled = new Wakeup();
  private failed: { error: unknown } | null = null;

  /** The first failure so far, if any: a file that failed before a file cancelled (the jobs a failure stopped). */
  get failure(): { error: unknown } | null {
    return this.failed;
  }

  get count(): number {
    return this.jobs.length;
  }

  add(job: Promise<BuiltFile>): void {
    this.underWay++;
    job.catch((error: unknown) => {
      // A file cancelled because the build stopped never hides one that failed, whichever settled first.
      this.failed = failureToTell(this.failed, error);
    });
    void job
      .finally(() => {
        this.underWay--;
        this.settled.wake();
      })
      .catch(() => undefined);
    this.jobs.push(job);
  }

  /** Waits until at most `most` files are still being finished. */
  async room(most: number): Promise<void> {
    while (this.underWay > most) await this.settled.next();
  }

  throwIfFailed(): void {
    if (this.failed) throw this.failed.error;
  }

  /** Every file, once all have ended; the first failure if any failed. */
  async all(): Promise<BuiltFile[]> {
    const settled = await Promise.allSettled(this.jobs);
    this.throwIfFailed();
    return settled.map((result) => (result as PromiseFulfilledResult<BuiltFile>).value);
  }
}

export function entryTooLarge(error: EntryTooLargeError, table: string): ExportBuildError {
  const row = error.entry + 1;
  return new ExportBuildError(finding('entry-too-large', { row, table, bytes: error.bytes, limit: error.limit }), {
    table,
    row,
  });
}

/**
 * Every name a table's pattern made is one the exporter may write (a table "com" and `{table}{n}.xml`
 * make "com1.xml"), and no two of the set's names (sitemaps, the index, robots.txt) are one file.
 */
function checkNames(files: readonly BuiltFile[], settings: ExportSettings): void {
  // The table a name is written for; null for the index, undefined for robots.txt.
  const seen = new Map<string, { name: string; table: string | null | undefined }>();
  const claim = (name: string, table: string | null | undefined): void => {
    const other = seen.get(fileKey(name));
    if (other) {
      const params = { first: other, second: { name, table }, sameName: other.name === name };
      throw new ExportBuildError(finding('file-name-clash', params), { table: table ?? undefined });
    }
    seen.set(fileKey(name), { name, table });
  };
  if (settings.writeRobotsTxt) claim(ROBOTS_TXT, undefined);
  claim(settings.indexName, null);
  for (const file of files) {
    const problem = exportFileNameProblem(file.name);
    if (problem) {
      const params = { table: file.table, name: file.name, reason: problem };
      throw new ExportBuildError(finding('file-name-invalid', params), { table: file.table ?? undefined });
    }
    claim(file.name, file.table);
  }
}

/** More sitemaps than an index may list; `needed` is how many the export needs, or (`atLeast`) at least needs. */
function tooManySitemaps(needed: number, atLeast: boolean): ExportBuildError {
  return new ExportBuildError(finding('too-many-sitemaps', { needed, atLeast, limit: LIMITS.sitemapsPerIndex }));
}

/**
 * The URL the index lists a sitemap under. The index is a sitemap too: its locs keep the limit every
 * loc keeps, checked as each file is named (nameSitemap), so a long base URL stops the export at its
 * first file rather than once every file is built.
 */
export function sitemapUrl(base: PublishBase, name: string, table: string | null): string {
  const loc = publishedUrl(base, name);
  if (loc.length >= LIMITS.locLength) {
    const params = { name, length: loc.length, limit: LIMITS.locLength };
    throw new ExportBuildError(finding('sitemap-url-too-long', params), { table: table ?? undefined });
  }
  return loc;
}

/**
 * The name of the export's next sitemap, once its URL is known to fit (sitemapUrl), counted in
 * `options.sitemapsNamed`. The sitemap past what one index may list refuses the export as it is named,
 * with what it needs at least: files split by their bytes, or a stream whose rows are not counted
 * before, otherwise went on writing every file to be refused at the index (60,000 rows at one URL a
 * file: 48 s, where this takes 2).
 */
export function nameSitemap(
  options: Pick<BuildOptions, 'base' | 'sitemapsNamed'>,
  name: string,
  table: string,
): string {
  const named = options.sitemapsNamed;
  if (named && named.count >= LIMITS.sitemapsPerIndex) throw tooManySitemaps(named.count + 1, true);
  sitemapUrl(options.base, name, table);
  if (named) named.count++;
  return name;
}

function buildIndex(sitemaps: readonly BuiltFile[], settings: ExportSettings, base: PublishBase): BuiltFile {
  if (sitemaps.length > LIMITS.sitemapsPerIndex) throw tooManySitemaps(sitemaps.length, false);
  const packed: PackedFile[] = [];
  const packer = new EntryPacker(
    sitemapIndexFormat(settings.xslHref),
    { maxBytes: settings.maxBytes, maxEntries: LIMITS.sitemapsPerIndex },
    (file) => packed.push({ ...file, bytes: Buffer.from(file.bytes) }),
  );
  for (const sitemap of sitemaps) {
    const loc = sitemapUrl(base, sitemap.name, sitemap.table);
    // The index is ours to word: its lastmod in a form siteindex.xsd takes, as NewestLastmod compared it.
    packer.add({ loc, lastmod: sitemap.lastmod === null ? null : inSchemaForm(sitemap.lastmod) }, writeSitemap);
  }
  packer.finish();
  if (packed.length !== 1) {
    // The size limit is the settings' (bytes per file), which the index has too.
    throw new ExportBuildError(finding('index-too-large', { maxBytes: settings.maxBytes }), { field: 'settings' });
  }
  const bytes = packed[0]!.bytes;
  return {
    name: settings.indexName,
    kind: 'index',
    table: null,
    bytes,
    uncompressedBytes: bytes.length,
    urlCount: sitemaps.length,
    firstRow: 0,
    lastmod: null,
    holds: inspectBytes(bytes, false, '<sitemap>'),
  };
}

/** The project's robots.txt (or the folder's own, kept) with a Sitemap: line for the index, added unless it is there already. */
function buildRobotsTxt(
  { robotsTxt, robotsTxtReplaces = null }: Pick<BuildOptions, 'robotsTxt' | 'robotsTxtReplaces'>,
  indexUrl: string,
): BuiltFile {
  const bytes = Buffer.from(withSitemapLine(robotsTxt, indexUrl, robotsTxtReplaces), 'utf8');
  return {
    name: ROBOTS_TXT,
    kind: 'robots',
    table: null,
    bytes,
    uncompressedBytes: bytes.length,
    urlCount: 0,
    firstRow: 0,
    lastmod: null,
    holds: null,
  };
}
