import type { JobPlace } from '../../electron/engine/export/pack-pool';
import type { JobSeen } from '../../electron/engine/worker-pool';
import { fmt, median } from './measure';

type Kind = 'measure' | 'pack' | 'check' | 'duplicates' | 'read';

const kindOf = (place: JobPlace): Kind =>
  'check' in place
    ? place.check === 'duplicates'
      ? 'duplicates'
      : 'check'
    : 'member' in place
      ? 'read'
      : place.file === null
        ? 'measure'
        : 'pack';

/**
 * When each worker of a pool was busy, as this thread saw its jobs (BENCH_TIMELINE=1 prints it): a
 * worker runs its jobs in order, so a job runs from when it was posted or the one before it was
 * answered, whichever is later, until it is answered (message latency counts as busy).
 */
export class JobTimeline {
  private jobs: JobSeen<JobPlace>[] = [];
  private from = 0;

  /** The pool's `seen` hook. */
  readonly seen = (job: JobSeen<JobPlace>): void => void this.jobs.push(job);

  /** Forgets the jobs so far: the next run starts now. */
  start(): void {
    this.jobs = [];
    this.from = performance.now();
  }

  /** One line about the jobs since `start`: span, each worker's busy time, the idle tail, the jobs by kind. */
  summary(): string {
    if (this.jobs.length === 0) return 'no jobs';
    const end = Math.max(...this.jobs.map((job) => job.answered));
    const byWorker = new Map<number, JobSeen<JobPlace>[]>();
    for (const job of this.jobs) byWorker.set(job.worker, [...(byWorker.get(job.worker) ?? []), job]);
    const durations = new Map<Kind, number[]>();
    const workers = [...byWorker.entries()].map(([worker, jobs]) => {
      let free = -Infinity;
      let busy = 0;
      for (const job of jobs.sort((a, b) => a.answered - b.answered)) {
        const start = Math.max(job.posted, free);
        busy += job.answered - start;
        free = job.answered;
        const kind = kindOf(job.place);
        durations.set(kind, [...(durations.get(kind) ?? []), job.answered - start]);
      }
      return { worker, busy, first: Math.min(...jobs.map((job) => job.posted)), last: free };
    });
    const span = end - this.from;
    const tail = end - Math.min(...workers.map((worker) => worker.last));
    const kinds = [...durations.entries()].map(
      ([kind, times]) =>
        `${times.length} ${kind} (median ${fmt(median(times), 0)}, max ${fmt(Math.max(...times), 0)} ms)`,
    );
    const first = Math.min(...workers.map((worker) => worker.first)) - this.from;
    return (
      `span ${fmt(span, 0)} ms (first job posted at ${fmt(first, 0)}); ` +
      workers
        .sort((a, b) => a.worker - b.worker)
        .map(({ worker, busy }) => `worker ${worker} busy ${fmt(busy, 0)} ms (${fmt((100 * busy) / span, 0)}%)`)
        .join(', ') +
      `; tail with a worker idle ${fmt(tail, 0)} ms; jobs: ${kinds.join(', ')}`
    );
  }
}
