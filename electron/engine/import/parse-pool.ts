import { setMaxListeners } from 'node:events';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { endWorker } from '../end-worker';
import { startWorker } from '../worker-script';
import { stopRequest } from '../worker-stop';
import { columnsFromSlices } from './columnar-rows';
import type { OpenedSource, SourceTarget } from './open-source';
import { listsSeveralFiles } from './lists-several-files';
import { nextWaitingFile, type WaitingFile } from './next-waiting-file';
import { ParseJob } from './parse-job';
import { receiveError, sendError, type FromParser, type ToParser } from './parse-messages';
import type { ContentParser, ReadOutcome } from './read-content';
import { diedHow, diedWording } from '../worker-failure-wording';
import { startedAhead } from '../started-ahead';
import { importCancelled } from './source-error';

/** Files a worker holds: the one it parses and the next, whose first chunks wait in it to be parsed at once. */
export const FILES_PER_WORKER = 2;

/** Worker threads that parse sources, several files at once; the bytes are read on this thread. */
export interface ParsePool {
  parse: ContentParser;
  /** Workers started and not yet exited. */
  liveWorkers(): number;
  /** Workers parsing a file, or holding one to parse: the others idle. */
  busyWorkers(): number;
  /** Stops every worker: parses under way end as cancelled at once, and the workers are asked to end and waited for (end-worker.ts). */
  close(): Promise<void>;
}

export interface ParsePoolHooks {
  /** A test seam: true makes the worker exit (code 1) as it begins the file (takes its first chunk), as a crash in it would. */
  crashOn?(location: string): boolean;
  /** A test seam: true makes the worker a file is queued on exit (code 1), as it is queued, as a crash in the file before would. */
  crashBehind?(location: string): boolean;
  /** A test seam: true counts a file's chunk `index` as sent but never sends it, as a lossy hand-off would. */
  loseChunk?(location: string, index: number): boolean;
}

interface Waiting extends WaitingFile {
  admit(slot: Slot | null): void;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, ParseJob>;
  /** Failed or stopping: given no more files. */
  retired: boolean;
  /** Killed by a test seam: what it says after is not heard, as from a worker that died then. */
  killed: boolean;
  exited: Promise<void>;
}

/** The parse worker's entry, run from source (the built app has it beside its main as parse-worker.js). */
export const PARSE_WORKER_SOURCE = join(__dirname, 'parse-worker.ts');

/**
 * Up to `size` parse workers (at least one), started as files arrive, or all at once as a file that
 * lists several (an index) begins to be sent (listsSeveralFiles): each file goes to an idle
 * worker, a new one, or one that parses a file and holds no other (FILES_PER_WORKER), so a worker
 * begins its next file the moment it ends one. A worker that throws or exits fails the file it was
 * parsing, with why; a file it held but had not begun goes to another worker, and the others go on.
 */
export function createParsePool(size: number, hooks: ParsePoolHooks = {}): ParsePool {
  const slots: Slot[] = [];
  let live = 0;
  let closed = false;
  let nextId = 0;
  /** Files waiting for room in a worker, oldest first. */
  const waiting: Waiting[] = [];

  const workingSlots = (): Slot[] => slots.filter((slot) => !slot.retired);

  function settle(slot: Slot, job: ParseJob): void {
    slot.jobs.delete(job.id);
    job.settled = true;
    job.unwatch();
    job.wake?.();
    if (waiting.length > 0) admit();
    else if (slot.jobs.size === 0 && !slot.retired) recallQueued();
  }

  /** Gives room in the workers to files waiting (nextWaitingFile picks which), while there is some; none once closed. */
  function admit(): void {
    while (waiting.length > 0) {
      const slot = closed ? null : pick();
      if (slot === null && !closed) return;
      const oldestHeld = Math.min(...slots.flatMap((held) => [...held.jobs.keys()]));
      waiting.splice(nextWaitingFile(waiting, oldestHeld), 1)[0]!.admit(slot);
    }
  }

  /**
   * A worker has nothing to do and no file waits: a file another worker holds queued, not begun, is
   * asked back from it, to go to the idle one (the end of a set: without it, one worker would parse
   * its last two files while the other waits).
   */
  function recallQueued(): void {
    for (const slot of workingSlots()) {
      const queued = [...slot.jobs.values()].at(-1);
      if (slot.jobs.size < FILES_PER_WORKER || !queued || queued.begun || queued.recalled) continue;
      queued.recalled = true;
      return slot.worker.postMessage({ type: 'drop', id: queued.id } satisfies ToParser);
    }
  }

  /** Sends a file not begun to the idle worker, or the least busy: it goes before any new file. */
  function moveOn(job: ParseJob): void {
    const next = (pick() ?? leastBusy())!;
    next.jobs.set(job.id, job);
    job.handTo(next.worker);
  }

  /**
   * Cancels `job` the moment `signal` fires: its pump stops, and its worker is told, which alone knows
   * whether it has begun the file (its first chunk's `pull` may be on its way here). Begun, the worker
   * drops the chunks sent ahead and ends the file at its next chunk of content, answering with the rows
   * read so far, which a cancelled import keeps (as one read on this thread does); not begun, it gives
   * the file back (`dropped`), and the file ends as cancelled.
   */
  function cancelledBy(signal: AbortSignal, job: ParseJob): void {
    const cancel = (): void => {
      if (job.cancelled) return; // told with the other files of its worker
      // Every file of this import the worker holds, in one message, so that a file queued behind the
      // one it parses is given back before that one ends: a worker runs its microtasks between two
      // messages, and a file that ends there begins the next (a stalled download's end: at once).
      const slot = slots.find((each) => each.jobs.get(job.id) === job);
      const told = slot
        ? [...slot.jobs.values()].filter((each) => each.context.signal === signal && !each.cancelled)
        : [job];
      for (const each of told) {
        each.cancelled = true;
        each.wake?.();
      }
      job.worker.postMessage({ type: 'cancel', ids: told.map((each) => each.id) } satisfies ToParser);
    };
    // Each file held listens until it settles: many workers hold more than Node's 10 at once, no leak.
    setMaxListeners(0, signal);
    signal.addEventListener('abort', cancel, { once: true });
    job.unwatch = () => signal.removeEventListener('abort', cancel);
  }

  /** The worker is gone: the file it was parsing fails, one it held unbegun goes to another worker. */
  function lost(slot: Slot, error: Error): void {
    slot.retired = true;
    for (const job of [...slot.jobs.values()]) {
      if (job.begun || job.handedOver || job.cancelled || closed) {
        settle(slot, job);
        job.reject(job.cancelled || closed ? importCancelled() : error);
      } else {
        slot.jobs.delete(job.id);
        job.handedOver = true;
        moveOn(job);
      }
    }
  }

  /**
   * A test's crash. The worker is parsing (it may be inside a gunzip), so it is not terminated, which
   * could abort the process (take-messages.ts): it is asked to exit with code 1, and does so at its
   * next chunk; from now on it is not heard, as if it had died at once.
   */
  function kill(slot: Slot): void {
    slot.retired = true;
    slot.killed = true;
    slot.worker.postMessage(stopRequest(1));
  }

  function received(slot: Slot, message: FromParser): void {
    const job = slot.jobs.get(message.id);
    if (!job || slot.killed) return;
    if (message.type === 'pull') {
      const beginning = !job.begun;
      job.taken();
      if (beginning && hooks.crashOn?.(job.opening.location)) kill(slot);
    } else if (message.type === 'dropped') {
      if (job.cancelled) {
        settle(slot, job);
        return job.reject(importCancelled());
      }
      slot.jobs.delete(job.id);
      moveOn(job);
    } else if (message.type === 'rows') {
      job.begun = true;
      for (let i = 0; i < message.count; i++) job.context.onRow();
    } else {
      for (let i = 0; i < message.rows; i++) job.context.onRow();
      settle(slot, job);
      if (message.type === 'failed') return job.reject(receiveError(message.error));
      for (const item of message.problems) job.context.report(item);
      const { file, slices, facts: columnsFacts, children } = message;
      job.resolve({ file, columns: columnsFromSlices(slices), columnsFacts, children });
    }
  }

  function start(): Slot {
    const worker = startWorker('parse-worker', PARSE_WORKER_SOURCE);
    let exited!: () => void;
    const exit = new Promise<void>((resolve) => (exited = resolve));
    const slot: Slot = { worker, jobs: new Map(), retired: false, killed: false, exited: exit };
    live++;
    worker.on('message', (message: FromParser) => received(slot, message));
    worker.on('error', (error) => lost(slot, new Error(diedWording('parse', diedHow({ reason: error.message })))));
    worker.on('exit', (code) => {
      live--;
      slots.splice(slots.indexOf(slot), 1);
      lost(slot, new Error(diedWording('parse', diedHow({ code }))));
      exited();
      admit();
    });
    slots.push(slot);
    return slot;
  }

  /**
   * An idle worker, a new one while fewer than `size` run, one with room for a file behind its own,
   * or null. One file parsed at a time per worker, so each worker's heap holds one file's rows
   * (interleaving files measured slower: more to collect).
   */
  function pick(): Slot | null {
    const working = workingSlots();
    const idle = working.find((slot) => slot.jobs.size === 0);
    if (idle) return idle;
    if (working.length < Math.max(1, size)) return start();
    return working.find((slot) => slot.jobs.size < FILES_PER_WORKER) ?? null;
  }

  /** Starts the workers an index's files will keep busy, as it is read: as many as can run at once (startedAhead), the rest as files wait. */
  function startAll(): void {
    const ahead = startedAhead(Math.max(1, size));
    while (!closed && workingSlots().length < ahead) start();
    admit();
  }

  /** The worker holding fewest files, full or not (never null while a worker could start). */
  function leastBusy(): Slot | null {
    return workingSlots().reduce<Slot | null>(
      (least, slot) => (least && least.jobs.size <= slot.jobs.size ? least : slot),
      null,
    );
  }

  /** Sends a source's bytes as the worker asks for them; stops reading once the parse is over. */
  async function pump(opened: OpenedSource, job: ParseJob): Promise<void> {
    let sent = 0;
    let chunks = 0;
    try {
      for await (const chunk of opened.chunks) {
        const index = chunks++;
        if (index === 0 && workingSlots().length < Math.max(1, size) && listsSeveralFiles(chunk)) startAll();
        while (job.credits === 0 && !job.over) await new Promise<void>((wake) => (job.wake = wake));
        if (job.over) return;
        job.credits--;
        sent += chunk.byteLength;
        if (hooks.loseChunk?.(opened.location, index)) {
          job.credits++;
          continue;
        }
        job.sendChunk(chunk);
      }
      if (!job.over) job.sendLast({ type: 'end', id: job.id, bytes: sent });
    } catch (error) {
      if (!job.over) job.sendLast({ type: 'error', id: job.id, error: sendError(error) });
    }
  }

  const parse: ContentParser = (opened, target: SourceTarget, maxBytes, context) =>
    new Promise<ReadOutcome>((resolve, reject) => {
      const opening = {
        type: 'job',
        id: nextId++,
        location: opened.location,
        target,
        maxBytes,
        listedPerCode: context.listedPerCode ?? Infinity,
        expectedBytes: opened.inflatedBytes ?? opened.declaredBytes ?? null,
        size: opened.size ?? null,
      } as const;
      // Placed as it is admitted, before any other file is: the room it takes is seen at once.
      const place = (slot: Slot | null): void => {
        if (slot === null || context.signal?.aborted)
          return void opened.close().then(() => reject(importCancelled()), reject);
        const behind = slot.jobs.size > 0;
        const job = new ParseJob(opening, slot.worker, context, resolve, reject);
        slot.jobs.set(job.id, job);
        if (context.signal) cancelledBy(context.signal, job);
        slot.worker.postMessage(opening);
        if (behind && hooks.crashBehind?.(opened.location)) kill(slot);
        // Only a hint: a size never told, or told to a worker gone, changes nothing the parse reads.
        opened.inflatedBytesOnceArrived?.then((bytes) => job.expect(bytes)).catch(() => undefined);
        void pump(opened, job);
      };
      if (closed || context.signal?.aborted) return place(null);
      const slot = waiting.length > 0 ? null : pick();
      if (slot) return place(slot);
      waiting.push({ id: opening.id, size: opened.size ?? 0, admit: place });
      admit();
    });

  return {
    parse,
    liveWorkers: () => live,
    busyWorkers: () => workingSlots().filter((slot) => slot.jobs.size > 0).length,
    // A worker already retired (crashed) is left to its exit; the others' files fail at once.
    async close() {
      closed = true;
      admit();
      const all = [...slots];
      const stopping = all.filter((slot) => !slot.retired);
      for (const slot of stopping) lost(slot, importCancelled());
      await Promise.all(
        all.map((slot) => (stopping.includes(slot) ? endWorker(slot.worker, slot.exited) : slot.exited)),
      );
    },
  };
}
