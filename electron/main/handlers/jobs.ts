import type { JobProgress } from '../../../shared/app-types';
import type { EmitEvent } from '../../../shared/ipc-contract';

/** How a job that can pause is paused and resumed (a site check). */
export interface PauseControl {
  pause(): void;
  resume(): void;
}

export interface RunningJob {
  id: string;
  signal: AbortSignal;
  /** Sends a progress event: how much is done of how much (null when unknown), and URLs read, if any. */
  report(done: number, total: number | null, urlsDone?: number): void;
  /** Sends a progress event with the rate and the time left (ms, null while unknown), for jobs that measure them. */
  reportRate(done: number, total: number, rate: { perSecond: number; etaMs: number | null }): void;
  /** Makes the job one `setPaused` can pause, by these means. */
  pausable(control: PauseControl): void;
}

/** What a progress event says besides the job's id, label and whether it finished. */
type ProgressState = Omit<JobProgress, 'jobId' | 'label' | 'finished'>;

interface Running {
  controller: AbortController;
  pause: PauseControl | null;
  paused: boolean;
  send(): void;
}

/** How many cancels of jobs not (yet) running are remembered: a few in flight at once is all a window sends. */
const EARLY_CANCELS_KEPT = 64;

/**
 * Long jobs (open, import, export, check): each has an id and an AbortController, reports progress
 * as `jobProgress` events, and always sends a last event marked finished, however it ends. A job
 * that says how (`pausable`) can be paused and resumed. A caller that picks its job's id can cancel
 * it before it starts (its request still on the way): the job then starts cancelled.
 */
export function createJobs(deps: { emit: EmitEvent; newJobId: () => string }) {
  const running = new Map<string, Running>();
  const cancelledEarly = new Set<string>();
  return {
    /**
     * Runs `work` as a job; `start` is its first progress (nothing done yet, of what total, and 0 URLs
     * if it counts them), and the id the caller picked, if it did (one already running is refused).
     */
    async run<T>(
      label: string,
      start: { total: number | null; countsUrls?: boolean; id?: string | undefined },
      work: (job: RunningJob) => Promise<T>,
    ): Promise<{ jobId: string; result: T }> {
      if (start.id !== undefined && running.has(start.id)) throw new Error(`A job with the id ${start.id} is running.`);
      const id = start.id ?? deps.newJobId();
      const controller = new AbortController();
      if (cancelledEarly.delete(id)) controller.abort();
      let last: ProgressState = { done: 0, total: start.total, ...(start.countsUrls ? { urlsDone: 0 } : {}) };
      const entry: Running = {
        controller,
        pause: null,
        paused: false,
        send: () => emitProgress(false),
      };
      const emitProgress = (finished: boolean): void => {
        deps.emit('jobProgress', { jobId: id, label, ...last, ...(entry.paused ? { paused: true } : {}), finished });
      };
      running.set(id, entry);
      const report = (done: number, total: number | null, urlsDone?: number): void => {
        last = { done, total, ...(urlsDone === undefined ? {} : { urlsDone }) };
        entry.send();
      };
      const reportRate: RunningJob['reportRate'] = (done, total, { perSecond, etaMs }) => {
        last = { done, total, perSecond, etaMs };
        entry.send();
      };
      entry.send();
      try {
        const job: RunningJob = {
          id,
          signal: controller.signal,
          report,
          reportRate,
          pausable: (control) => void (entry.pause = control),
        };
        return { jobId: id, result: await work(job) };
      } finally {
        running.delete(id);
        entry.paused = false;
        emitProgress(true);
      }
    },
    /**
     * Cancels a running job; false when no job has that id (it may have finished, or not started yet:
     * then a job started with that id starts cancelled).
     */
    cancel(jobId: string): boolean {
      const entry = running.get(jobId);
      if (entry) {
        entry.controller.abort();
        return true;
      }
      cancelledEarly.add(jobId);
      if (cancelledEarly.size > EARLY_CANCELS_KEPT)
        cancelledEarly.delete(cancelledEarly.values().next().value as string);
      return false;
    },
    /** Pauses or resumes a job that can pause; false when no running job with that id can. */
    setPaused(jobId: string, paused: boolean): boolean {
      const entry = running.get(jobId);
      if (!entry?.pause) return false;
      if (entry.paused !== paused) {
        entry.paused = paused;
        if (paused) entry.pause.pause();
        else entry.pause.resume();
        entry.send();
      }
      return true;
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
