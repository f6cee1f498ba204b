import { compile, createMessageContext, resolveValue, type MessageFunction } from '@intlify/core-base';
import { activeLocale } from './active-locale';
import { CATALOGUES, type UiMessageKey } from './catalogues';
import { FALLBACK_LOCALE, type Locale } from './locales';

export type MessageParams = Record<string, unknown>;

type Message = MessageFunction<string> | ((...args: never) => string);

/**
 * Each message compiled once, by language and key, with vue-i18n's own compiler. The problem messages
 * of a large import or check are worded by the hundred thousand, and core-base's `translate` resolves,
 * compiles and checks its options again on every call (about five times the cost).
 */
const compiled = new Map<string, Message | null>();

function messageOf(locale: Locale, key: string): Message | null {
  const cacheKey = `${locale}:${key}`;
  let message = compiled.get(cacheKey);
  if (message === undefined) {
    const source: unknown = resolveValue(CATALOGUES[locale], key);
    let failed = false;
    // Main and the CLI write plain text, never HTML: "<loc>" and "<command>" are words, not markup.
    const options = { key, locale, warnHtmlMessage: false, onError: () => (failed = true) };
    const made = typeof source === 'string' ? (compile(source, options as never) as Message) : null;
    // A message that does not compile reads as written, as vue-i18n's `translate` returns it.
    message = made && failed ? () => source as string : made;
    compiled.set(cacheKey, message);
  }
  return message;
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
  const message = messageOf(locale, key) ?? messageOf(FALLBACK_LOCALE, key);
  if (message === null) return key;
  const named = options.count === undefined ? params : { count: options.count, n: options.count, ...params };
  const context = createMessageContext({
    locale,
    named,
    ...(options.count === undefined ? {} : { pluralIndex: options.count }),
  });
  const text: unknown = (message as MessageFunction<string>)(context);
  return typeof text === 'string' ? text : String(text);
}
