import { cutText } from '../cut-text';
import type { UiMessageKey } from '../i18n/catalogues';
import type { Locale } from '../i18n/locales';
import { translateMessage } from '../i18n/translator';
import type { Part, WordValue, WordValues } from './wording';

/**
 * The most characters of a value a message shows, its "…" included where it is cut: past any loc
 * (2,048) and any path a system lists (4,096; a walk of relative steps names longer ones whole), as a
 * file's value may be anything: a changefreq of 100,000 characters made a report line of 100,164.
 */
export const MOST_SHOWN_VALUE_CHARS = 8_192;

const valueIn = (value: WordValue, locale: Locale): string | number =>
  typeof value === 'function'
    ? value(locale)
    : typeof value === 'object'
      ? partIn(value, locale)
      : typeof value === 'string'
        ? cutText(value, MOST_SHOWN_VALUE_CHARS, '…')
        : value;

/** A message of the catalogues in a language, its values (and the messages among them) worded in the same. */
export function messageIn(key: string, locale: Locale, values: WordValues = {}, count?: number): string {
  const named: Record<string, string | number> = {};
  for (const name of Object.keys(values)) named[name] = valueIn(values[name]!, locale);
  return translateMessage(key as UiMessageKey, named, count === undefined ? { locale } : { locale, count });
}

/** A part (a reason, a place) worded in a language. */
export const partIn = (part: Part, locale: Locale): string => messageIn(part.key, locale, part.values, part.count);
