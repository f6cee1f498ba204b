import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { ImportOptions } from '../../../shared/import-types';
import {
  DEFAULT_DOWNLOAD_LIMITS,
  downloadLimitErrors,
  importOptionsFrom,
  parseSavedLimits,
  type DownloadLimits,
} from './download-limits';
import { readStorage, writeStorage } from '../services/local-storage';

/** Where the limits are kept between runs: they are the person's, not a project's. */
export const LIMITS_STORAGE_KEY = 'sitemap-studio:download-limits';

/** How long a download may take, how many files an import reads, how many requests go to one host. */
export const useDownloadLimitsStore = defineStore('downloadLimits', () => {
  /** The limits as typed in the import dialog. */
  const limits = ref<DownloadLimits>(parseSavedLimits(readStorage(LIMITS_STORAGE_KEY)));
  /** What is wrong with each, by field; an import cannot start while any is. */
  const errors = computed(() => downloadLimitErrors(limits.value));
  const usable = computed(() => Object.keys(errors.value).length === 0);
  /** The options an import request carries. */
  const options = computed<ImportOptions>(() => importOptionsFrom(limits.value));

  watch(limits, (value) => writeStorage(LIMITS_STORAGE_KEY, JSON.stringify(value)), { deep: true });

  function reset(): void {
    limits.value = { ...DEFAULT_DOWNLOAD_LIMITS };
  }

  return { limits, errors, usable, options, reset };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useDownloadLimitsStore, import.meta.hot));
