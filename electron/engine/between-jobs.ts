/** A worker's count of jobs posted to it and not answered, as a pool keeps it. */
export interface JobsInFlight {
  /** Posted and not answered yet: the worker is inside a job (one cancelled early still runs there). */
  unanswered: number;
  /** Called by the pool at each answer while betweenJobs waits. */
  answered: (() => void) | null;
  exited: Promise<void>;
}

/**
 * How long a pool waits for a worker to finish the jobs posted to it (a file's gzip, a member or
 * two: well under a second) before it terminates the worker anyway (one stuck in a job).
 */
const STOP_GRACE_MS = 2000;

/**
 * Resolves once the worker has answered every job posted to it (or exited, or STOP_GRACE_MS passed),
 * so a pool terminates it between jobs, not inside one. Every pack and project job gzips or
 * inflates, and Node aborts the whole process when a worker is terminated between making a zlib
 * handle and initialising it (node_zlib.cc: "close before init", seen in CI on Ctrl-C while a
 * project opened).
 */
export function betweenJobs(worker: JobsInFlight): Promise<void> {
  if (worker.unanswered <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, STOP_GRACE_MS);
    function done(): void {
      clearTimeout(timer);
      worker.answered = null;
      resolve();
    }
    worker.answered = () => void (worker.unanswered <= 0 && done());
    void worker.exited.then(done);
  });
}
