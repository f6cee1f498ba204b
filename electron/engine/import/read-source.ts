import type { ColumnsFacts } from './columns-facts';
import type { Dispatcher } from 'undici';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { ImportedFile } from '../../../shared/import-types';
import type { ProblemCode } from '../../../shared/problem-catalogue';
import { problemAt, type Problem } from '../../../shared/problems';
import { tableTextFormat } from '../../../shared/table-text';
import type { HostGivenUp, HostLimiter, HostTurn, Refused } from './host-limiter';
import type { HostRetries, SecondReadOutcome } from './host-retries';
import { pause } from './pause';
import { refusalStatus, secondReadWait } from './asked-wait';
import type { ResolvedImportOptions } from '../../../shared/import-options';
import { codingTrailingNote } from './content-stream';
import { openSource, type SourceTarget } from './open-source';
import type { ListedChild } from './listed-child';
import { isPassingFailure } from './passing-failure';
import { sourceName, type ContentParser } from './read-content';
import { isAbort, SourceError, sourceError } from './source-error';
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
      columnsFacts?: ColumnsFacts;
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
  /** The source is open at `location`, its bytes as far as they are known before reading (OpenedSource.declaredBytes). */
  onStart(location: string, declaredBytes: number | null): void;
  onRow(): void;
  /** Rows counted by onRow that a failed read gave and a second read replaces. */
  onRowsDropped?(count: number): void;
  /**
   * A CSV or TSV table is only opened, to be parsed as a streaming taker takes its rows: for a read
   * taken at once, in its turn (a table read ahead with others would be held whole).
   */
  tablesInBatches?: boolean;
  /**
   * The file waits out a pause before it is read again (true: a refusal's pause is its host's, a
   * passing failure's its own), or no longer (false: its next read begins, or it is read no more).
   * Meanwhile it needs no place among the files read ahead: another host's file may have it.
   */
  onPause?(pausing: boolean): void;
}

/** Reads of one file at most after a passing failure other than a refusal (a 429 or 503: refusal-backoff.ts). */
const MOST_READS = 2;

/**
 * Opens and reads one source, its problems held rather than reported, so that files read ahead,
 * several at once, are still reported in the order they were listed. A remote source that failed
 * for a passing reason (passing-failure.ts) is read again after a pause (longer where a 429 or
 * 503 asked for more: asked-wait.ts), in a turn of its host again, and the last read replaces the
 * others, unless its host's reads again keep failing (HostRetries) or it is given up. A refused one
 * is read again after each of its host's pauses, which double per refusal in a row (HostLimiter,
 * refusal-backoff.ts), until it was refused FILE_REFUSALS_AT_CAP times after a pause at the cap:
 * its reads are counted against the backoff's steps, not spent in its first seconds. Never rejects.
 */
export async function readSource(target: SourceTarget, deps: ReadSourceDeps): Promise<SourceRead> {
  if (!target.remote) return readOnce(target, deps).then(({ read }) => read);
  let pausing = false;
  const paused = (now: boolean): void => {
    if (pausing !== now) deps.onPause?.((pausing = now));
  };
  try {
    return await readRemote(target, deps, paused);
  } finally {
    paused(false);
  }
}

/** readSource of a remote source, telling `paused` when it waits to be read again and when no longer. */
async function readRemote(
  target: SourceTarget,
  deps: ReadSourceDeps,
  paused: (now: boolean) => void,
): Promise<SourceRead> {
  const host = hostOf(target.location);
  const { hosts, signal, options } = deps;
  let refusedAtCap = 0;
  const inTurn = (again: boolean): Promise<Attempt | null> =>
    hosts.run(
      host,
      (turn) => {
        paused(false);
        return readPaced(target, host, turn, deps, refusedAtCap);
      },
      signal,
      again,
    );
  const first = await inTurn(false);
  if (first === null) return { status: 'failed', error: givenUpError(target.location, host, hosts.givenUp(host)!) };
  const reason = passingFailure(first.read);
  let last = first;
  if (first.refused?.atCap) refusedAtCap++;
  let retried: Problem | undefined;
  for (let reads = 1; reason !== null && !signal?.aborted; reads++) {
    if (passingFailure(last.read) === null) break;
    if (last.refused ? last.refused.forGood : reads >= MOST_READS) break;
    const failure = last.read.status === 'failed' && last.read.error;
    const wait = secondReadWait(failure, options.retryDelayMs, options.retryWaitCapMs, Date.now());
    if ('tooLong' in wait) return { status: 'failed', error: wait.tooLong, ...(retried && { retried }) };
    paused(true);
    if (hosts.givenUp(host) !== null || (deps.retries && !(await deps.retries.begin(host)))) break;
    let outcome: SecondReadOutcome = 'refused';
    try {
      // A refused file's wait is its host's pause: in line at once, it is read again first after it.
      const { refused } = last;
      if (!refused && !(await pause(wait.waitMs, signal))) return { status: 'aborted' };
      const again = await inTurn(true);
      if (signal?.aborted) return { status: 'aborted' };
      if (again === null) break;
      deps.onRowsDropped?.(last.rows);
      last = again;
      if (last.refused?.atCap) refusedAtCap++;
      // A refusal says the host is up, only asking for fewer requests (or paced and given up by HostLimiter):
      // neither a sign that it is down nor that it is well.
      // A read again that timed out failed as surely as one cut short, though it is not read a third time.
      const failed = passingFailure(last.read) !== null || timedOut(last.read);
      outcome = isRefusal(last.read) ? 'refused' : failed ? 'failed' : 'read';
      const delayMs = refused?.waitMs ?? wait.waitMs;
      const askedMs = refused ? refused.askedMs : wait.askedMs;
      const asked = askedMs !== null && askedMs >= delayMs && askedMs > options.retryDelayMs;
      const params = { url: target.location, reason, delayMs, ...(asked && { asked }) };
      retried = problemAt(
        { file: target.location },
        'read-retried',
        reads > 1 ? { ...params, reads: reads + 1 } : params,
      );
    } finally {
      deps.retries?.settled(host, outcome);
    }
  }
  const { read } = last;
  if (read.status === 'read' && hostOf(read.location) !== host && read.file.summary.kind !== 'robots') {
    // A sitemap read where it redirected, on another host: the person should know where its URLs came
    // from. A robots.txt is no sitemap (a site's home moving to www is everyday news).
    read.problems.unshift(
      problemAt({ file: read.location }, 'redirected-off-host', { url: target.location, to: read.location }),
    );
  }
  if (retried && read.status === 'read') read.problems.unshift(retried);
  return retried && read.status === 'failed' ? { ...read, retried } : read;
}

/** A URL's host (with its port), or the text itself when it is no URL. */
const hostOf = (location: string): string => (URL.canParse(location) ? new URL(location).host : location);

/** One read and the rows it counted; `refused`: a 429 or 503, and the pause its host took for it. */
type Attempt = { read: SourceRead; rows: number; refused?: Refused & { askedMs: number | null } };

/** The failure of a file not asked for because its host was given up. */
function givenUpError(url: string, host: string, givenUp: HostGivenUp): SourceError {
  if (givenUp.why === 'not-answering')
    return sourceError('host-not-answering', { url, host, timeouts: givenUp.timeouts });
  if (givenUp.why === 'refusing')
    return sourceError('host-refusing', { url, host, refusals: givenUp.refusals, capMs: givenUp.capMs });
  return sourceError('host-asked-wait', { url, host, askedMs: givenUp.askedMs, capMs: givenUp.capMs });
}

/**
 * One read of a remote source in its host's turn, telling the host how it answered; null, and no
 * request, once the host is given up (it refused every read, or asked to wait beyond the cap).
 */
async function readPaced(
  target: SourceTarget,
  host: string,
  turn: HostTurn,
  deps: ReadSourceDeps,
  refusedAtCap: number,
): Promise<Attempt | null> {
  if (deps.signal?.aborted) return { read: { status: 'aborted' }, rows: 0 };
  if (deps.hosts.givenUp(host) !== null) return null;
  const attempt = await readOnce(target, deps);
  const { read } = attempt;
  if (isRefusal(read)) {
    const { retryDelayMs, retryWaitCapMs } = deps.options;
    const wait = secondReadWait(read.status === 'failed' && read.error, retryDelayMs, retryWaitCapMs, Date.now());
    // Asked beyond the cap: not waited for, and the host's other files not asked either (the file fails saying so).
    if ('tooLong' in wait) turn.askedTooLong(wait.askedMs);
    else return { ...attempt, refused: { ...turn.refused(wait.askedMs, refusedAtCap), askedMs: wait.askedMs } };
  } else if (timedOut(read)) turn.timedOut();
  else if (read.status !== 'aborted' && passingFailure(read) === null) turn.answered();
  return attempt;
}

/** One read of a source, with the rows it counted. */
async function readOnce(target: SourceTarget, deps: ReadSourceDeps): Promise<Attempt> {
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
    deps.onStart(opened.location, opened.declaredBytes ?? null);
    const problems: Problem[] = [];
    const listedPerCode = deps.options.problemsListedPerCode;
    const report = (item: Problem): number => problems.push(item);
    const context = { file: opened.location, report, listedPerCode, onRow, signal: deps.signal };
    const format = tableTextFormat(sourceName(opened, target));
    const tableFormat = deps.tablesInBatches ? format : null;
    if (tableFormat) {
      const table = new TableInBatches(opened, target, tableFormat, context);
      const file = table.file();
      return { read: { status: 'read', location: opened.location, file, children: [], problems, table }, rows };
    }
    const maxBytes = format ? deps.options.maxTableBytes : deps.options.maxDecompressedBytes;
    const { file, children, columns, columnsFacts } = await deps.parse(opened, target, maxBytes, context);
    const trailing = codingTrailingNote(opened, file.summary.partial);
    if (trailing) problems.push(trailing);
    const read = {
      status: 'read' as const,
      location: opened.location,
      file,
      children,
      columns,
      columnsFacts,
      problems,
    };
    return { read, rows };
  } catch (error) {
    return { read: isAbort(error) ? { status: 'aborted' } : { status: 'failed', error }, rows };
  }
}

/** What a failure is matched by: its code and parameters, as a source error and a problem both hold them. */
type FailureFacts = { code: ProblemCode; params?: readonly unknown[] };

/**
 * The code of a read's failure that `matches`: the error that stopped it, or an error problem of a
 * read cut short (its rows before kept); null for none. A table read in batches has not been read yet.
 */
function failureMatching(read: SourceRead, matches: (found: FailureFacts) => boolean): ProblemCode | null {
  if (read.status === 'failed') {
    return read.error instanceof SourceError && matches(read.error.found) ? read.error.found.code : null;
  }
  if (read.status !== 'read' || read.table || !read.file.summary.readFailed) return null;
  return read.problems.find((item) => item.severity === 'error' && matches(item))?.code ?? null;
}

/** The passing failure that makes a read worth doing again. */
const passingFailure = (read: SourceRead): ProblemCode | null => failureMatching(read, isPassingFailure);

/**
 * The failure that says the host went silent: no answer, or a body that stopped coming, in the read's
 * time. Not a deadline passed (`http-deadline`): a host that trickles is sending, only slowly.
 */
const TIMEOUT: ProblemCode = 'http-timeout';

/** A read the host did not answer in time, or whose body stopped coming: HostLimiter counts them. */
const timedOut = (read: SourceRead): boolean => failureMatching(read, (found) => found.code === TIMEOUT) !== null;

/** A 429 or 503: the host refused the read, now (HostLimiter). */
function isRefusal(read: SourceRead): boolean {
  return read.status === 'failed' && refusalStatus(read.error) !== null;
}
