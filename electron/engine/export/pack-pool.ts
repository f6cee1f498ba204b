import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { CheckError, checkFailed, handedOver, type CheckPool } from '../checks/check-pool';
import type { CheckTopic, PartitionChecked, RowsChecked } from '../checks/check-messages';
import { createWorkerPool, type JobSeen } from '../worker-pool';
import { systemFacts } from '../worker-failure';
import type { MeasureJob, Measured, Packed, PackerJob, PackJob, SliceDone, SliceJob } from './pack-messages';
import type { MemberReader, Unpacked } from '../project/project-work-messages';
import {
  checkingWording,
  diedWording,
  packingWording,
  readingWording,
  rowsWording,
  threwWording,
} from '../worker-failure-wording';

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
    system: { code?: string; path?: string } = {},
  ) {
    super(message);
    Object.assign(this, system);
  }
}

export interface PackPoolHooks {
  /** A test seam: true terminates the worker a job goes to just after the job is sent, as a crash would. */
  crashOn?(place: PackPlace): boolean;
  /** A test seam: true terminates the worker reading member `member` of a project file (as crashOn). */
  crashReading?(member: number): boolean;
  /** A bench's seam: each job answered, with its worker and times (a check job's place is its rows' text). */
  seen?(job: JobSeen<JobPlace>): void;
  /** Workers it may run beyond `size` at this moment, lent by another pool (WorkerPoolOptions.borrowed). */
  borrowed?(): number;
}

/**
 * Worker threads that measure rows and write whole sitemap files from columns (see
 * packTableInParallel); they check rows too, so an export's every job can run on one pool of them
 * (as a CheckPool, or a slice checked and measured in one job).
 */
export interface PackPool extends CheckPool, MemberReader {
  measure(job: Omit<MeasureJob, 'type'>, place: PackPlace): Promise<Measured>;
  /** Measures a slice whose columns are handed over (unusable here after), and checks it when `check` is given. */
  measureAndCheck(job: Omit<SliceJob, 'type'>, place: PackPlace): Promise<SliceDone>;
  pack(job: Omit<PackJob, 'type'>, place: PackPlace): Promise<Packed>;
  /** Starts its workers now, as many as can run at once (WorkerPool.startAll): a CLI starts them while its project opens. */
  startWorkers(): void;
}

const WORKER_SOURCE = join(__dirname, 'pack-worker.ts');

/** A project file's member a job reads (its number in the file). */
export interface MemberRead {
  member: number;
}

/** What a job was doing, for a failure's message. */
const doing = (place: PackPlace | MemberRead): string =>
  'member' in place
    ? readingWording(place.member)
    : packingWording(rowsWording(place.table, place.firstRow, place.endRow), place.file);

/** What a job is about: rows measured or a file written from them, a member read, or a check (its topic). */
export type JobPlace = PackPlace | MemberRead | CheckTopic;

/** Whether a job is a check (its place a CheckTopic). */
const isCheck = (place: JobPlace): place is CheckTopic => 'check' in place;

/**
 * Up to `size` pack workers (at least one), started as jobs come (createWorkerPool): a worker that
 * throws fails that job with the row it was at; one that dies fails every job it held.
 */
export function createPackPool(size = availableParallelism(), hooks: PackPoolHooks = {}): PackPool {
  // A check job's place is its topic, as on a check pool.
  const pool = createWorkerPool<
    PackerJob,
    Measured | Packed | SliceDone | RowsChecked | PartitionChecked | Unpacked,
    JobPlace
  >({
    name: 'pack-worker',
    source: WORKER_SOURCE,
    size,
    threw: (place, reply) => {
      if (isCheck(place)) return checkFailed(place, reply);
      const message = threwWording(doing(place), reply.row, reply.message);
      if ('member' in place) return Object.assign(new Error(message), systemFacts(reply));
      return new PackError(message, place, reply.row, systemFacts(reply));
    },
    died: (place, how) =>
      isCheck(place)
        ? new CheckError(diedWording('pack', how, checkingWording(place)), null)
        : 'member' in place
          ? new Error(diedWording('pack', how, doing(place)))
          : new PackError(diedWording('pack', how, doing(place)), place, null),
    crashOn: (place) =>
      !isCheck(place) &&
      ('member' in place ? (hooks.crashReading?.(place.member) ?? false) : (hooks.crashOn?.(place) ?? false)),
    seen: hooks.seen,
    borrowed: hooks.borrowed,
  });
  return {
    get size() {
      return pool.size;
    },
    measure: (job, place) => pool.run({ ...job, type: 'measure' }, place) as Promise<Measured>,
    measureAndCheck: (job, place) =>
      pool.run({ ...job, type: 'slice' }, place, handedOver(job.slice)) as Promise<SliceDone>,
    // A file's job is the longest (its gzip): posted before the shorter jobs waiting.
    pack: (job, place) => pool.run({ ...job, type: 'pack' }, place, [], true) as Promise<Packed>,
    checkRows: (job, what) => pool.run({ ...job, type: 'rows' }, what, handedOver(job.slice)) as Promise<RowsChecked>,
    findDuplicates: (job, what) => pool.run({ ...job, type: 'partition' }, what) as Promise<PartitionChecked>,
    // The member's bytes go over to the worker: it reads them into shared memory (slice-memory.ts).
    // Posted before the checks waiting, as a file's job is: the open waits for each member in order,
    // and the checks wait for the rows it opens.
    unpack: (job, member) =>
      pool.run({ ...job, type: 'unpack' }, { member }, [job.member.buffer as ArrayBuffer], true) as Promise<Unpacked>,
    startWorkers: pool.startAll,
    stop: pool.stop,
    liveWorkers: pool.liveWorkers,
    close: pool.close,
  };
}
