import { describeError } from '../../../shared/describe-error';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { ExportSettings } from '../../../shared/export-settings';
import { defaultPreferences, type Preferences, type PreferencesNotice } from '../../../shared/preferences';
import { useApi } from '../api';

/** A plain copy (not a reactive proxy, which can cross to main by neither IPC nor structuredClone). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The person's preferences: read from main once at start, changed one setting at a time, each change kept at once. */
export const usePreferencesStore = defineStore('preferences', () => {
  const api = useApi();
  /** The preferences in force: the defaults until `load` has read main's. */
  const values = ref<Preferences>(defaultPreferences());
  /** What was wrong with the preferences file at start, until it has been told. */
  const startNotice = shallowRef<PreferencesNotice | null>(null);
  /** Why the last change could not be kept, if it could not. */
  const failure = ref<string | null>(null);
  let saving: Promise<unknown> = Promise.resolve();

  /** Reads main's preferences; if that fails the defaults stay, and the app still starts. */
  async function load(): Promise<void> {
    try {
      const read = await api.readPreferences();
      values.value = read.preferences;
      startNotice.value = read.notice;
    } catch (error) {
      failure.value = describeError(error);
    }
  }

  /** Changes settings: in force at once, and kept by main (changes are kept in the order made). */
  async function change(patch: Partial<Preferences>): Promise<void> {
    const next = plain({ ...values.value, ...patch });
    values.value = next;
    const kept = saving.then(() => api.writePreferences(next));
    saving = kept.catch(() => undefined);
    try {
      await kept;
      failure.value = null;
    } catch (error) {
      failure.value = describeError(error);
    }
  }

  /** Hands out the start notice once. */
  function takeStartNotice(): PreferencesNotice | null {
    const notice = startNotice.value;
    startNotice.value = null;
    return notice;
  }

  /** The export settings a new project starts with. */
  const newProjectExportSettings = (): ExportSettings => ({
    ...plain(values.value.exportDefaults),
    tableFileNamePatterns: {},
  });

  return { values, failure, load, change, takeStartNotice, newProjectExportSettings };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(usePreferencesStore, import.meta.hot));
