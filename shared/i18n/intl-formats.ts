/**
 * Intl's formatters made once per language and options. `toLocaleString` and `new Intl.NumberFormat`
 * build one on every call (microseconds each), and problem messages are worded by the hundred thousand.
 */
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let format = made.get(key) as T | undefined;
  if (format === undefined) made.set(key, (format = make()));
  return format;
}

/** What `value.toLocaleString(locale, options)` writes, with a formatter made once. */
export const numberFormat = (locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  cached(
    options ? `number ${locale} ${JSON.stringify(options)}` : `number ${locale}`,
    () => new Intl.NumberFormat(locale, options),
  );

/** `new Intl.DateTimeFormat(locale, options)`, made once. */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`date ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
