import { onScopeDispose, watch } from 'vue';
import type { PreferencesNotice, Theme } from '../../../shared/preferences';
import { useCheckStore } from '../check';
import { useCrawlStore } from '../crawl';
import { setLanguage, t } from '../i18n';
import { type AutosaveTiming, RECOVERY_TIMING } from '../project';
import { usePromptsStore } from '../services/prompts-store';
import { usePreferencesStore } from '../services/preferences-store';

/** An explicit light or dark overrides the OS's; without the attribute the colours follow the OS, live. */
function applyTheme(theme: Theme): void {
  if (theme === 'system') delete document.documentElement.dataset['theme'];
  else document.documentElement.dataset['theme'] = theme;
}

function tell(notice: PreferencesNotice, prompts: ReturnType<typeof usePromptsStore>): void {
  if (notice.kind === 'set-aside') {
    void prompts.tell(
      t('preferences.notice.setAsideTitle'),
      t('preferences.notice.setAside', { settings: notice.settings.join(', ') }, notice.settings.length),
    );
  } else {
    void prompts.tell(
      t('preferences.notice.unreadableTitle'),
      t('preferences.notice.unreadable'),
      notice.keptAs === null
        ? t('preferences.notice.leftAt', { file: notice.file })
        : t('preferences.notice.keptAs', { file: notice.keptAs }),
    );
  }
}

/**
 * Puts the preferences in force, now (call it in App's setup, after the store has loaded: the first
 * paint already speaks the chosen language) and whenever they change: language, theme, the
 * politeness the check and crawl panels start with. Tells once what was wrong with the file found at start.
 */
export function useAppliedPreferences(): void {
  const preferences = usePreferencesStore();
  const check = useCheckStore();
  const crawl = useCrawlStore();
  const prompts = usePromptsStore();
  const speak = (): void => void setLanguage(preferences.values.language);
  watch(() => preferences.values.language, speak, { immediate: true });
  // 'System' follows the browser's languages when they change, as the theme follows the OS.
  window.addEventListener('languagechange', speak);
  onScopeDispose(() => window.removeEventListener('languagechange', speak));
  watch(() => preferences.values.theme, applyTheme, { immediate: true });
  watch(
    // By content: a change to another setting replaces the whole preferences, and must not reset these.
    () => JSON.stringify(preferences.values.checkDefaults),
    () => {
      const defaults = preferences.values.checkDefaults;
      // A job under way keeps the settings it runs with.
      if (!check.running) check.settings = { ...defaults };
      if (!crawl.running) crawl.settings = { ...defaults };
    },
    { immediate: true },
  );
  const notice = preferences.takeStartNotice();
  if (notice) tell(notice, prompts);
}

/** The recovery copy's timing, its interval read from the preferences each time a write is planned. */
export function usePreferredRecoveryTiming(): AutosaveTiming {
  const preferences = usePreferencesStore();
  return {
    debounceMs: RECOVERY_TIMING.debounceMs,
    get intervalMs() {
      return preferences.values.recoveryIntervalSeconds * 1000;
    },
  };
}
