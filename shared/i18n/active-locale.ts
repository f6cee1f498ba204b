import { FALLBACK_LOCALE, type Locale } from './locales';

/**
 * The language this process speaks now: what shared code (formatting, problem messages) words things
 * in. One process speaks one language at a time. The renderer installs a reader of its reactive
 * language, so Vue re-renders whatever read it when the language changes; main and the CLI set it.
 */
let read: () => Locale = () => FALLBACK_LOCALE;

export const activeLocale = (): Locale => read();

/** Sets the language, or a function that reads it (the renderer's reactive one). */
export function setActiveLocale(locale: Locale | (() => Locale)): void {
  read = typeof locale === 'function' ? locale : () => locale;
}
