/** The languages the app speaks. English is the fallback for anything a person's settings do not match. */
export const LOCALES = ['en', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const FALLBACK_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The first of a person's preferred languages the app speaks, by primary subtag ("nl-BE" → nl), in
 * their order; English when none matches. Takes BCP 47 tags (navigator.languages, Electron's
 * getPreferredSystemLanguages) and POSIX ones ("nl_NL.UTF-8").
 */
export function matchLocale(tags: readonly (string | undefined)[]): Locale {
  for (const tag of tags) {
    const primary = tag?.split(/[-_.@]/)[0]?.toLowerCase();
    if (isLocale(primary)) return primary;
  }
  return FALLBACK_LOCALE;
}

/** The language a terminal asks for: LC_ALL, then LC_MESSAGES, then LANG (POSIX order); "C" and unset mean English. */
export function localeFromEnvironment(env: Readonly<Record<string, string | undefined>>): Locale {
  const tag = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((value) => value !== undefined && value !== '');
  return matchLocale([tag]);
}
