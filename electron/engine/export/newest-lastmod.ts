import type { UrlRow } from '../../../shared/url-table';
import { w3cDatetimeInstant } from '../../../shared/validation/w3c-datetime';

/** The newest lastmod of rows [first, first + count), as written; null when none is a valid date. */
export function newestLastmod(rows: readonly UrlRow[], first: number, count: number): string | null {
  let newest: string | null = null;
  let newestAt = -Infinity;
  for (let index = first; index < first + count; index++) {
    const value = rows[index]!.lastmod;
    if (!value) continue;
    const at = w3cDatetimeInstant(value); // NaN (not a date) is never newer
    if (at > newestAt) {
      newest = value;
      newestAt = at;
    }
  }
  return newest;
}
