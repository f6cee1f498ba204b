import { createI18n } from 'vue-i18n';
import { setActiveLocale } from '../../../shared/i18n/active-locale';
import { CATALOGUES, type EnglishMessages } from '../../../shared/i18n/catalogues';
import { FALLBACK_LOCALE, matchLocale, type Locale } from '../../../shared/i18n/locales';

/**
 * The renderer's translations: vue-i18n over the shared catalogues (the ones main and the CLI read),
 * in the Composition API mode, with `$t` in every template. Stores word notices with `i18n.global.t`.
 */
export const i18n = createI18n<[EnglishMessages], Locale, false>({
  legacy: false,
  globalInjection: true,
  locale: FALLBACK_LOCALE,
  fallbackLocale: FALLBACK_LOCALE,
  messages: CATALOGUES as Record<Locale, EnglishMessages>,
  missingWarn: false,
  fallbackWarn: false,
});

// Shared code (sizes, counts, problem messages) reads the same reactive language, so whatever
// rendered it renders again when the language changes.
setActiveLocale(() => i18n.global.locale.value);

/** Speaks `locale`, or the system's language (the browser's preferred languages) for 'system'. */
export function setLanguage(
  choice: Locale | 'system',
  systemLanguages: readonly string[] = navigator.languages,
): Locale {
  const locale = choice === 'system' ? matchLocale(systemLanguages) : choice;
  i18n.global.locale.value = locale;
  document.documentElement.lang = locale;
  return locale;
}

/** A message in the current language, for stores and plain modules (components use `$t` or `useI18n`). */
export const t = i18n.global.t;
