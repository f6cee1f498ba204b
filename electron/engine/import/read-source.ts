import type { Dispatcher } from 'undici';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { ImportedFile } from '../../../shared/import-types';
import { problemAt, type Problem } from '../../../shared/problems';
import { tableTextFormat } from '../../../shared/table-text';
import type { HostLimiter } from './host-limiter';
import type { HostRetries, SecondReadOutcome } from './host-retries';
import { pause } from './pause';
import { secondReadWait } from './asked-wait';
import type { ResolvedImportOptions } from '../../../shared/import-options';
import { openSource, type SourceTarget } from './open-source';
import type { ListedChild } from './listed-child';
import { passingFailureOf } from './passing-failure';
import { sourceName, type ContentParser } from './read-content';
import { isAbort, SourceError } from './source-error';
import { TableInBatches } from './table-in-batches';

/** What reading one source gave, held until its turn in the order the files were listed. */
export type SourceRead =
  | { status: 'aborted' }
  /** `retried`: the note that this was the second read, after a passing failure. */
  | { status: 'failed'; error: unknown; retried?: Problem }
  /** Opened, but its location (after redirects) was imported already, so it was not read. */
  | { status: 'seen'; location: string }
  | {
      status: 'read';
      location: string;
      file: ImportedFile;
      children: ListedChild[];
      /** The file's rows as columns (a parse worker's), when `file.rows` is left empty. */
      columns?: UrlColumns;
      /** Held until the file's turn; a table read in batches adds its own as they are taken. */
      problems: Problem[];
      /** A CSV or TSV table opened but not yet parsed: its rows come as they are taken (tablesInBatches). */
      table?: TableInBatches;
    };

export interface ReadSourceDeps {
  options: ResolvedImportOptions;
  signal: AbortSignal | undefined;
  /** Bounds the requests to one host at once. */
  hosts: HostLimiter;
  /** The hosts whose second reads keep failing, not read twice any more; absent, every passing failure is. */
  retries?: HostRetries;
  /** The connection pool remote sources are asked through (made on first use). */
  http: () => Dispatcher;
  /** Parses the bytes: on this thread or on a pool of workers. */
  parse: ContentParser;
  isSeen(location: string): boolean;
  onStart(location: string): void;
  onRow(): void;
  /** Rows counted by onRow that a failed read gave and a second read replaces. */
  onRowsDropped?(count: number): void;
  /**
   * A CSV or TSV table is only opened, to be parsed as a streaming taker takes its rows: for a read
   * taken at once, in its turn (a table read ahead with others would be held whole).
   */
  tablesInBatches?: boolean;
}

/**
 * Opens and reads one source, its problems held rather than reported, so that files read ahead,
 * several at once, are still reported in the order they were listed. A remote source that failed
 * for a passing reason (passing-failure.ts) is read once more after a pause (longer where a 429 or
 * 503 asked for more, and then no read of its host starts meanwhile: asked-wait.ts), holding its
 * host's turn meanwhile, and that read replaces the first, unless its host's second reads keep
 * failing (HostRetries). Never rejects.
 */
export async function readSource(target: SourceTarget, deps: ReadSourceDeps): Promise<SourceRead> {
  if (!target.remote) return readOnce(target, deps).then(({ read }) => read);
  const host = URL.canParse(target.location) ? new URL(target.location).host : target.location;
  const { hosts, signal } = deps;
  const readTwice = async (): Promise<SourceRead> => {
    if (signal?.aborted) return { status: 'aborted' };
    const first = await readOnce(target, deps);
    const reason = passingFailure(first.read);
    if (reason === null || signal?.aborted) return first.read;
    const wait = secondReadWait(
      first.read.status === 'failed' && first.read.error,
      deps.options.retryDelayMs,
      Date.now(),
    );
    if ('tooLong' in wait) return { status: 'failed', error: wait.tooLong };
    if (deps.retries && !(await deps.retries.begin(host))) return first.read;
    let outcome: SecondReadOutcome = 'refused';
    try {
      deps.onRowsDropped?.(first.rows);
      // A wait the server asked for is its host's: no other read of that host starts meanwhile.
      if (wait.askedMs !== null) hosts.pauseUntil(host, Date.now() + wait.askedMs);
      if (!(await pause(wait.waitMs, signal)) || !(await hosts.resumed(host, signal))) return { status: 'aborted' };
      const { read } = await readOnce(target, deps);
      // A 429 says the host is up, only asking for fewer requests: neither a sign that it is down nor that it is well.
      outcome = tooManyRequests(read) ? 'refused' : passingFailure(read) !== null ? 'failed' : 'read';
      const asked = wait.askedMs !== null && wait.askedMs > deps.options.retryDelayMs;
      const params = { url: target.location, reason, delayMs: wait.waitMs, ...(asked && { asked }) };
      const retried = problemAt({ file: target.location }, 'read-retried', params);
      if (read.status === 'read') read.problems.unshift(retried);
      return read.status === 'failed' ? { ...read, retried } : read;
    } finally {
      deps.retries?.settled(host, outcome);
    }
  };
  return hosts.run(host, readTwice, signal);
}

/** One read of a source, with the rows it counted. */
async function readOnce(target: SourceTarget, deps: ReadSourceDeps): Promise<{ read: SourceRead; rows: number }> {
  let rows = 0;
  const onRow = (): void => {
    rows++;
    deps.onRow();
  };
  try {
    const opened = await openSource(target, deps.options, deps.http, deps.signal);
    if (deps.isSeen(opened.location)) {
      await opened.close();
      return { read: { status: 'seen', location: opened.location }, rows };
    }
    deps.onStart(opened.location);
    const problems: Problem[] = [];
    const context = { file: opened.location, report: (item: Problem) => problems.push(item), onRow };
    const tableFormat = deps.tablesInBatches ? tableTextFormat(sourceName(opened, target)) : null;
    if (tableFormat) {
      const table = new TableInBatches(opened, target, tableFormat, context);
      const file = table.file();
      return { read: { status: 'read', location: opened.location, file, children: [], problems, table }, rows };
    }
    const { file, children, columns } = await deps.parse(opened, target, deps.options.maxDecompressedBytes, context);
    return { read: { status: 'read', location: opened.location, file, children, columns, problems }, rows };
  } catch (error) {
    return { read: isAbort(error) ? { status: 'aborted' } : { status: 'failed', error }, rows };
  }
}

/** The passing failure that makes a read worth doing again; a table read in batches has not been read yet. */
function passingFailure(read: SourceRead): string | null {
  if (read.status === 'failed') return passingFailureOf(read.error);
  if (read.status === 'read' && !read.table && read.file.summary.readFailed)
    return passingFailureOf(null, read.problems);
  return null;
}

/** A 429: the host is up, only asking for fewer requests (HostRetries). */
function tooManyRequests(read: SourceRead): boolean {
  if (read.status !== 'failed' || !(read.error instanceof SourceError) || read.error.code !== 'http-status')
    return false;
  return (read.error.found.params[0] as { status?: number } | undefined)?.status === 429;
}
