import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { JobProgress } from '../../../shared/app-types';
import { useApi } from '../api';

/** Long jobs running in main (open, import, export, save) and how far along they are. */
export const useJobsStore = defineStore('jobs', () => {
  const api = useApi();
  /** Unfinished jobs by id, in the order they started. */
  const running = ref<JobProgress[]>([]);

  /** The job the status bar shows: the one started last. */
  const current = computed(() => running.value.at(-1) ?? null);

  /** Records a progress event from main; a finished job leaves the list. */
  function report(progress: JobProgress): void {
    const others = running.value.filter((job) => job.jobId !== progress.jobId);
    running.value = progress.finished ? others : [...others, progress];
  }

  /** Jobs the renderer runs itself (preparing a save), by id, with how to stop them. */
  const localCancels = new Map<string, () => void>();
  let localJobs = 0;

  /** Shows a job the renderer runs itself, as main's jobs are shown; `cancel` is what the Cancel button does. */
  function startLocal(label: string, total: number | null, cancel: () => void) {
    const jobId = `renderer-${(localJobs += 1)}`;
    localCancels.set(jobId, cancel);
    report({ jobId, label, done: 0, total, finished: false });
    return {
      jobId,
      progress: (done: number): void => report({ jobId, label, done, total, finished: false }),
      finish: (): void => {
        localCancels.delete(jobId);
        report({ jobId, label, done: total ?? 0, total, finished: true });
      },
    };
  }

  /**
   * Runs `work` as a job of the renderer's own (startLocal): its Cancel aborts the signal `work` is
   * given; answers null when cancelled, and the job ends however `work` does.
   */
  async function runLocal<T>(
    label: string,
    total: number | null,
    work: (job: { signal: AbortSignal; progress: (done: number) => void }) => Promise<T>,
  ): Promise<T | null> {
    const stop = new AbortController();
    const job = startLocal(label, total, () => stop.abort());
    try {
      return await work({ signal: stop.signal, progress: job.progress });
    } catch (error) {
      if (stop.signal.aborted) return null;
      throw error;
    } finally {
      job.finish();
    }
  }

  /** Cancels a job, the renderer's own or main's. */
  function cancel(jobId: string): void {
    const local = localCancels.get(jobId);
    if (local) local();
    else void api.cancelJob({ jobId });
  }

  return { running, current, report, startLocal, runLocal, cancel };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useJobsStore, import.meta.hot));
