import { numberFormat } from '../i18n/intl-formats';
import type { Locale } from '../i18n/locales';

/**
 * A placeholder's value, prepared once for every language: text or a number as it is, another
 * message of the catalogues (a reason, a place) worded in the same language, or something only the
 * language can write (a month's name, a number in its notation).
 */
export type WordValue = string | number | Part | ((locale: Locale) => string);

export type WordValues = Readonly<Record<string, WordValue>>;

/** A message of the catalogues by its full key ("problemParts.notAUrl.template"), with its values. */
export interface Part {
  readonly key: string;
  readonly values?: WordValues;
  /** Picks the plural form ("one | many"). */
  readonly count?: number;
}

/**
 * How a code's problem is worded, the same for every language: which of its messages (`variant`,
 * a key under `problems.<code>`, when the code has several) and the values of its placeholders.
 */
export interface Words {
  readonly variant?: string;
  readonly values?: WordValues;
  readonly count?: number;
}

export const part = (key: string, values?: WordValues, count?: number): Part => ({ key, values, count });

/** A code whose message has no placeholders. */
export const noValues = (): Words => ({});

/**
 * A limit or measure English writes as the specification or parser does ("at most 1000", "2048
 * characters"), and other languages group as they group numbers ("1.000").
 */
export const specNumber =
  (value: number) =>
  (locale: Locale): string =>
    locale === 'en' ? String(value) : numberFormat(locale).format(value);
