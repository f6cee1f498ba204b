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
