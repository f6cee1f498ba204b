import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { formatCount } from '../../../shared/format';
import { startWorker } from '../worker-script';
import type { FromPacker, MeasureJob, Measured, Packed, PackerJob, PackJob } from './pack-messages';

/** Which rows of which table a job is about, and the file it writes (null while rows are only measured). */
export interface PackPlace {
  table: string;
  file: string | null;
  /** Stored rows [firstRow, endRow), 0-based. */
  firstRow: number;
  endRow: number;
}

/** A pack job that failed: its worker threw (at `row`, when known) or died. The message names the file and rows. */
export class PackError extends Error {
  override readonly name = 'PackError';
  constructor(
    message: string,
    readonly place: PackPlace,
    /** The stored row (0-based) being written when it failed; null when not known. */
    readonly row: number | null,
    readonly code?: string,
  ) {
    super(message);
  }
}

export interface PackPoolHooks {
  /** A test seam: true terminates the worker a job goes to just after the job is sent, as a crash would. */
  crashOn?(place: PackPlace): boolean;
}

/** Worker threads that measure rows and write whole sitemap files from columns (see packTableInParallel). */
export interface PackPool {
  /** The most workers it runs. */
  readonly size: number;
  measure(job: Omit<MeasureJob, 'type'>, place: PackPlace): Promise<Measured>;
  pack(job: Omit<PackJob, 'type'>, place: PackPlace): Promise<Packed>;
  /** Terminates every worker that has a job under way (their jobs reject as cancelled); resolves once none runs. */
  stop(): Promise<void>;
  /** Workers started and not yet exited. */
  liveWorkers(): number;
  close(): Promise<void>;
}

interface Pending {
  place: PackPlace;
  resolve(result: Measured | Packed): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Pending>;
  /** Failed or stopping: given no more jobs. */
  retired: boolean;
  stopping: boolean;
  exited: Promise<void>;
}

const WORKER_SOURCE = join(__dirname, 'pack-worker.ts');

const rowsOf = ({ table, firstRow, endRow }: PackPlace): string =>
  `rows ${formatCount(firstRow + 1)}–${formatCount(endRow)} of ${table}`;

/** What a job was doing, for a failure's message. */
export const doing = (place: PackPlace): string =>
  place.file === null ? `measuring ${rowsOf(place)}` : `writing ${place.file} (${rowsOf(place)})`;

function cancelled(): Error {
  const error = new Error('The export was cancelled');
  error.name = 'AbortError';
  return error;
}

/**
 * Up to `size` pack workers (at least one), started as jobs come: each job goes to an idle worker, or
 * the least busy one, and a worker runs its jobs in order. A worker that throws fails that job with
 * the row it was at; one that dies fails every job it held; the pool starts another for later jobs.
 */
export function createPackPool(size = availableParallelism(), hooks: PackPoolHooks = {}): PackPool {
  const slots: Slot[] = [];
  const most = Math.max(1, size);
  let live = 0;
  let nextId = 0;

  function failAll(slot: Slot, error: (place: PackPlace) => Error): void {
    slot.retired = true;
    const jobs = [...slot.jobs.values()];
    slot.jobs.clear();
    for (const job of jobs) job.reject(error(job.place));
  }

  function received(slot: Slot, reply: FromPacker): void {
    const job = slot.jobs.get(reply.id);
    if (!job) return;
    slot.jobs.delete(reply.id);
    if (reply.type !== 'failed') return job.resolve(reply.result);
    const at = reply.row === null ? '' : ` at row ${formatCount(reply.row + 1)}`;
    const what = doing(job.place);
    const message = `${what[0]!.toUpperCase()}${what.slice(1)} failed${at}: ${reply.message}`;
    job.reject(new PackError(message, job.place, reply.row, reply.code));
  }

  function start(): Slot {
    const worker = startWorker('pack-worker', WORKER_SOURCE);
    let exited!: () => void;
    const slot: Slot = {
      worker,
      jobs: new Map(),
      retired: false,
      stopping: false,
      exited: new Promise((resolve) => (exited = resolve)),
    };
    live++;
    worker.on('message', (reply: FromPacker) => received(slot, reply));
    worker.on('error', (error) =>
      failAll(
        slot,
        (place) => new PackError(`The pack worker failed (${error.message}) while ${doing(place)}`, place, null),
      ),
    );
    worker.on('exit', (code) => {
      live--;
      slots.splice(slots.indexOf(slot), 1);
      failAll(slot, (place) =>
        slot.stopping
          ? cancelled()
          : new PackError(`The pack worker stopped (exit code ${code}) while ${doing(place)}`, place, null),
      );
      exited();
    });
    slots.push(slot);
    return slot;
  }

  function pick(): Slot {
    const working = slots.filter((slot) => !slot.retired);
    const idle = working.find((slot) => slot.jobs.size === 0);
    if (idle) return idle;
    if (working.length < most) return start();
    return working.reduce((least, slot) => (slot.jobs.size < least.jobs.size ? slot : least));
  }

  function run<R extends Measured | Packed>(job: PackerJob, place: PackPlace): Promise<R> {
    const slot = pick();
    const id = nextId++;
    return new Promise<R>((resolve, reject) => {
      slot.jobs.set(id, { place, resolve: resolve as (result: Measured | Packed) => void, reject });
      // The slices are copied as they are posted: the caller may send them again for another file.
      slot.worker.postMessage({ ...job, id });
      if (hooks.crashOn?.(place)) {
        slot.retired = true;
        void slot.worker.terminate();
      }
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

  return {
    size: most,
    measure: (job, place) => run<Measured>({ ...job, type: 'measure' }, place),
    pack: (job, place) => run<Packed>({ ...job, type: 'pack' }, place),
    stop: () => stop(true),
    liveWorkers: () => live,
    close: () => stop(false),
  };
}
