import type { Worker } from 'node:worker_threads';
import type { ParseContext } from './parse-xml';
import type { ToParser } from './parse-messages';
import type { ReadOutcome } from './read-content';

/** Chunks of a source sent ahead of the worker's parse: enough to keep it busy, never a whole file. */
export const CHUNKS_AHEAD = 4;

type Opening = Extract<ToParser, { type: 'job' }>;

/**
 * One file on its way to a parse worker. Until the worker takes its first chunk it has not begun it
 * (it may be parsing the file before), so the chunks it was sent are kept: if that worker dies, the
 * file goes to another as if it had never been sent. Once begun, a chunk is dropped as it is taken.
 */
export class ParseJob {
  credits = CHUNKS_AHEAD;
  settled = false;
  /** The worker took a chunk or told rows: it is parsing the file, and its death fails the file. */
  begun = false;
  /** Sent again after its worker was lost: a second worker lost is taken as the file's own doing. */
  handedOver = false;
  /** Asked back from its worker, to go to an idle one. */
  recalled = false;
  /** Wakes the pump waiting for credit. */
  wake: (() => void) | null = null;
  /** Stops listening for the import's cancel, once settled. */
  unwatch: () => void = () => undefined;
  /** The import was cancelled: nothing more of the source is sent, and the job ends as its worker answers (given back unbegun, or read so far). */
  cancelled = false;
  /** Sent and not yet taken, oldest first: the source's own chunks (what was transferred was a copy). */
  private readonly untaken: Uint8Array[] = [];
  /** The end or the read's error, once sent. */
  private last: ToParser | null = null;
  /** What the source comes to, once told (expect). */
  private expected: number | null = null;

  constructor(
    readonly opening: Opening,
    public worker: Worker,
    readonly context: ParseContext,
    readonly resolve: (outcome: ReadOutcome) => void,
    readonly reject: (error: Error) => void,
  ) {}

  get id(): number {
    return this.opening.id;
  }

  /** Nothing more of the source is to be sent: the job is settled, or cancelled. */
  get over(): boolean {
    return this.settled || this.cancelled;
  }

  /** Sends a chunk of the source; what is transferred is a copy (the source may hold the chunk's memory). */
  sendChunk(chunk: Uint8Array): void {
    this.untaken.push(chunk);
    this.post(chunk);
  }

  /** Sends the end of the source, or why it could not be read to its end. */
  sendLast(message: Extract<ToParser, { type: 'end' | 'error' }>): void {
    this.last = message;
    this.worker.postMessage(message);
  }

  /**
   * Tells the worker the source has all arrived, and what it comes to where known (null: not known):
   * it sizes the file's columns by it, and checks a download's gzip on past its parse's stop only then.
   */
  expect(bytes: number | null): void {
    if (this.settled) return;
    if (bytes !== null) this.expected = bytes;
    this.worker.postMessage({ type: 'expect', id: this.id, bytes } satisfies ToParser);
  }

  /** The worker took the oldest chunk sent. */
  taken(): void {
    this.begun = true;
    this.untaken.shift();
    this.credits++;
    this.wake?.();
  }

  /** Sends the file again, from its start, to another worker: the job, every chunk kept, and its end if sent. */
  handTo(worker: Worker): void {
    this.worker = worker;
    this.recalled = false;
    worker.postMessage(this.expected === null ? this.opening : { ...this.opening, expectedBytes: this.expected });
    for (const chunk of this.untaken) this.post(chunk);
    if (this.last) worker.postMessage(this.last);
  }

  private post(chunk: Uint8Array): void {
    const bytes = new Uint8Array(chunk);
    this.worker.postMessage({ type: 'chunk', id: this.id, bytes } satisfies ToParser, [bytes.buffer]);
  }
}
