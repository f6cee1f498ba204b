import type { Worker } from 'node:worker_threads';
import { startWorker } from './worker-script';

/** What a pool's worker answers a job with: its result, or what it threw (at which stored row, when known). */
export type WorkerReply<R> =
  | { id: number; type: 'failed'; message: string; code?: string; row: number | null }
  | { id: number; type: string; result: R };

export interface WorkerPoolOptions<P> {
  /** The entry's name (`<name>.js` when built) and its TypeScript source (run from source). */
  name: string;
  source: string;
  size: number;
  /** The error a job fails with when its worker threw. */
  threw(place: P, reply: { message: string; code?: string; row: number | null }): Error;
  /** The error a job fails with when its worker died: `how` says how ("stopped (exit code 1)"). */
  died(place: P, how: string): Error;
  /** A test seam: true terminates the worker a job goes to, the job held and never answered, as a crash would. */
  crashOn?(place: P): boolean;
}

/** Worker threads that run jobs, each job about some place (rows of a table) its failure names. */
export interface WorkerPool<J, R, P> {
  /** The most workers it runs. */
  readonly size: number;
  /** `transfer`: buffers of the job handed over rather than copied (the caller must not touch them after). */
  run(job: J, place: P, transfer?: readonly ArrayBuffer[]): Promise<R>;
  /** Terminates every worker that has a job under way (their jobs reject as cancelled); resolves once none runs. */
  stop(): Promise<void>;
  /** Workers started and not yet exited. */
  liveWorkers(): number;
  close(): Promise<void>;
}

interface Pending<R, P> {
  place: P;
  resolve(result: R): void;
  reject(error: Error): void;
}

interface Slot<R, P> {
  worker: Worker;
  jobs: Map<number, Pending<R, P>>;
  /** Failed or stopping: given no more jobs. */
  retired: boolean;
  stopping: boolean;
  exited: Promise<void>;
}

function cancelled(): Error {
  const error = new Error('The job was cancelled');
  error.name = 'AbortError';
  return error;
}

/**
 * Up to `size` workers (at least one), started as jobs come: each job goes to an idle worker, or the
 * least busy one, and a worker runs its jobs in order. A worker that throws fails that job (`threw`);
 * one that dies fails every job it held (`died`); the pool starts another for later jobs.
 */
export function createWorkerPool<J extends object, R, P>(options: WorkerPoolOptions<P>): WorkerPool<J, R, P> {
  const slots: Slot<R, P>[] = [];
  const most = Math.max(1, options.size);
  let live = 0;
  let nextId = 0;

  function failAll(slot: Slot<R, P>, error: (place: P) => Error): void {
    slot.retired = true;
    const jobs = [...slot.jobs.values()];
    slot.jobs.clear();
    for (const job of jobs) job.reject(error(job.place));
  }

  function received(slot: Slot<R, P>, reply: WorkerReply<R>): void {
    const job = slot.jobs.get(reply.id);
    if (!job) return;
    slot.jobs.delete(reply.id);
    if ('result' in reply) job.resolve(reply.result);
    else job.reject(options.threw(job.place, reply));
  }

  function start(): Slot<R, P> {
    const worker = startWorker(options.name, options.source);
    let exited!: () => void;
    const slot: Slot<R, P> = {
      worker,
      jobs: new Map(),
      retired: false,
      stopping: false,
      exited: new Promise((resolve) => (exited = resolve)),
    };
    live++;
    worker.on('message', (reply: WorkerReply<R>) => received(slot, reply));
    worker.on('error', (error) => failAll(slot, (place) => options.died(place, `failed (${error.message})`)));
    worker.on('exit', (code) => {
      live--;
      slots.splice(slots.indexOf(slot), 1);
      failAll(slot, (place) => (slot.stopping ? cancelled() : options.died(place, `stopped (exit code ${code})`)));
      exited();
    });
    slots.push(slot);
    return slot;
  }

  function pick(): Slot<R, P> {
    const working = slots.filter((slot) => !slot.retired);
    const idle = working.find((slot) => slot.jobs.size === 0);
    if (idle) return idle;
    if (working.length < most) return start();
    return working.reduce((least, slot) => (slot.jobs.size < least.jobs.size ? slot : least));
  }

  function run(job: J, place: P, transfer: readonly ArrayBuffer[] = []): Promise<R> {
    const slot = pick();
    const id = nextId++;
    return new Promise<R>((resolve, reject) => {
      slot.jobs.set(id, { place, resolve, reject });
      if (options.crashOn?.(place)) {
        // A test's crash: the worker is stopped before the job reaches it, so it dies holding the job
        // (stopped after the post, a quick job could be answered first).
        slot.retired = true;
        void slot.worker.terminate();
        return;
      }
      // What the job holds is copied as it is posted (the caller may send it again), but for what it hands over.
      slot.worker.postMessage({ ...job, id }, [...transfer]);
    });
  }

  async function stop(busyOnly: boolean): Promise<void> {
    const stopping = slots.filter((slot) => !busyOnly || slot.jobs.size > 0);
    for (const slot of stopping) {
      slot.retired = true;
      slot.stopping = true;
      void slot.worker.terminate();
    }
    await Promise.all(stopping.map((slot) => slot.exited));
  }

  return { size: most, run, stop: () => stop(true), liveWorkers: () => live, close: () => stop(false) };
}
