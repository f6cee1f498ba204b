import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { formatCount } from '../../../shared/format';
import { createWorkerPool } from '../worker-pool';
import type { MeasureJob, Measured, Packed, PackerJob, PackJob } from './pack-messages';

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

const WORKER_SOURCE = join(__dirname, 'pack-worker.ts');

const rowsOf = ({ table, firstRow, endRow }: PackPlace): string =>
  `rows ${formatCount(firstRow + 1)}–${formatCount(endRow)} of ${table}`;

/** What a job was doing, for a failure's message. */
export const doing = (place: PackPlace): string =>
  place.file === null ? `measuring ${rowsOf(place)}` : `writing ${place.file} (${rowsOf(place)})`;

/**
 * Up to `size` pack workers (at least one), started as jobs come (createWorkerPool): a worker that
 * throws fails that job with the row it was at; one that dies fails every job it held.
 */
export function createPackPool(size = availableParallelism(), hooks: PackPoolHooks = {}): PackPool {
  const pool = createWorkerPool<PackerJob, Measured | Packed, PackPlace>({
    name: 'pack-worker',
    source: WORKER_SOURCE,
    size,
    threw: (place, reply) => {
      const at = reply.row === null ? '' : ` at row ${formatCount(reply.row + 1)}`;
      const what = doing(place);
      const message = `${what[0]!.toUpperCase()}${what.slice(1)} failed${at}: ${reply.message}`;
      return new PackError(message, place, reply.row, reply.code);
    },
    died: (place, how) => new PackError(`The pack worker ${how} while ${doing(place)}`, place, null),
    crashOn: hooks.crashOn,
  });
  return {
    size: pool.size,
    measure: (job, place) => pool.run({ ...job, type: 'measure' }, place) as Promise<Measured>,
    pack: (job, place) => pool.run({ ...job, type: 'pack' }, place) as Promise<Packed>,
    stop: pool.stop,
    liveWorkers: pool.liveWorkers,
    close: pool.close,
  };
}
