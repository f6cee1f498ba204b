import type { Problem } from '../../../shared/problems';
import type { UrlRow } from '../../../shared/url-table';
import { KeptProblems } from '../../../shared/validation/kept-problems';
import { columnsToSlices } from './columnar-rows';
import { ColumnsBuilder } from '../../../shared/columnar/columns-builder';
import { columnsFacts } from './columns-facts';
import type { OpenedSource } from './open-source';
import { receiveError, sendError, type FromParser, type ToParser } from './parse-messages';
import { readContent } from './read-content';
import { importCancelled, sourceError } from './source-error';
import { takeMessages } from '../take-messages';
import { speakStartersLanguage } from '../worker-language';
import { detachOneBuffer } from '../detach-early';
import { collectAfterLettingGo } from '../collect-garbage';

speakStartersLanguage();
detachOneBuffer(); // its replies transfer their buffers

// A parse worker's entry: takes the raw bytes of sources from the main thread, gunzips, sniffs and
// parses them exactly as readContent does there, and hands each file's rows back as columnar slices
// (built as the rows are read, never held as objects).

/**
 * Rows are counted to the main thread (for progress) in batches of this many: as often as it reports
 * progress (import-sources' ROWS_PER_PROGRESS). A count per 1,000 rows cost a worker 1-2% of its CPU
 * in postMessage (profiled at 1M URLs under load).
 */
const ROWS_PER_COUNT = 10_000;

const post = (message: FromParser, transfer: ArrayBuffer[] = []): void => port.postMessage(message, transfer);

type Arrival = Extract<ToParser, { type: 'chunk' | 'end' | 'error' }>;

/** A job's bytes as they arrive; each chunk taken asks the main thread for another. */
class ArrivingBytes {
  private readonly queue: Arrival[] = [];
  private wake: (() => void) | null = null;
  private received = 0;
  private readonly cancelling = new AbortController();

  /** `beforeWaiting` runs whenever the parse has caught up with the bytes and waits for more. */
  constructor(
    private readonly id: number,
    private readonly beforeWaiting: () => void,
  ) {}

  /** The import's cancel, for the parse to read between the chunks of content it makes (ContentReading). */
  get signal(): AbortSignal {
    return this.cancelling.signal;
  }

  push(arrival: Arrival): void {
    this.queue.push(arrival);
    this.wake?.();
    this.wake = null;
  }

  /** The import was cancelled: the chunks sent ahead are dropped unparsed, and the parse ends at its next chunk of content. */
  cancel(): void {
    this.cancelling.abort();
    this.queue.length = 0;
    this.wake?.();
    this.wake = null;
  }

  async *chunks(): AsyncGenerator<Buffer> {
    for (;;) {
      if (this.queue.length === 0 && !this.signal.aborted) this.beforeWaiting();
      while (this.queue.length === 0 && !this.signal.aborted) await new Promise<void>((wake) => (this.wake = wake));
      if (this.signal.aborted) throw importCancelled();
      const arrival = this.queue.shift()!;
      if (arrival.type === 'end') return this.checkAll(arrival.bytes);
      if (arrival.type === 'error') throw receiveError(arrival.error);
      this.received += arrival.bytes.byteLength;
      post({ type: 'pull', id: this.id });
      yield Buffer.from(arrival.bytes.buffer, arrival.bytes.byteOffset, arrival.bytes.byteLength);
    }
  }

  /** A transfer that lost bytes on the way must never pass for a shorter (or empty) file. */
  private checkAll(sent: number): void {
    if (this.received !== sent) throw sourceError('transfer-incomplete', { sent, received: this.received });
  }
}

const arriving = new Map<number, ArrivingBytes>();
/** Each job's columns, made as it is sent: what its source comes to may be told before it begins (`expect`). */
const sized = new Map<number, ColumnsBuilder>();
/** Each job's word that its source has all arrived (`expect`): readContent checks a download's gzip only then. */
const arrivals = new Map<number, () => void>();

/** Rows read and not yet counted to the main thread, sent in batches of ROWS_PER_COUNT. */
class RowCount {
  uncounted = 0;

  constructor(private readonly id: number) {}

  readonly onRow = (): void => {
    if (++this.uncounted >= ROWS_PER_COUNT) this.send();
  };

  send(): void {
    if (this.uncounted === 0) return;
    post({ type: 'rows', id: this.id, count: this.uncounted });
    this.uncounted = 0;
  }
}

async function parseJob(
  { id, location, target, maxBytes, listedPerCode, size }: Extract<ToParser, { type: 'job' }>,
  bytes: ArrivingBytes,
  rows: RowCount,
  columns: ColumnsBuilder,
  arrived: Promise<null>,
): Promise<void> {
  // Bounded as the import's own log is: one row of ten million unknown elements gave ten million notes,
  // which took gigabytes here and again as the message that brought them to the main thread.
  const problems = new KeptProblems(listedPerCode);
  const opened: OpenedSource = {
    location,
    chunks: bytes.chunks(),
    close: async () => undefined,
    ...(size !== null ? { size } : { inflatedBytesOnceArrived: arrived }),
  };
  try {
    const takeRow = (row: UrlRow): void => columns.add(row);
    const report = (item: Problem): void => problems.add(item);
    // The parser counts past the same bound without building what it would not list.
    const context = { file: location, report, listedPerCode, onRow: rows.onRow, takeRow, signal: bytes.signal };
    const { file, children } = await readContent(opened, target, maxBytes, context);
    const table = columns.finish();
    const facts = columnsFacts(table);
    const { slices, transfer } = columnsToSlices(table);
    const done = {
      file: { ...file, rows: [] },
      slices,
      facts,
      children,
      problems: problems.all(),
      rows: rows.uncounted,
    };
    post({ type: 'done', id, ...done }, transfer);
  } catch (error) {
    post({ type: 'failed', id, error: sendError(error), rows: rows.uncounted });
  } finally {
    forget(id);
    // The columns, handed on or dropped with a file that failed, are this thread's no more: 1M URLs of
    // ~1 KB in 20 files from Python's http.server, 2 runs each, peak 931-1,031 -> 596-667 MiB, CPU the
    // same within the noise.
    collectAfterLettingGo(columns.heldBytes());
  }
}

/** A job's state here, once it has ended or was given back. */
function forget(id: number): void {
  arriving.delete(id);
  sized.delete(id);
  arrivals.delete(id);
}

/** The files sent, parsed one after another: a file queued behind another gathers its bytes meanwhile. */
let turn = Promise.resolve();
/**
 * Jobs queued and not begun, by id, with their bytes: one may still be given back, and then sent
 * again (to this worker too), so a turn begins only the job it was queued for.
 */
const notBegun = new Map<number, ArrivingBytes>();

/** Gives a job not begun back to the pool (`dropped`); false when it is begun, or gone. */
function giveBack(id: number): boolean {
  if (!notBegun.delete(id)) return false;
  forget(id);
  post({ type: 'dropped', id });
  return true;
}

// The pool's stop is read between chunks (a file's parse waits for each), not after the whole file.
const port = takeMessages('parse-worker', (message: ToParser) => {
  // Only this thread knows whether it has begun a job: not begun, it gives the job back (the pool sends
  // it on, or ends it as cancelled); begun, a drop is not answered (the job stays here), and a cancel
  // ends it with the rows read so far, after the jobs not begun are given back (its end would begin one).
  if (message.type === 'drop') return void giveBack(message.id);
  if (message.type === 'cancel') {
    const begun = message.ids.filter((id) => !giveBack(id));
    for (const id of begun) arriving.get(id)?.cancel();
    return;
  }
  if (message.type === 'expect') {
    arrivals.get(message.id)?.();
    return message.bytes === null ? undefined : sized.get(message.id)?.expect(message.bytes);
  }
  if (message.type !== 'job') return arriving.get(message.id)?.push(message);
  const rows = new RowCount(message.id);
  const columns = new ColumnsBuilder(message.expectedBytes);
  sized.set(message.id, columns);
  const arrived = new Promise<null>((resolve) => arrivals.set(message.id, () => resolve(null)));
  // Rows read so far are counted before waiting for bytes: a server that stalls mid-file shows them.
  const bytes = new ArrivingBytes(message.id, () => rows.send());
  arriving.set(message.id, bytes);
  notBegun.set(message.id, bytes);
  turn = turn.then(() => {
    if (notBegun.get(message.id) !== bytes) return undefined;
    notBegun.delete(message.id);
    return parseJob(message, bytes, rows, columns, arrived);
  });
});
