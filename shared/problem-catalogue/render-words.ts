import type { UiMessageKey } from '../i18n/catalogues';
import type { Locale } from '../i18n/locales';
import { translateMessage } from '../i18n/translator';
import type { Part, WordValue, WordValues } from './wording';

const valueIn = (value: WordValue, locale: Locale): string | number =>
  typeof value === 'function' ? value(locale) : typeof value === 'object' ? partIn(value, locale) : value;

/** A message of the catalogues in a language, its values (and the messages among them) worded in the same. */
export function messageIn(key: string, locale: Locale, values: WordValues = {}, count?: number): string {
  const named: Record<string, string | number> = {};
  for (const name of Object.keys(values)) named[name] = valueIn(values[name]!, locale);
  return translateMessage(key as UiMessageKey, named, count === undefined ? { locale } : { locale, count });
}

/** A part (a reason, a place) worded in a language. */
export const partIn = (part: Part, locale: Locale): string => messageIn(part.key, locale, part.values, part.count);
