import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { sliceBuffers, type UrlColumnsSlice } from '../../../shared/columnar/transfer-slice';
import { systemFacts, type WorkerFailure } from '../worker-failure';
import { createWorkerPool } from '../worker-pool';
import type { CheckerJob, CheckTopic, PartitionChecked, PartitionJob, RowsChecked, RowsJob } from './check-messages';
import { checkingWording, diedWording, threwWording } from '../worker-failure-wording';

/**
 * A check job that failed: its worker threw (at `row`, 0-based, when known) or died. The message names
 * the table and rows; a system error's code and file (a spill on a full disk) are kept (systemFacts).
 */
export class CheckError extends Error {
  override readonly name = 'CheckError';
  constructor(
    message: string,
    readonly row: number | null,
    system: { code?: string; path?: string } = {},
  ) {
    super(message);
    Object.assign(this, system);
  }
}

export interface CheckPoolHooks {
  /** A test seam: true terminates the worker a job goes to just after the job is sent, as a crash would. */
  crashOn?(what: CheckTopic): boolean;
}

/** Worker threads that check rows and find duplicate locs (see ParallelValidation). */
export interface CheckPool {
  /** The most workers it runs. */
  readonly size: number;
  /**
   * `what`: the rows (or partition) the job is about, worded for a failure's message only ("rows
   * 1–25,000 of pages"). The job's slice is handed over (made for the job: unusable after), not copied again.
   */
  checkRows(job: Omit<RowsJob, 'type'>, what: CheckTopic): Promise<RowsChecked>;
  findDuplicates(job: Omit<PartitionJob, 'type'>, what: CheckTopic): Promise<PartitionChecked>;
  /** Terminates every worker that has a job under way (their jobs reject as cancelled); resolves once none runs. */
  stop(): Promise<void>;
  /** Workers started and not yet exited. */
  liveWorkers(): number;
  close(): Promise<void>;
}

const WORKER_SOURCE = join(__dirname, 'check-worker.ts');

/** The buffers of a slice made for a job, handed over with it rather than copied (each once). */
export const handedOver = (slice: UrlColumnsSlice): ArrayBuffer[] => [...new Set(sliceBuffers(slice))];

/** The error of a check job about `what` whose worker threw (at `reply.row`, when known). */
export function checkFailed(what: CheckTopic, reply: WorkerFailure & { row: number | null }): CheckError {
  return new CheckError(threwWording(checkingWording(what), reply.row, reply.message), reply.row, systemFacts(reply));
}

/**
 * Up to `size` check workers (at least one), started as jobs come (createWorkerPool): a worker that
 * throws fails that job with the row it was at; one that dies fails every job it held.
 */
export function createCheckPool(size = availableParallelism(), hooks: CheckPoolHooks = {}): CheckPool {
  const pool = createWorkerPool<CheckerJob, RowsChecked | PartitionChecked, CheckTopic>({
    name: 'check-worker',
    source: WORKER_SOURCE,
    size,
    threw: checkFailed,
    died: (what, how) => new CheckError(diedWording('check', how, checkingWording(what)), null),
    crashOn: hooks.crashOn,
  });
  return {
    size: pool.size,
    checkRows: (job, what) => pool.run({ ...job, type: 'rows' }, what, handedOver(job.slice)) as Promise<RowsChecked>,
    findDuplicates: (job, what) => pool.run({ ...job, type: 'partition' }, what) as Promise<PartitionChecked>,
    stop: pool.stop,
    liveWorkers: pool.liveWorkers,
    close: pool.close,
  };
}
