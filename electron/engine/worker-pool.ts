import type { Worker } from 'node:worker_threads';
import { endWorker } from './end-worker';
import type { WorkerFailure } from './worker-failure';
import { startWorker } from './worker-script';
import { diedHow } from './worker-failure-wording';
import { startedAhead } from './started-ahead';

/** What a pool's worker answers a job with: its result, or what it threw (at which stored row, when known). */
export type WorkerReply<R> =
  ({ id: number; type: 'failed'; row: number | null } & WorkerFailure) | { id: number; type: string; result: R };

export interface WorkerPoolOptions<P> {
  /** The entry's name (`<name>.js` when built) and its TypeScript source (run from source). */
  name: string;
  source: string;
  size: number;
  /**
   * Workers it may run beyond `size` at this moment: threads another pool leaves idle (a streaming
   * export's parse workers with nothing to parse lend theirs to its pack workers). Asked as a job
   * waits for a worker; a worker started on a loan is kept, and given jobs only while lent.
   */
  borrowed?(): number;
  /** The error a job fails with when its worker threw. */
  threw(place: P, reply: WorkerFailure & { row: number | null }): Error;
  /** The error a job fails with when its worker died: `how` says how ("stopped (exit code 1)", diedHow). */
  died(place: P, how: string): Error;
  /** A test seam: true terminates the worker a job goes to, the job held and never answered, as a crash would. */
  crashOn?(place: P): boolean;
  /** A bench's seam: told of each job answered, which worker ran it and when (see JobSeen). */
  seen?(job: JobSeen<P>): void;
}

/** A job as this thread saw it: posted to worker `worker` (counted from 0 as started), answered at `answered` (performance.now()). */
export interface JobSeen<P> {
  worker: number;
  place: P;
  posted: number;
  answered: number;
}

/** Worker threads that run jobs, each job about some place (rows of a table) its failure names. */
export interface WorkerPool<J, R, P> {
  /** The most workers it runs at this moment (`size`, and any it may borrow). */
  readonly size: number;
  /**
   * `transfer`: buffers of the job handed over rather than copied (the caller must not touch them
   * after). A `long` job is posted before the short ones waiting. The job is copied when it is
   * posted, which may be later: the caller must not change it meanwhile.
   */
  run(job: J, place: P, transfer?: readonly ArrayBuffer[], long?: boolean): Promise<R>;
  /**
   * Starts its workers now rather than as jobs come, so that their start-up overlaps other work (a
   * CLI's project opening): as many as can run at once (startedAhead), the rest as jobs wait for them.
   * A worker that cannot be started is left to the first job, which fails as it would have.
   */
  startAll(): void;
  /**
   * Stops every worker that has a job under way: their jobs reject as cancelled at once, and the
   * workers are asked to end (end-worker.ts). Resolves once none of them runs, nor any worker that
   * died before (its own exit fails its job as died).
   */
  stop(): Promise<void>;
  /** Workers started and not yet exited. */
  liveWorkers(): number;
  /**
   * Cancels the jobs waiting and ends every worker, as stop does its busy ones; for good: a job given
   * after it rejects as cancelled, and no worker starts again.
   */
  close(): Promise<void>;
}

interface Pending<R, P> {
  place: P;
  /** When it was posted to its worker. */
  posted: number;
  long: boolean;
  resolve(result: R): void;
  reject(error: Error): void;
}

interface Slot<R, P> {
  worker: Worker;
  /** The worker's number, in the order they were started. */
  number: number;
  jobs: Map<number, Pending<R, P>>;
  /** Failed, crashed or stopping: given no more jobs, its exit under way. */
  retired: boolean;
  /** Asked to end by stop or close: its exit is no failure. */
  stopping: boolean;
  exited: Promise<void>;
}

function cancelled(): Error {
  const error = new Error('The job was cancelled');
  error.name = 'AbortError';
  return error;
}

/**
 * Up to `size` workers (at least one), started as jobs come. A job waits here until a worker is free
 * (a job posted to a busy worker could wait there while another worker idles, at the end of a phase
 * above all), long jobs before short ones. A worker that throws fails that job (`threw`); one that
 * dies fails the job it held (`died`); the pool starts another for the jobs waiting. `stop` and
 * `close` cancel the jobs waiting.
 */
export function createWorkerPool<J extends object, R, P>(options: WorkerPoolOptions<P>): WorkerPool<J, R, P> {
  const slots: Slot<R, P>[] = [];
  const own = Math.max(1, options.size);
  const most = (): number => own + Math.max(0, options.borrowed?.() ?? 0);
  let live = 0;
  let started = 0;
  let nextId = 0;
  /** Closed: no job runs and no worker starts any more (one started then would keep the process alive). */
  let closed = false;
  /** Jobs not yet posted, in the order they go: the long ones (longWaiting of them) first. */
  const waiting: { job: J; id: number; pending: Pending<R, P>; transfer: readonly ArrayBuffer[] }[] = [];
  let longWaiting = 0;

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
    options.seen?.({ worker: slot.number, place: job.place, posted: job.posted, answered: performance.now() });
    if ('result' in reply) job.resolve(reply.result);
    else job.reject(options.threw(job.place, reply));
    post();
  }

  function start(): Slot<R, P> {
    const worker = startWorker(options.name, options.source);
    let exited!: () => void;
    const slot: Slot<R, P> = {
      worker,
      number: started++,
      jobs: new Map(),
      retired: false,
      stopping: false,
      exited: new Promise((resolve) => (exited = resolve)),
    };
    live++;
    worker.on('message', (reply: WorkerReply<R>) => received(slot, reply));
    worker.on('error', (error) => failAll(slot, (place) => options.died(place, diedHow({ reason: error.message }))));
    worker.on('exit', (code) => {
      live--;
      slots.splice(slots.indexOf(slot), 1);
      failAll(slot, (place) => (slot.stopping ? cancelled() : options.died(place, diedHow({ code }))));
      exited();
      // The jobs still waiting go to a worker started in its place.
      post();
    });
    slots.push(slot);
    return slot;
  }

  /**
   * A free worker (started if there is room for one), or null while every worker has a job or as many
   * as it may run now do: a worker started on a loan taken back idles until lent again.
   */
  function free(): Slot<R, P> | null {
    const working = slots.filter((slot) => !slot.retired);
    const room = most();
    if (working.filter((slot) => slot.jobs.size > 0).length >= room) return null;
    const idle = working.find((slot) => slot.jobs.size === 0);
    if (idle) return idle;
    return working.length < room ? start() : null;
  }

  /**
   * Posts waiting jobs to free workers, the long ones first. It runs from workers' message and exit
   * handlers too, where a throw would be uncaught and leave jobs waiting forever: a worker that cannot
   * be started, with no other at work, fails the jobs waiting for one, and a job that cannot be posted
   * (not cloneable, no memory to copy it) fails alone, its worker free for the next.
   */
  function post(): void {
    while (waiting.length > 0) {
      let slot: Slot<R, P> | null;
      try {
        slot = free();
      } catch (error) {
        // Workers still at work take the jobs waiting when they are done; with none, nothing will.
        if (slots.some((slot) => !slot.retired)) return;
        longWaiting = 0;
        for (const { pending } of waiting.splice(0)) pending.reject(error as Error);
        return;
      }
      if (!slot) return;
      const { job, id, pending, transfer } = waiting.shift()!;
      longWaiting -= pending.long ? 1 : 0;
      pending.posted = performance.now();
      slot.jobs.set(id, pending);
      if (options.crashOn?.(pending.place)) {
        // A test's crash: the worker is stopped before the job reaches it, so it dies holding the job
        // (stopped after the post, a quick job could be answered first). A free worker has answered
        // every job it was given, a reply being the last thing a pack or check job does: it is idle
        // (or still loading its entry), never inside a zlib call, so this terminate cannot abort the
        // process as one mid-job could (take-messages.ts).
        slot.retired = true;
        void slot.worker.terminate();
        continue;
      }
      try {
        slot.worker.postMessage({ ...job, id }, [...transfer]);
      } catch (error) {
        slot.jobs.delete(id);
        pending.reject(error as Error);
      }
    }
  }

  function startAll(): void {
    if (closed) return;
    try {
      const ahead = startedAhead(own);
      while (slots.filter((slot) => !slot.retired).length < ahead) start();
    } catch {
      // The first job that needs a worker starts one and fails with why it could not.
    }
  }

  function run(job: J, place: P, transfer: readonly ArrayBuffer[] = [], long = false): Promise<R> {
    if (closed) return Promise.reject(cancelled());
    const id = nextId++;
    return new Promise<R>((resolve, reject) => {
      const pending: Pending<R, P> = { place, posted: NaN, long, resolve, reject };
      // A long job goes before every short one waiting, after the long ones: the last jobs of a
      // phase are then short ones, which the workers share, rather than one long job while the others idle.
      const at = long ? longWaiting++ : waiting.length;
      waiting.splice(at, 0, { job, id, pending, transfer });
      post();
    });
  }

  /** Every job not yet posted, failed as cancelled. */
  function cancelWaiting(): void {
    const cancelledJobs = waiting.splice(0);
    longWaiting = 0;
    for (const { pending } of cancelledJobs) pending.reject(cancelled());
  }

  /**
   * Cancels the jobs waiting and those of the workers it stops (all, or those at work), at once,
   * then asks those workers to end and waits for them. A worker already retired (crashed or failed)
   * is left to its exit, which fails its job as died, not cancelled; it is waited for too.
   */
  async function stop(busyOnly: boolean): Promise<void> {
    cancelWaiting();
    const dying = slots.filter((slot) => slot.retired);
    const stopping = slots.filter((slot) => !slot.retired && (!busyOnly || slot.jobs.size > 0));
    for (const slot of stopping) {
      slot.stopping = true;
      failAll(slot, cancelled);
    }
    await Promise.all([
      ...stopping.map((slot) => endWorker(slot.worker, slot.exited)),
      ...dying.map((slot) => slot.exited),
    ]);
  }

  const close = (): Promise<void> => {
    closed = true;
    return stop(false);
  };
  return {
    get size() {
      return most();
    },
    run,
    startAll,
    stop: () => stop(true),
    liveWorkers: () => live,
    close,
  };
}
