import type { Locale } from './i18n/locales';

// A decimal written with a comma, as Dutch (and most of Europe) writes it: "0,5", "1,0", ",8".
// Thousands separators do not occur in a priority, so a comma here is always the decimal one.
const COMMA_DECIMAL = /^(\d*),(\d+)$/;

/** The languages whose people write a decimal comma. */
const DECIMAL_COMMA_LOCALES: readonly Locale[] = ['nl'];

/** "0,5" → "0.5", ",8" → "0.8": a decimal written with a comma, with the point the sitemap protocol needs; null for any other text. */
export function withDecimalPoint(text: string): string | null {
  const match = COMMA_DECIMAL.exec(text);
  return match ? `${match[1] || '0'}.${match[2]}` : null;
}

/**
 * A priority as a person speaking `locale` typed or pasted it: under Dutch a decimal comma is read as
 * the decimal it means; any other text, and any text under English, is kept as it was written.
 */
export function typedPriority(text: string, locale: Locale): string {
  if (!DECIMAL_COMMA_LOCALES.includes(locale)) return text;
  return withDecimalPoint(text) ?? text;
}

// "1,000" reads as a thousand in English and as one in Dutch; only a comma that no English writer
// uses as a thousands separator is unambiguous (not three digits after a non-zero whole part).
const THOUSANDS_GROUPING = /^[1-9]\d{0,2},\d{3}$/;

/**
 * A priority pasted from a spreadsheet: as typed under Dutch, and under any language a decimal comma
 * that can mean nothing else and gives a priority from 0 to 1 ("0,5" from Dutch Excel), so a pasted
 * column is not a column of errors. Typed text under English keeps its comma (its problem suggests the point).
 */
export function pastedPriority(text: string, locale: Locale): string {
  const typed = typedPriority(text, locale);
  if (typed !== text) return typed;
  const withPoint = withDecimalPoint(text);
  if (withPoint === null || THOUSANDS_GROUPING.test(text)) return text;
  return Number(withPoint) <= 1 ? withPoint : text;
}
