import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { JobProgress } from '../../../shared/app-types';

/** Long jobs running in main (open, import, export, save) and how far along they are. */
export const useJobsStore = defineStore('jobs', () => {
  /** Unfinished jobs by id, in the order they started. */
  const running = ref<JobProgress[]>([]);

  /** The job the status bar shows: the one started last. */
  const current = computed(() => running.value.at(-1) ?? null);

  /** Records a progress event from main; a finished job leaves the list. */
  function report(progress: JobProgress): void {
    const others = running.value.filter((job) => job.jobId !== progress.jobId);
    running.value = progress.finished ? others : [...others, progress];
  }

  return { running, current, report };
});
