import { setActiveLocale } from '../../shared/i18n/active-locale';
import { matchLocale, type Locale } from '../../shared/i18n/locales';
import type { Preferences } from '../../shared/preferences';

/** What applying preferences in main touches: the OS's languages, Electron's theme source, the menu. */
export interface MainPreferenceTargets {
  systemLanguages(): readonly string[];
  setThemeSource(theme: Preferences['theme']): void;
  rebuildMenu(): void;
}

/**
 * Applies main's part of the preferences: the language its menus and dialogs speak ('system': the
 * OS's preferred languages), and the theme of its native parts (which the window's prefers-color-scheme
 * follows too). The menu is built again in the new language. Answers the language spoken.
 */
export function applyMainPreferences(
  preferences: Pick<Preferences, 'language' | 'theme'>,
  targets: MainPreferenceTargets,
): Locale {
  const locale = preferences.language === 'system' ? matchLocale(targets.systemLanguages()) : preferences.language;
  setActiveLocale(locale);
  targets.setThemeSource(preferences.theme);
  targets.rebuildMenu();
  return locale;
}
