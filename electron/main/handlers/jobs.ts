import type { EmitEvent } from '../../../shared/ipc-contract';

export interface RunningJob {
  id: string;
  signal: AbortSignal;
  /** Sends a progress event: how much is done of how much (null when unknown), and URLs read, if any. */
  report(done: number, total: number | null, urlsDone?: number): void;
}

/**
 * Long jobs (open, import, export): each has an id and an AbortController, reports progress as
 * `jobProgress` events, and always sends a last event marked finished, however it ends.
 */
export function createJobs(deps: { emit: EmitEvent; newJobId: () => string }) {
  const running = new Map<string, AbortController>();
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
      running.set(id, controller);
      let last: [number, number | null, number | undefined] = [0, start.total, start.countsUrls ? 0 : undefined];
      const send = (finished: boolean): void => {
        const [done, total, urlsDone] = last;
        deps.emit('jobProgress', {
          jobId: id,
          label,
          done,
          total,
          finished,
          ...(urlsDone === undefined ? {} : { urlsDone }),
        });
      };
      const report = (done: number, total: number | null, urlsDone?: number): void => {
        last = [done, total, urlsDone];
        send(false);
      };
      send(false);
      try {
        return { jobId: id, result: await work({ id, signal: controller.signal, report }) };
      } finally {
        running.delete(id);
        send(true);
      }
    },
    /** Cancels a running job; false when no job has that id (it may have finished). */
    cancel(jobId: string): boolean {
      const controller = running.get(jobId);
      controller?.abort();
      return controller !== undefined;
    },
  };
}

export type Jobs = ReturnType<typeof createJobs>;
