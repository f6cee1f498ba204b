import { parseW3cDatetime } from '../../../shared/validation/w3c-datetime';

/** The newest of some lastmod values, as written; null when none is a valid date. */
export function newestLastmod(values: Iterable<string | null>): string | null {
  let newest: string | null = null;
  let newestAt = -Infinity;
  for (const value of values) {
    if (!value) continue;
    const parsed = parseW3cDatetime(value);
    if (parsed.ok && parsed.earliest > newestAt) {
      newest = value;
      newestAt = parsed.earliest;
    }
  }
  return newest;
}
