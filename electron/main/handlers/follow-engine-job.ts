import type { CheckProgress } from '../../../shared/site-check/check-job-report';
import type { PauseControl, RunningJob } from './jobs';

/** How often the items gathered so far and the progress go to the renderer. */
const FLUSH_MS = 250;

/** An engine job that measures its own progress (the site check, the crawl). */
export interface EngineJob<S> extends PauseControl {
  cancel(): Promise<void>;
  progress(): CheckProgress;
  done: Promise<S>;
}

/**
 * Runs an engine job as `job`: pausable through it, cancelled with it, its batched items (`flush`)
 * and its progress with the rate sent every FLUSH_MS and once more at the end. A failure is said
 * as `failure` words it from the engine's reason.
 */
export async function followEngineJob<S>(
  job: RunningJob,
  engine: EngineJob<S>,
  flush: () => void,
  failure: (reason: string) => string,
): Promise<S> {
  job.pausable(engine);
  const report = (): void => {
    const progress = engine.progress();
    job.reportRate(progress.done, progress.total, progress);
  };
  const stop = (): void => void engine.cancel();
  job.signal.addEventListener('abort', stop, { once: true });
  const ticker = setInterval(() => {
    flush();
    report();
  }, FLUSH_MS);
  try {
    return await engine.done;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(failure(reason), { cause: error });
  } finally {
    clearInterval(ticker);
    job.signal.removeEventListener('abort', stop);
    flush();
    report();
  }
}
