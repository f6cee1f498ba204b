import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { endWorker } from '../end-worker';
import { startWorker } from '../worker-script';
import { stopRequest } from '../worker-stop';
import { systemFacts } from '../worker-failure';
import type { FromProjectWorker, MemberReader, PackRecords, ProjectJob, Unpacked } from './project-work-messages';
import { diedHow, diedWording } from '../worker-failure-wording';

/** Worker threads that write and read a project file's members (project-worker.ts). */
export interface ProjectPool extends MemberReader {
  pack(job: PackRecords): Promise<Buffer>;
  /**
   * Stops every worker: jobs under way reject at once, and the workers are asked to end and waited for
   * (end-worker.ts). A job given once it has begun rejects at once (ProjectWorkerError).
   */
  close(): Promise<void>;
}

export interface ProjectPoolHooks {
  /** A test seam: true makes the worker the `n`th job (from 0) goes to exit (code 1) before reading it, as a crash would. */
  crashOn?(n: number): boolean;
}

/** A worker that died or failed outside a job's own work: the save or open it served names its file. */
export class ProjectWorkerError extends Error {
  override readonly name = 'ProjectWorkerError';
}

interface Slot {
  worker: Worker;
  jobs: Map<number, { resolve(result: unknown): void; reject(error: Error): void }>;
  /** Crashed by the test seam: given no more jobs, its exit under way. */
  retired: boolean;
  exited: Promise<void>;
}

const WORKER_SOURCE = join(__dirname, 'project-worker.ts');

/**
 * Below this many members (a member is about 20,000 rows), starting workers costs more than they
 * save: unless told how many workers to use, such a project is written and read on the calling thread.
 */
export const MEMBERS_WORTH_WORKERS = 5;

/** The worker count a project save or open uses unless told: one per core the machine offers. */
export const projectWorkers = (): number => availableParallelism();

/**
 * Up to `size` project workers, started as jobs come; each job goes to the least busy worker. A job
 * that throws rejects with the worker's message (and code); a worker that dies rejects every job it held.
 */
export function createProjectPool(size = projectWorkers(), hooks: ProjectPoolHooks = {}): ProjectPool {
  const slots: Slot[] = [];
  const most = Math.max(1, size);
  let nextId = 0;
  /** close() has begun: its workers were asked to end, so a job posted to one would die with it. */
  let closing = false;

  function start(): Slot {
    const worker = startWorker('project-worker', WORKER_SOURCE);
    let exited!: () => void;
    const slot: Slot = {
      worker,
      jobs: new Map(),
      retired: false,
      exited: new Promise((resolve) => (exited = resolve)),
    };
    const failAll = (message: string): void => {
      const at = slots.indexOf(slot);
      if (at !== -1) slots.splice(at, 1);
      for (const job of slot.jobs.values()) job.reject(new ProjectWorkerError(message));
      slot.jobs.clear();
    };
    worker.on('message', (reply: FromProjectWorker) => {
      const job = slot.jobs.get(reply.id);
      if (!job) return;
      slot.jobs.delete(reply.id);
      if (reply.type === 'done') job.resolve(reply.result);
      else job.reject(Object.assign(new Error(reply.message), systemFacts(reply)));
    });
    worker.on('error', (error) => failAll(diedWording('project', diedHow({ reason: error.message }))));
    worker.on('exit', (code) => {
      failAll(diedWording('project', diedHow({ code })));
      exited();
    });
    slots.push(slot);
    return slot;
  }

  function run<R>(job: ProjectJob, transfer: ArrayBuffer[] = []): Promise<R> {
    if (closing) return Promise.reject(new ProjectWorkerError('the project pool is closing: it takes no more jobs'));
    const working = slots.filter((s) => !s.retired);
    const slot =
      working.find((s) => s.jobs.size === 0) ??
      (working.length < most ? start() : working.reduce((least, s) => (s.jobs.size < least.jobs.size ? s : least)));
    const id = nextId++;
    return new Promise<R>((resolve, reject) => {
      slot.jobs.set(id, { resolve: resolve as (result: unknown) => void, reject });
      if (hooks.crashOn?.(id)) {
        // A test's crash: the worker, which may be inside a job it holds, is asked to exit (code 1)
        // before this one, so it ends between its jobs (never inside a zlib call, take-messages.ts)
        // and dies holding this one.
        slot.retired = true;
        slot.worker.postMessage(stopRequest(1));
      }
      slot.worker.postMessage({ ...job, id }, transfer);
    });
  }

  return {
    size: most,
    // A worker's Buffer arrives as a plain Uint8Array.
    pack: async (job) => {
      const bytes = await run<Uint8Array>({ ...job, type: 'pack' });
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    unpack: (job) => run<Unpacked>({ ...job, type: 'unpack' }, [job.member.buffer as ArrayBuffer]),
    // A crashed worker is left to its exit, which fails its jobs as stopped (exit code 1).
    close: async () => {
      closing = true;
      const all = [...slots];
      const stopping = all.filter((slot) => !slot.retired);
      for (const slot of stopping) {
        for (const job of slot.jobs.values()) job.reject(new ProjectWorkerError('a project worker was stopped'));
        slot.jobs.clear();
      }
      await Promise.all(all.map((slot) => (slot.retired ? slot.exited : endWorker(slot.worker, slot.exited))));
    },
  };
}
