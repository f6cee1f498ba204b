import { compile, createMessageContext, resolveValue, type MessageFunction } from '@intlify/core-base';
import { activeLocale } from './active-locale';
import { CATALOGUES, type UiMessageKey } from './catalogues';
import { LOCALES, FALLBACK_LOCALE, type Locale } from './locales';
import { compilePlainMessage, type PlainWording } from './plain-message';

export type MessageParams = Record<string, unknown>;

/**
 * Each message compiled once, by language and key. The problem messages of a large import or check
 * are worded by the hundred thousand: a message in the syntax the catalogues use is a plain function
 * (compilePlainMessage, a tenth of the cost of vue-i18n's function in its message context), any other
 * keeps vue-i18n's own compiled function.
 */
const compiled = Object.fromEntries(LOCALES.map((locale) => [locale, new Map<string, Wording | null>()])) as Record<
  Locale,
  Map<string, Wording | null>
>;

/** A message worded from its params and the count given, if any. */
type Wording = (params: MessageParams, count: number | undefined) => string;

/** Which plural form vue-i18n's message context picks: a number `count`, else a number `n`, else the count given. */
const pluralIndexOf = (named: MessageParams, count: number): number =>
  typeof named['count'] === 'number' ? named['count'] : typeof named['n'] === 'number' ? named['n'] : count;

/** A plain message given its values as vue-i18n's message context gives them. */
const plainWording =
  (word: PlainWording): Wording =>
  (params, count) => {
    if (count === undefined) return word(params, pluralIndexOf(params, -1));
    // The params' own count and n win, and a falsy one reads as the count (but does not pick the form).
    const named: MessageParams = { count, n: count, ...params };
    const pluralIndex = pluralIndexOf(named, count);
    named['count'] ||= count;
    named['n'] ||= count;
    return word(named, pluralIndex);
  };

/** vue-i18n's compiled message, evaluated in its own message context. */
function vueI18nWording(source: string, key: string, locale: Locale): Wording {
  let failed = false;
  // Main and the CLI write plain text, never HTML: "<loc>" and "<command>" are words, not markup.
  const options = { key, locale, warnHtmlMessage: false, onError: () => (failed = true) };
  const message = compile(source, options as never) as MessageFunction<string>;
  // A message that does not compile reads as written, as vue-i18n's `translate` returns it.
  if (failed) return () => source;
  return (params, count) => {
    const named = count === undefined ? params : { count, n: count, ...params };
    const context = createMessageContext({ locale, named, ...(count === undefined ? {} : { pluralIndex: count }) });
    const text: unknown = message(context);
    return typeof text === 'string' ? text : String(text);
  };
}

function wordingOf(locale: Locale, key: string): Wording | null {
  let wording = compiled[locale].get(key);
  if (wording === undefined) {
    const source: unknown = resolveValue(CATALOGUES[locale], key);
    const plain = typeof source === 'string' ? compilePlainMessage(source) : null;
    wording = plain ? plainWording(plain) : typeof source === 'string' ? vueI18nWording(source, key, locale) : null;
    compiled[locale].set(key, wording);
  }
  return wording;
}

/**
 * A message of the catalogues in the active language (or the one given), with vue-i18n's own
 * semantics, so main's menus, the CLI and shared code word things as the renderer does. `count`
 * picks a plural form and is also `{count}` and `{n}` in the message. A key missing in the language
 * falls back to English, and one missing there reads as the key.
 */
export function translateMessage(
  key: UiMessageKey,
  params: MessageParams = {},
  options: { count?: number; locale?: Locale } = {},
): string {
  const locale = options.locale ?? activeLocale();
  const wording = wordingOf(locale, key) ?? wordingOf(FALLBACK_LOCALE, key);
  if (wording === null) return key;
  return wording(params, options.count);
}
