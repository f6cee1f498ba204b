import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../worker-script';
import { columnsFromSlices } from './columnar-rows';
import type { OpenedSource, SourceTarget } from './open-source';
import { receiveError, sendError, type FromParser, type ToParser } from './parse-messages';
import type { ParseContext } from './parse-xml';
import type { ContentParser, ReadOutcome } from './read-content';

/** Chunks of a source sent ahead of the worker's parse: enough to keep it busy, never a whole file. */
const CHUNKS_AHEAD = 4;

/** Worker threads that parse sources, several files at once; the bytes are read on this thread. */
export interface ParsePool {
  parse: ContentParser;
  /** Workers started and not yet exited. */
  liveWorkers(): number;
  /** Stops every worker; parses under way end as cancelled. */
  close(): Promise<void>;
}

export interface ParsePoolHooks {
  /** A test seam: true terminates the worker a file goes to just before the file is sent, as a crash would. */
  crashOn?(location: string): boolean;
  /** A test seam: true counts a file's chunk `index` as sent but never sends it, as a lossy hand-off would. */
  loseChunk?(location: string, index: number): boolean;
}

interface Job {
  context: ParseContext;
  credits: number;
  settled: boolean;
  /** Wakes the pump waiting for credit. */
  wake: (() => void) | null;
  resolve(outcome: ReadOutcome): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
  /** Failed or stopping: given no more files. */
  retired: boolean;
}

const WORKER_SOURCE = join(__dirname, 'parse-worker.ts');

function cancelled(): Error {
  const error = new Error('The import was cancelled');
  error.name = 'AbortError';
  return error;
}

/**
 * Up to `size` parse workers (at least one), started as files arrive: each file goes to an idle
 * worker, or the least busy one. A worker that throws or exits fails the files it holds, with why;
 * the others go on, and a new worker takes the next file.
 */
export function createParsePool(size: number, hooks: ParsePoolHooks = {}): ParsePool {
  const slots: Slot[] = [];
  let live = 0;
  let closed = false;
  let nextId = 0;
  /** Files waiting for a worker to be free. */
  const waiting: Array<() => void> = [];

  function settle(slot: Slot, id: number): Job | undefined {
    const job = slot.jobs.get(id);
    slot.jobs.delete(id);
    if (!job) return undefined;
    job.settled = true;
    job.wake?.();
    waiting.shift()?.();
    return job;
  }

  function failAll(slot: Slot, error: Error): void {
    slot.retired = true;
    for (const id of [...slot.jobs.keys()]) settle(slot, id)?.reject(error);
  }

  function received(slot: Slot, message: FromParser): void {
    const job = slot.jobs.get(message.id);
    if (!job) return;
    if (message.type === 'pull') {
      job.credits++;
      job.wake?.();
    } else if (message.type === 'rows') {
      for (let i = 0; i < message.count; i++) job.context.onRow();
    } else {
      for (let i = 0; i < message.rows; i++) job.context.onRow();
      settle(slot, message.id);
      if (message.type === 'failed') return job.reject(receiveError(message.error));
      for (const item of message.problems) job.context.report(item);
      job.resolve({ file: message.file, columns: columnsFromSlices(message.slices), children: message.children });
    }
  }

  function start(): Slot {
    const slot: Slot = { worker: startWorker('parse-worker', WORKER_SOURCE), jobs: new Map(), retired: false };
    live++;
    slot.worker.on('message', (message: FromParser) => received(slot, message));
    slot.worker.on('error', (error) => failAll(slot, new Error(`The parse worker failed: ${error.message}`)));
    slot.worker.on('exit', (code) => {
      live--;
      slots.splice(slots.indexOf(slot), 1);
      waiting.shift()?.();
      failAll(slot, closed ? cancelled() : new Error(`The parse worker stopped (exit code ${code})`));
    });
    slots.push(slot);
    return slot;
  }

  /**
   * An idle worker, a new one while fewer than `size` run, or null: one file at a time per worker,
   * so each worker's heap holds one file's rows (interleaving files measured slower: more to collect).
   */
  function pick(): Slot | null {
    const working = slots.filter((slot) => !slot.retired);
    const idle = working.find((slot) => slot.jobs.size === 0);
    if (idle) return idle;
    return working.length < Math.max(1, size) ? start() : null;
  }

  /** Sends a source's bytes as the worker asks for them; stops reading once the parse is over. */
  async function pump(
    opened: OpenedSource,
    job: Job,
    post: (message: ToParser, transfer?: ArrayBuffer[]) => void,
    id: number,
  ): Promise<void> {
    let sent = 0;
    let index = 0;
    try {
      for await (const chunk of opened.chunks) {
        while (job.credits === 0 && !job.settled) await new Promise<void>((wake) => (job.wake = wake));
        if (job.settled) return;
        job.credits--;
        // A copy of its own, to transfer: the source may hold the chunk's memory.
        const bytes = new Uint8Array(chunk);
        sent += bytes.byteLength;
        if (hooks.loseChunk?.(opened.location, index++)) {
          job.credits++;
          continue;
        }
        post({ type: 'chunk', id, bytes }, [bytes.buffer]);
      }
      if (!job.settled) post({ type: 'end', id, bytes: sent });
    } catch (error) {
      if (!job.settled) post({ type: 'error', id, error: sendError(error) });
    }
  }

  const parse: ContentParser = async (opened, target: SourceTarget, maxBytes, context) => {
    let slot = pick();
    while (slot === null) {
      if (closed) {
        await opened.close();
        throw cancelled();
      }
      await new Promise<void>((wake) => waiting.push(wake));
      slot = closed ? null : pick();
    }
    const id = nextId++;
    const post = (message: ToParser, transfer: ArrayBuffer[] = []): void => slot.worker.postMessage(message, transfer);
    return new Promise<ReadOutcome>((resolve, reject) => {
      const job: Job = { context, credits: CHUNKS_AHEAD, settled: false, wake: null, resolve, reject };
      slot.jobs.set(id, job);
      if (hooks.crashOn?.(opened.location)) {
        slot.retired = true;
        void slot.worker.terminate();
      }
      post({ type: 'job', id, location: opened.location, target, maxBytes });
      void pump(opened, job, post, id);
    });
  };

  return {
    parse,
    liveWorkers: () => live,
    async close() {
      closed = true;
      for (const wake of waiting.splice(0)) wake();
      await Promise.all(slots.map((slot) => slot.worker.terminate()));
    },
  };
}
