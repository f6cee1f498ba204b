import { stat } from 'node:fs/promises';
import { basename, relative, resolve } from 'node:path';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import type {
  ImportOptions,
  ImportProgress,
  ImportResult,
  ImportedFile,
  UnreadSource,
} from '../../../shared/import-types';
import { problemAt, type Place, type Problem, type Severity } from '../../../shared/problems';
import { LIMITS } from '../../../shared/protocol';
import { tableTextFormat } from '../../../shared/table-text';
import { notImported, type SourceKind } from '../../../shared/sources';
import { resolveImportOptions, type ResolvedImportOptions } from '../../../shared/import-options';
import type { Dispatcher } from 'undici';
import { createHttpAgent } from '../http/unpaused-agent';
import type { SourceTarget } from './open-source';
import { HostLimiter } from './host-limiter';
import { HostRetries } from './host-retries';
import { ProblemLog } from './problem-log';
import type { ListedChild } from './listed-child';
import { createParsePool, FILES_PER_WORKER, type ParsePool } from './parse-pool';
import { ParseTurns, type ParseTurn } from './parse-turns';
import { RowsHeldAhead, rowsHeldAheadFor } from './rows-held-ahead';
import { PausingReads } from './pausing-reads';
import { readContent, type ContentParser } from './read-content';
import { readSource, type SourceRead } from './read-source';
import { wholeRows, type RowBatches } from './row-batches';
import { wholeColumns, type StreamBatches } from './stream-batches';
import { fetchedUrlOf } from './fetched-url';
import { overProtocolLimits } from './over-protocol-limits';
import { SCHEME, resolveChild } from './resolve-child';
import { problemFromError } from './source-error';
import { walkFolder, type SkippedFile } from './walk-folder';
import { LocalFileNames } from './local-file-names';
import { SITEMAP_NAME } from '../../../shared/sitemap-name';

/** The names of a folder's unopened files a note keeps (and --json prints): a folder may hold images by the hundred thousand. */
const UNOPENED_NAMES_KEPT = 100;

/** A name that says its file is a sitemap: sitemap.xml, sitemap-news.xml.gz, post-sitemap.txt. */
export interface ImportControls {
  onProgress?: (progress: ImportProgress) => void;
  signal?: AbortSignal;
  /**
   * Takes each file read, in its turn, with the problems its read found (the same objects the
   * result lists) and its rows in batches: the streaming CLI validates and exports it there. The
   * result then keeps only the file's summary and children, not its rows, so memory does not grow
   * with the rows read. A CSV or TSV table named (or in a folder named) is parsed as its batches are
   * taken: `file.rows` is then empty, its summary counts no rows yet, and problems are added to
   * `problems` as they are met.
   */
  onFile?: (file: ImportedFile, problems: readonly Problem[], rows: RowBatches) => Promise<void>;
  /**
   * onFile for a taker of columns: a file a parse worker read comes as the columns it sent
   * (wholeColumns; `file.rows` left empty), never made into rows on this thread; other files as rows.
   * Not together with onFile or takeColumns.
   */
  onFileColumns?: (file: ImportedFile, problems: readonly Problem[], rows: StreamBatches) => Promise<void>;
  /**
   * Takes each file's rows as columns, as the file is taken in: once per file the result lists, in
   * its order. The result then lists the file without rows. The rows a parse worker sent stay the
   * columns it sent, never made into objects on this thread (the app hands them on as they are).
   * Not together with onFile.
   */
  takeColumns?: (columns: UrlColumns, file: ImportedFile) => void;
  /**
   * Worker threads that parse files, several at once; 0 (the default) parses on this thread. They pay
   * off where rows are taken as columns (takeColumns: the app passes one per core); a taker of row
   * objects has every worker's columns made into rows on this thread, which measured slower on a
   * loaded 2-core machine (issue #13), unless the files are parsed ahead while the taker works
   * (a streaming taker: onFile).
   */
  parseWorkers?: number;
  /** Makes the pool of parse workers (a seam for tests that watch or crash its workers). */
  parsePool?: (size: number) => ParsePool;
  /** Which addresses are public (the pool's address rule, createHttpAgent); a test seam. */
  isPublic?: (address: string) => boolean;
  /** The rows a streaming taker's reads ahead may hold (RowsHeldAhead; rowsHeldAheadFor the workers unless told); a test seam. */
  mostRowsAhead?: number;
}

/** Progress is reported after each file and every this many rows within one. */
const ROWS_PER_PROGRESS = 10_000;
/** A slow download still shows movement: progress also goes out this often while the count moves. */
const PROGRESS_INTERVAL_MS = 250;
const HTTP_URL = /^https?:\/\//i;
/** Listed sitemaps read at once while the earlier ones are taken in. */
export const READ_AHEAD = 8;
/**
 * The files a streaming taker holds beyond one a worker, parsed or parsing, when the workers are many:
 * each costs a busy parse worker's heap and its columns until taken, some 30 MiB for a file of 50,000
 * shop URLs. Taken one at a time in order, more files parsed ahead only wait. Built CLI, --threads 16,
 * peak RSS under load: 1M URLs 1,176 -> 807 MiB, 10M 1,386 -> 875 MiB at 33 files -> 8.
 */
export const MOST_STREAMED_FILES_HELD = 8;

/**
 * How many files a streaming taker on `workers` parse workers holds, parsed or parsing, besides none
 * on no worker: the one it takes and two a worker (the one parsed, the next begun the moment it ends),
 * so 5 on 2; on many workers no more than MOST_STREAMED_FILES_HELD, but never fewer than one a worker
 * and the one taken, so that no parse worker idles for want of a file (a cap below the workers would
 * bound the speed-up on a big machine, which a 2-core projection cannot see).
 */
export function streamedFilesHeld(workers: number): number {
  if (workers <= 0) return 0;
  return Math.min(FILES_PER_WORKER * workers + 1, Math.max(MOST_STREAMED_FILES_HELD, workers + 1));
}

/** A listed sitemap, resolved and being read (target null: it could not be resolved). */
type ChildStep = { problems: Problem[]; loc: string; place: Place } & (
  { target: SourceTarget; read: Promise<SourceRead> } | { target: null; read: null }
);

function childPlace(parent: SourceTarget, child: ListedChild): Place {
  return { file: parent.location, ...(child.line ? { line: child.line } : {}) };
}
/** `ftp://…`, `file://…`: a URL, not a path (a Windows drive letter has no `//`). */
const OTHER_URL = /^[a-z][a-z0-9+.-]+:\/\//i;

/** `https://example.com/` (with or without a query): a site's home page, not a sitemap. */
function isHomePage(location: string): boolean {
  try {
    return new URL(location).pathname === '/';
  } catch {
    return false;
  }
}

/**
 * Imports files, folders and http(s) URLs: every file read becomes an ImportedFile (rows grouped
 * per file), indexes and robots.txt files are followed, and every problem is a value.
 * Cancelling through `signal` returns what was read so far with `cancelled: true`.
 */
export async function importSources(
  locations: readonly string[],
  options: ImportOptions = {},
  controls: ImportControls = {},
): Promise<ImportResult> {
  const run = new ImportRun(resolveImportOptions(options), controls, namedHosts(locations));
  const ticker = setInterval(() => run.progressIfMoved(), PROGRESS_INTERVAL_MS);
  try {
    for (const [index, location] of locations.entries()) {
      if (controls.signal?.aborted) break;
      run.readNamedAhead(locations, index);
      try {
        await run.source(location);
      } finally {
        run.inTurnAsked();
      }
    }
    run.readNamedAhead(locations, locations.length);
    await run.settle();
  } finally {
    clearInterval(ticker);
    await run.close();
  }
  return run.result();
}

/**
 * The hosts of the URLs named: the only ones a read may reach at a loopback, private or link-local
 * address, so that a public site's redirect or index cannot lead the import into the person's
 * network (createHttpAgent's rule, as the site check's).
 */
function namedHosts(locations: readonly string[]): Set<string> {
  const hosts = new Set<string>();
  for (const location of locations)
    if (HTTP_URL.test(location) && URL.canParse(location)) hosts.add(new URL(location).host.toLowerCase());
  return hosts;
}

class ImportRun {
  private readonly files: ImportedFile[] = [];
  private readonly unread: UnreadSource[] = [];
  private readonly log: ProblemLog;
  private readonly seen = new Set<string>();
  /** Each file on disk by the path it was first met by: one listed again by another path is read once. */
  private readonly localNames = new LocalFileNames();
  /** The remote children counted against the file limit, by the URL they are fetched by (listedAgain). */
  private readonly listed = new Set<string>();
  /** Sources whose read failed: one listed again is read again, and counted again. */
  private readonly failed = new Set<string>();
  /** Reads under way, by the location asked for: one listed twice while it is read is read once. */
  private readonly reads = new Map<string, Promise<SourceRead>>();
  private readonly hosts: HostLimiter;
  private readonly retries = new HostRetries();
  private filesStarted = 0;
  private urlsDone = 0;
  private reportedUrls = 0;
  private current: string | null = null;
  private pool: ParsePool | null = null;
  /** readAhead of the named source in turn again, for when a read begins to wait out a pause (readNamedAhead). */
  private namedAgain: (() => void) | null = null;
  /** Every read waiting out a pause: it holds no place among the named reads ahead, which are filled again. */
  private readonly pausing = new PausingReads(() => {
    if (!this.controls.signal?.aborted) this.namedAgain?.();
  });
  /** Named files read ahead whose read has not started yet (their stat is under way): they count as reads. */
  private readonly statsAhead = new Set<string>();
  /** The order local files read ahead ask for their parse in: their turns' order. */
  private readonly turns = new ParseTurns();
  /** The stats of local files read ahead, taken in the order listed (readAhead). */
  private statsTaken: Promise<void> = Promise.resolve();
  /** The source in turn's place in that order, until it asked for a parse (or needs none). */
  private inTurnTurn: ParseTurn | null = null;
  /** A streaming taker's reads ahead begin their parse while the rows they hold leave room. */
  private readonly ahead: RowsHeldAhead;
  /** The connection pool of every remote read, made with the first one. */
  private agent: Dispatcher | null = null;
  private readonly parse: ContentParser;

  constructor(
    private readonly options: ResolvedImportOptions,
    private readonly controls: ImportControls,
    private readonly ownHosts: ReadonlySet<string> = new Set(),
  ) {
    this.log = new ProblemLog(options.problemsListedPerCode);
    this.ahead = new RowsHeldAhead(controls.mostRowsAhead ?? rowsHeldAheadFor(controls.parseWorkers ?? 0));
    this.hosts = new HostLimiter(options.connectionsPerHost, {
      baseMs: options.retryDelayMs,
      capMs: options.retryWaitCapMs,
    });
    const workers = controls.parseWorkers ?? 0;
    // The pool starts with the first file parsed, so an import that reads nothing starts no thread.
    this.parse =
      workers === 0
        ? readContent
        : (...args) => (this.pool ??= (controls.parsePool ?? createParsePool)(workers)).parse(...args);
  }

  /** Whether files are handed to a streaming taker (onFile, onFileColumns) rather than kept. */
  private get streaming(): boolean {
    return this.controls.onFile !== undefined || this.controls.onFileColumns !== undefined;
  }

  /** Stops the parse workers: at the end, and on cancel once the reads under way have stopped. */
  async close(): Promise<void> {
    await this.pool?.close();
    // Every read has settled by now: nothing is left to wait for, and a stalled body must not hold the close.
    await this.agent?.destroy().catch(() => undefined);
  }

  private http(): Dispatcher {
    const { connectionsPerHost, maxDownloadBytes } = this.options;
    const { ownHosts, controls } = this;
    this.agent ??= createHttpAgent({
      connections: connectionsPerHost,
      maxResponseBytes: maxDownloadBytes,
      endBodyPastMax: true, // the rows of the bytes up to the cap are kept (httpGet)
      connectTimeoutMs: this.options.deadlineMs,
      ownHosts,
      isPublic: controls.isPublic,
    });
    return this.agent;
  }

  /**
   * The most sources held at once, read ahead or taken: READ_AHEAD. A streaming taker holds few: it
   * reads ahead only on parse workers (on this thread nothing would overlap), as many files as the
   * workers hold (FILES_PER_WORKER each: the one parsed and the next, begun the moment it ends) besides
   * the one it takes, fewer on many workers (streamedFilesHeld).
   */
  private get mostHeld(): number {
    const workers = this.controls.parseWorkers ?? 0;
    if (!this.streaming) return READ_AHEAD;
    return streamedFilesHeld(workers);
  }

  /** The sources after `index` that readAhead may start (one more for each read waiting out a pause). */
  aheadOf<T>(locations: readonly T[], index: number): T[] {
    return locations.slice(index + 1, index + 1 + Math.max(READ_AHEAD, this.mostHeld) + this.pausing.count);
  }

  /**
   * readAhead of the sources named after the one at `index`, which is in turn; and again, while it is,
   * each time a read begins to wait out a pause, whose place another source may have meanwhile. An
   * `index` past the end: no source is in turn any more.
   */
  readNamedAhead(locations: readonly string[], index: number): void {
    this.namedAgain = null;
    const inTurn = locations[index];
    if (inTurn === undefined) return;
    const readAhead = this.turnOf(inTurn);
    readAhead(this.aheadOf(locations, index));
    this.namedAgain = () => readAhead(this.aheadOf(locations, index));
  }

  /**
   * Begins the turn of `inTurn`, the source taken next, and gives readAhead for the sources after it,
   * as often as they are filled in its turn. The source in turn is held too, though its read may not
   * have begun, and the local files read ahead ask for their parse after it (ParseTurns): its read
   * not under way, it takes the first parse turn. Its place is counted as at its turn's start: a
   * streaming taker's source in turn always holds one; otherwise the one its read held as the turn
   * began (read ahead before), and a read it begins in its turn holds none.
   */
  private turnOf(inTurn: string): (locations: readonly string[]) => void {
    const path = HTTP_URL.test(inTurn) ? inTurn : resolve(inTurn);
    const begun = this.reads.has(path) || this.statsAhead.has(path);
    if (!begun) this.inTurnTurn ??= this.turns.take();
    // The places the source in turn holds besides what the reads and stats under way show.
    const unshown = this.streaming
      ? (): number => (this.reads.has(path) ? 0 : 1)
      : (): number => (!begun && this.reads.has(path) ? -1 : 0);
    return (locations) => this.readAhead(locations, unshown());
  }

  /**
   * Starts reading the named files and URLs that come next while the one before is taken in, as
   * listed sitemaps are (mostHeld at once); each is still taken in its turn, in order. Not for
   * folders or home pages, nor, for a streaming taker, a CSV or TSV table (read ahead, it would be
   * held whole, not parsed batch by batch). `inTurnPlaces`: the places the source in turn holds that
   * the reads under way do not show (turnOf). A read waiting out a pause holds no place.
   */
  private readAhead(locations: readonly string[], inTurnPlaces: number): void {
    const streaming = this.streaming;
    const most = this.mostHeld;
    for (const location of locations) {
      const held = this.reads.size + this.statsAhead.size + inTurnPlaces - this.pausing.count;
      if (held >= most || this.filesStarted >= this.options.maxFiles) return;
      if (streaming && tableTextFormat(location)) continue;
      if (HTTP_URL.test(location)) {
        const rank = this.ahead.nextRank();
        if (!isHomePage(location))
          this.readEarly({ location: fetchedUrlOf(location), remote: true, parent: null, depth: 0 }, rank);
      } else if (!OTHER_URL.test(location)) {
        const path = resolve(location);
        // One read ahead already (or read): it holds its place, not a second one.
        if (this.reads.has(path) || this.statsAhead.has(path) || this.seen.has(path)) continue;
        this.statsAhead.add(path);
        const turn = this.turns.take();
        const rank = this.ahead.nextRank();
        const isFile = stat(path).then(
          (info) => info.isFile(),
          () => false, // a missing source is said in its turn
        );
        // Its stat counts until its read does, never both at once. The stats come back in any order but
        // are taken in the order listed, so the reads ahead ask for their room (RowsHeldAhead) in their
        // turns' order: a later file's stat back first took the room, and the file before it, held
        // back, let the later one ask for its parse first.
        const inOrder = this.statsTaken.then(() => isFile);
        this.statsTaken = inOrder.then(() => undefined);
        void inOrder.then((file) => {
          this.statsAhead.delete(path);
          if (file) this.readEarly({ location: path, remote: false, parent: null, depth: 0 }, rank, turn);
          else turn.open();
        });
      }
    }
  }

  /**
   * Starts a read of a named source before its turn, unless it is read (or under way) already; with
   * `turn` (a local file), its parse is asked for in that turn. `rank`: its place in the order reads
   * ahead begin in (RowsHeldAhead).
   */
  private readEarly(target: SourceTarget, rank: number, turn?: ParseTurn): void {
    if (this.seen.has(target.location) || this.reads.has(target.location)) return turn?.open();
    void this.startRead(target, false, turn, this.pausing, rank);
  }

  /** The source in turn asked for a parse, or needs none (its read is over, or it was not read): reads ahead may ask for theirs. */
  inTurnAsked(): void {
    this.inTurnTurn?.open();
    this.inTurnTurn = null;
  }

  async source(location: string): Promise<void> {
    if (HTTP_URL.test(location)) {
      if (isHomePage(location)) return this.homePage(location);
      return void (await this.visit({ location: fetchedUrlOf(location), remote: true, parent: null, depth: 0 }, []));
    }
    if (OTHER_URL.test(location)) {
      return this.log.add(problemAt({ file: location }, 'url-scheme-refused', { url: location, as: 'named' }));
    }
    const path = resolve(location);
    const info = await stat(path).catch((error: unknown) => error as NodeJS.ErrnoException);
    if (info instanceof Error) {
      this.leaveUnread(path, null);
      // Only a path that is not there is missing; one that loops through links (ELOOP) or may not be looked at, unreadable.
      if (info.code === 'ENOENT' || info.code === 'ENOTDIR')
        return this.log.add(problemAt({ file: path }, 'source-not-found', { name: location }));
      return this.log.add(problemAt({ file: path }, 'source-unreadable', { name: location, reason: info.message }));
    }
    if (!info.isDirectory())
      return void (await this.visit({ location: path, remote: false, parent: null, depth: 0 }, []));
    const walked = await walkFolder(path, this.controls.signal).catch((error: unknown) => error as Error);
    if (this.controls.signal?.aborted) return;
    if (walked instanceof Error) {
      // The folder itself could not be listed (no permission): unread, as a file that cannot be.
      this.leaveUnread(path, null);
      return this.log.add(problemAt({ file: path }, 'source-unreadable', { name: location, reason: walked.message }));
    }
    const { files, skipped, unopened } = walked;
    if (files.length === 0) this.log.add(problemAt({ file: path }, 'folder-empty'));
    this.reportSkipped(path, skipped);
    this.reportUnopened(path, unopened);
    for (const [done, file] of files.entries()) {
      if (this.controls.signal?.aborted) return;
      if (this.seen.has(file.path)) continue;
      if (this.filesStarted >= this.options.maxFiles) {
        return this.log.add(this.fileLimit(files.length - done, 'folder', { file: path }));
      }
      // A robots.txt or an index in turn is followed by the files it lists, read ahead in its order
      // (follow): read ahead in the folder's (sitemap-10 before sitemap-2), they held a streaming
      // taker's room for reads ahead until their turn, and the files listed before them were parsed
      // one at a time, a worker idle.
      const listsOthers = file.kind === 'robots' || file.kind === 'sitemapindex';
      this.turnOf(file.path)(listsOthers ? [] : this.aheadOf(files, done).map((next) => next.path));
      await this.visit({ location: file.path, remote: false, parent: null, depth: 0, noFollow: file.noFollow }, []);
    }
  }

  /**
   * A file named like a sitemap that is not one, and any file not read for what it is (one the system
   * would not let be read, or a link that leads nowhere; a link out of the folder; a pipe, socket or
   * device; a second path to a file read by another), is a warning of its own, with why: such a file
   * may well be a sitemap, whose rows would be missing unsaid. The folder's other files, read and no
   * sitemap, are named in one note. Such a file that could not be read is unread.
   */
  private reportSkipped(folder: string, skipped: readonly SkippedFile[]): void {
    const others: string[] = [];
    for (const { path, why } of skipped) {
      const name = relative(folder, path);
      if (why.fault === 'same-file') {
        const readAs = relative(folder, why.readAs);
        this.log.add(problemAt({ file: path }, 'folder-sitemap-skipped', { name, why: { ...why, readAs } }));
      } else if (SITEMAP_NAME.test(basename(path)) || why.fault !== 'unrecognised') {
        const problem = problemAt({ file: path }, 'folder-sitemap-skipped', { name, why });
        this.log.add(problem);
        // One that may hold a sitemap and could not be read (its problem an error) is unread, as a file
        // named so would be: the import is not whole, and a project of it is saved only when asked for.
        if (problem.severity === 'error') this.leaveUnread(path, null);
      } else others.push(name);
    }
    if (others.length > 0) this.log.add(problemAt({ file: folder }, 'folder-files-skipped', { names: others }));
  }

  /**
   * A folder's files of endings a sitemap's never has, not opened: one named like a sitemap is a
   * warning of its own (its URLs may well be missing), the others are named in one note.
   */
  private reportUnopened(folder: string, unopened: readonly string[]): void {
    const others: string[] = [];
    for (const path of unopened) {
      if (!SITEMAP_NAME.test(basename(path))) others.push(path);
      else {
        const name = relative(folder, path);
        this.log.add(problemAt({ file: path }, 'folder-sitemap-skipped', { name, why: { fault: 'unopened' } }));
      }
    }
    if (others.length === 0) return;
    const names = others.slice(0, UNOPENED_NAMES_KEPT).map((path) => relative(folder, path));
    this.log.add(problemAt({ file: folder }, 'folder-files-unopened', { names, count: others.length }));
  }

  /**
   * A site's home page is no sitemap: its robots.txt names the sitemaps. Without a robots.txt, or
   * with one that names none, /sitemap.xml is tried, where most sites keep theirs.
   */
  private async homePage(page: string): Promise<void> {
    const robots = new URL('/robots.txt', page).href;
    if (this.seen.has(robots)) return;
    const read = await this.visit({ location: robots, remote: true, parent: null, depth: 0 }, [], 'info');
    if ((read?.kind === 'robots' && read.listed > 0) || this.controls.signal?.aborted) return;
    const fallback = new URL('/sitemap.xml', page).href;
    this.log.add(problemAt({ file: page }, 'home-page-fallback', { robots, read: read !== null, fallback }));
    await this.visit({ location: fallback, remote: true, parent: null, depth: 0 }, []);
  }

  result(): ImportResult {
    const cancelled = this.controls.signal?.aborted ?? false;
    const problems = this.log.all();
    if (cancelled && !problems.some((item) => item.code === 'import-cancelled')) {
      problems.push(problemAt({}, 'import-cancelled'));
    }
    return { files: this.files, unread: this.unread, problems, cancelled };
  }

  /**
   * Reads one file or URL the person named (or a folder holds), then what it lists; `ancestors`
   * are the files that led here (for loops). Returns what the file was and how many sitemaps it
   * listed, or null when it was not read. `openFailure` is the severity of a source that cannot be
   * opened (info where one is only hoped for).
   */
  private async visit(
    target: SourceTarget,
    ancestors: readonly string[],
    openFailure: Severity = 'error',
  ): Promise<{ kind: SourceKind; listed: number; location: string } | null> {
    // Sources the person named that an index already brought in are not read twice; a read of it
    // begun ahead (reached by another name) holds up no other read ahead meanwhile.
    if (target.parent === null && this.seen.has(target.location)) {
      this.ahead.inTurn(target.location);
      return null;
    }
    this.filesStarted++;
    return this.commit(target, await this.startRead(target, true), ancestors, openFailure);
  }

  /**
   * Starts reading a source, or gives the read of that location already under way. `inTurn`: the
   * read is taken as soon as it is open, so a table may be left to be parsed as it is taken. `turn`:
   * a read ahead, whose parse is asked for once the sources before it asked for theirs. `rank`: a
   * read ahead's place in the order reads ahead begin in (RowsHeldAhead).
   */
  private startRead(
    target: SourceTarget,
    inTurn = false,
    turn?: ParseTurn,
    pausing: PausingReads = this.pausing,
    rank = Infinity,
  ): Promise<SourceRead> {
    const known = this.reads.get(target.location);
    // The source in turn never waits for its place (nor for the read ahead of it it may be given).
    if (inTurn && known) {
      this.inTurnAsked();
      this.ahead.inTurn(target.location);
    }
    if (known) return known;
    if (inTurn) {
      const parse: ContentParser = (...args) => {
        this.inTurnAsked();
        return this.parse(...args);
      };
      return this.settled(this.readOf(target, true, parse), () => this.inTurnAsked());
    }
    if (!turn) return this.readOf(target, false, this.parse, pausing, rank);
    const parse: ContentParser = (...args) =>
      turn.before.then(() => {
        turn.open();
        return this.parse(...args);
      });
    // Held back by the rows read ahead, it asks for no parse meanwhile: the places after it go on.
    const read = this.readOf(target, false, parse, pausing, rank, () => turn.open());
    return this.settled(read, () => turn.open());
  }

  /** `read`, with `then` done once it settled (a read never rejects). */
  private settled(read: Promise<SourceRead>, then: () => void): Promise<SourceRead> {
    void read.then(then);
    return read;
  }

  /**
   * Starts a read that parses with `parse`, told to `pausing` when it waits out a pause; `rank` as
   * startRead's, `held` told when a read ahead is held back (heldAhead).
   */
  private readOf(
    target: SourceTarget,
    inTurn: boolean,
    parse: ContentParser,
    pausing: PausingReads = this.pausing,
    rank = Infinity,
    held?: () => void,
  ): Promise<SourceRead> {
    // The file a count of rows is told with: the one whose row made it, not the last one opened (a read
    // ahead opened meanwhile took the name of a file still being parsed).
    let opened = target.location;
    const read = this.heldAhead(target.location, !inTurn && this.streaming, rank, held, () => {
      // Named from its start: a server slow to answer (or a host's pause) shows what is waited on.
      this.progress(target.location);
      return readSource(target, {
        tablesInBatches: inTurn && this.streaming,
        options: this.options,
        signal: this.controls.signal,
        hosts: this.hosts,
        retries: this.retries,
        http: () => this.http(),
        parse,
        isSeen: (location) => this.seen.has(location),
        onStart: (location, declaredBytes) => {
          this.ahead.opened(target.location, declaredBytes);
          this.progress((opened = location));
        },
        onRow: () => {
          this.ahead.count(target.location, 1);
          if (++this.urlsDone % ROWS_PER_PROGRESS === 0) this.progress(opened);
        },
        onRowsDropped: (count) => {
          this.ahead.count(target.location, -count);
          this.urlsDone -= count;
        },
        onPause: (paused) => {
          // A read waiting out a pause holds up no read ahead meanwhile, as it holds no place.
          if (paused) this.ahead.opened(target.location, null);
          pausing.onPause(paused);
        },
      });
    });
    this.reads.set(target.location, read);
    return read;
  }

  /**
   * `read`, begun at once, or for a streaming taker's read ahead (`ahead`) once the rows held ahead
   * leave room or it is in turn (RowsHeldAhead): before it is opened, since a remote body is buffered
   * as it arrives, read or not (unpaused-agent.ts). Its rows count from its start until its turn.
   * `held`: told at once when it has to wait.
   */
  private async heldAhead(
    location: string,
    ahead: boolean,
    rank: number,
    held: (() => void) | undefined,
    read: () => Promise<SourceRead>,
  ): Promise<SourceRead> {
    if (!ahead) return read();
    await this.ahead.begin(location, rank, held);
    try {
      return await read();
    } finally {
      this.ahead.end(location);
    }
  }

  /** Names a source as not read, at its place among the files read so far. */
  private leaveUnread(location: string, parent: string | null, optional = false): void {
    this.unread.push({ location, parent, ...(optional ? { optional: true as const } : {}), after: this.files.length });
  }

  /**
   * Takes a read into the result in its turn: its problems, the file, then what it lists. Whether
   * a file was imported already is decided here, in the listed order, never by which read ended first.
   */
  private async commit(
    target: SourceTarget,
    read: SourceRead,
    ancestors: readonly string[],
    openFailure: Severity = 'error',
  ): Promise<{ kind: SourceKind; listed: number; location: string } | null> {
    // Taken in: the read need not be held any longer (its problems may be many), only while it runs.
    this.reads.delete(target.location);
    if (read.status === 'aborted') return null;
    const optional = openFailure === 'info';
    if (read.status === 'failed') {
      this.failed.add(target.location);
      if (read.retried) this.log.add(read.retried);
      this.log.add({ ...problemFromError(read.error, { file: target.location }), severity: openFailure });
      this.leaveUnread(target.location, target.parent, optional);
      return null;
    }
    // A source only hoped for that answers as none of the kinds read (a web app's page for every path,
    // its robots.txt too; a project, which is opened, not imported) is not there for the import: said
    // as a note, as its failure to open is.
    if (read.status === 'read' && openFailure === 'info' && notImported(read.file.summary.kind)) {
      await read.table?.close();
      for (const item of read.problems) this.log.add({ ...item, severity: openFailure });
      this.leaveUnread(target.location, target.parent, optional);
      return null;
    }
    // A file on disk named again by another path (a link to it): a listed child was met as it was
    // listed (prepareChild) and is known by its first path already, so only a named file is met here.
    const named = !target.remote && target.parent === null && read.status !== 'seen';
    const first = named ? (await this.localNames.meet(read.location)).path : read.location;
    if (read.status === 'seen' || this.seen.has(first)) {
      if (read.status === 'read') await read.table?.close();
      this.log.add(this.readBefore(first, target, ancestors));
      return null;
    }
    this.seen.add(read.location);
    // A read shared by two listings belongs to the one whose turn came first.
    const withParent = (file: ImportedFile): ImportedFile => ({
      ...file,
      summary: { ...file.summary, parent: target.parent },
    });
    let file = withParent(read.file);
    const { onFile, onFileColumns, takeColumns } = this.controls;
    if (read.columns && !takeColumns && !onFileColumns) file.rows = read.columns.toRows();
    const taker = onFileColumns ?? onFile;
    if (taker) file = withParent(await this.handOn(taker, file, read));
    for (const item of read.problems) this.log.add(item);
    const over = overProtocolLimits(file.summary);
    if (over) this.log.add(over);
    takeColumns?.(read.columns ?? UrlColumns.fromRows(file.rows), file);
    this.files.push(taker || takeColumns ? { ...file, rows: [] } : file);
    this.progress(null);
    const here = { ...target, location: read.location };
    await this.follow(here, file.summary.kind, read.children, [...ancestors, read.location]);
    return { kind: file.summary.kind, listed: read.children.length, location: read.location };
  }

  /** Hands a file to the streaming taker; a table read in batches is read to its end after, and its file given back complete. */
  private async handOn(
    onFile: NonNullable<ImportControls['onFile'] | ImportControls['onFileColumns']>,
    file: ImportedFile,
    read: Extract<SourceRead, { status: 'read' }>,
  ): Promise<ImportedFile> {
    const { table, columns } = read;
    const { onFileColumns } = this.controls;
    if (!table) {
      if (columns && onFileColumns) await onFileColumns(file, read.problems, wholeColumns(columns, read.columnsFacts));
      else await onFile(file, read.problems, wholeRows(file.rows));
      return file;
    }
    try {
      await onFile(file, read.problems, table.rows());
    } catch (error) {
      await table.close();
      throw error;
    }
    return table.finish();
  }

  /** A file read before, in its turn: a loop when an ancestor, else already imported; on its line in the parent. */
  private readBefore(location: string, { parent, line }: SourceTarget, ancestors: readonly string[]): Problem {
    const place = { file: parent ?? undefined, ...(line === undefined ? {} : { line }) };
    return ancestors.includes(location)
      ? problemAt(place, 'index-loop', { location, parent })
      : problemAt(place, 'already-imported', { location });
  }

  /**
   * Follows the sitemaps a file lists, in order. Up to READ_AHEAD of them are read at once (the
   * host limiter bounds the requests per host), so a large index over a slow link does not wait
   * for one file after another, while each is taken into the result in the index's order. A file
   * waiting out a pause before it is read again (a refusal's, up to a minute: its host's, not the
   * import's) gives its place to the next file meanwhile, so another host's files are not held up
   * behind it; it takes its place back when it is read again.
   */
  private async follow(
    target: SourceTarget,
    kind: SourceKind,
    children: ListedChild[],
    ancestors: string[],
  ): Promise<void> {
    if (!this.options.followChildren || children.length === 0) return;
    if (target.depth + 1 > this.options.maxDepth) {
      const [first] = children as [ListedChild];
      const params = { count: children.length, maxDepth: this.options.maxDepth, first: first.loc };
      return this.log.add(problemAt(childPlace(target, first), 'depth-limit', params));
    }
    const listed = this.withinIndexLimit(target, kind, children);
    const ahead: Array<Promise<ChildStep>> = [];
    const capped: ListedChild[] = [];
    let next = 0;
    /** Children on disk counted against the limit that may yet turn out to be a file met before, and give it back. */
    let unsure = 0;
    // Its files' pauses are the import's too: they hold no place among the named reads ahead either.
    const pausing = new PausingReads(() => refill(), this.pausing);
    const refill = (): void => {
      while (ahead.length < READ_AHEAD + pausing.count && next < listed.length && !this.controls.signal?.aborted) {
        // At the limit, a child waits while one counted may still give its file back.
        if (unsure > 0 && this.filesStarted >= this.options.maxFiles) return;
        const child = listed[next++]!;
        // A file listed again (here or before) is read once and told as read before: it takes no file of the limit.
        const again = this.listedAgain(target, child);
        if (!again && this.filesStarted >= this.options.maxFiles) capped.push(child);
        else {
          if (!again && !target.remote) unsure++;
          const known = (): void => {
            unsure--;
            refill();
          };
          ahead.push(this.prepareChild(target, child, pausing, this.ahead.nextRank(), !again, known));
        }
      }
    };
    refill();
    while (ahead.length > 0 && !this.controls.signal?.aborted) {
      const step = await ahead.shift()!;
      refill();
      for (const item of step.problems) this.log.add(item);
      if (step.target === null) this.leaveUnread(step.loc, target.location);
      else {
        this.ahead.inTurn(step.target.location);
        const read = await this.commit(step.target, await step.read, ancestors);
        if (kind === 'sitemapindex' && read?.kind === 'sitemapindex') {
          const params = { location: read.location, parent: target.location };
          this.log.add(problemAt(step.place, 'index-lists-index', params));
        }
      }
    }
    if (capped.length > 0 && !this.controls.signal?.aborted) {
      this.log.add(this.fileLimit(capped.length, 'listed', childPlace(target, capped[0]!)));
    }
  }

  private fileLimit(count: number, of: 'folder' | 'listed', place: Place): Problem {
    return problemAt(place, 'import-file-limit', { limit: this.options.maxFiles, count, of });
  }

  /** An index lists at most 50,000 sitemaps (sitemaps.org): the rest are reported, not read. */
  private withinIndexLimit(target: SourceTarget, kind: SourceKind, children: ListedChild[]): ListedChild[] {
    const limit = LIMITS.sitemapsPerIndex;
    if (kind !== 'sitemapindex' || children.length <= limit) return children;
    const params = { count: children.length, limit };
    this.log.add(problemAt(childPlace(target, children[limit]!), 'index-too-many-sitemaps', params));
    return children.slice(0, limit);
  }

  /**
   * Whether a remote index's child names a file this import has listed (counted) before, read or
   * under way; noted as listed when it has not. Told at once, from the URL alone, so the file limit
   * is judged as the children are taken. One whose read failed is read again and counted again: a
   * failing URL listed 50,000 times is asked no more often than the limit allows.
   */
  private listedAgain(parent: SourceTarget, child: ListedChild): boolean {
    if (!parent.remote) return false;
    const location = fetchedUrlOf(child.loc, parent.location);
    if (this.seen.has(location) || (this.listed.has(location) && !this.failed.has(location))) return true;
    this.listed.add(location);
    return false;
  }

  /** Resolves a listed child and starts reading it (its pauses told to `pausing`); what went wrong is held for its turn. */
  private async prepareChild(
    parent: SourceTarget,
    child: ListedChild,
    pausing: PausingReads,
    rank: number,
    counted: boolean,
    /** Told once a counted child on disk is known to be a file met before (its count given back) or not. */
    known: () => void,
  ): Promise<ChildStep> {
    if (counted) this.filesStarted++;
    const uncertain = counted && !parent.remote;
    const problems: Problem[] = [];
    if (!SCHEME.test(child.loc) && child.loc !== '') {
      const params = { loc: child.loc, parent: parent.location };
      problems.push(problemAt(childPlace(parent, child), 'child-loc-relative', params));
    }
    // Taken as it is listed: the first path a file is met by is the first listed, whichever resolves first.
    const meeting = parent.remote ? null : this.localNames.place();
    let located;
    try {
      located = await resolveChild(parent, child.loc);
      // A file on disk listed again, by this path or another (a link to it, `sub/../a.xml`), is the
      // first path's: read once, told as read before, and no file of the limit.
      if (meeting) {
        const met = await meeting.meet(located.location);
        located = { ...located, location: met.path };
        if (met.again && uncertain) this.filesStarted--;
      }
    } catch (error) {
      problems.push(problemFromError(error, childPlace(parent, child)));
      return { problems, loc: child.loc, place: childPlace(parent, child), target: null, read: null };
    } finally {
      meeting?.pass();
      if (uncertain) known();
    }
    const target = {
      ...located,
      parent: parent.location,
      depth: parent.depth + 1,
      ...(child.line ? { line: child.line } : {}),
    };
    const read: Promise<SourceRead> = this.seen.has(target.location)
      ? Promise.resolve({ status: 'seen', location: target.location })
      : this.startRead(target, false, undefined, pausing, rank);
    return { problems, loc: child.loc, place: childPlace(parent, child), target, read };
  }

  /** Waits for every read started, so nothing is still running (or holding a socket) once the import returns. */
  async settle(): Promise<void> {
    // Reads ahead never taken (cancelled, past the file limit) wait for no turn.
    this.ahead.letGo();
    await Promise.all(this.reads.values());
  }

  /** Reports between files and batches too, when URLs arrived since the last report (a slow download). */
  progressIfMoved(): void {
    if (this.urlsDone !== this.reportedUrls) this.progress(this.current);
  }

  private progress(current: string | null): void {
    this.current = current;
    this.reportedUrls = this.urlsDone;
    this.controls.onProgress?.({ filesDone: this.files.length, urlsDone: this.urlsDone, current });
  }
}
