import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { Diagnosis } from '../../../shared/diagnose/diagnosis';
import { describeError } from '../../../shared/describe-error';
import { useApi } from '../api';
import { t } from '../i18n';

let runs = 0;

/**
 * "Diagnose…" in the import dialog: a sitemap's or robots.txt's URL as Googlebot and as a desktop
 * browser get it (main's diagnoseUrl), one at a time; a newer one, Cancel or Close stops the last.
 */
export const useDiagnoseStore = defineStore('importDiagnose', () => {
  const api = useApi();
  /** The URL diagnosed or being diagnosed; null while nothing is shown. */
  const url = ref<string | null>(null);
  /** The running diagnosis's job, for Cancel. */
  const jobId = ref<string | null>(null);
  const diagnosis = shallowRef<Diagnosis | null>(null);
  const failure = ref<string | null>(null);

  async function diagnose(address: string): Promise<void> {
    stop();
    const id = `diagnose-${Date.now()}-${(runs += 1)}`;
    url.value = address;
    diagnosis.value = null;
    failure.value = null;
    jobId.value = id;
    try {
      const answer = await api.diagnoseUrl({ url: address, jobId: id });
      if (jobId.value !== id) return; // cancelled, closed or replaced meanwhile
      diagnosis.value = answer.diagnosis;
      if (answer.diagnosis === null) url.value = null;
    } catch (error) {
      if (jobId.value === id)
        failure.value = t('import.diagnose.failed', { url: address, reason: describeError(error) });
    } finally {
      if (jobId.value === id) jobId.value = null;
    }
  }

  /** Stops a running diagnosis; what was shown before it goes too. */
  function stop(): void {
    if (jobId.value !== null) void api.cancelJob({ jobId: jobId.value }).catch(() => undefined);
    jobId.value = null;
  }

  function close(): void {
    stop();
    url.value = null;
    diagnosis.value = null;
    failure.value = null;
  }

  return { url, jobId, diagnosis, failure, diagnose, cancel: close, close };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useDiagnoseStore, import.meta.hot));
