import { joinLoc, locParts } from './loc-parts';

/**
 * A root-relative loc (`/blog/`) or a scheme-relative one (`//localhost:1313/blog/`, as a Hugo dev
 * server writes) made absolute under `base`'s scheme and host: `https://example.com/blog/`. A base's
 * own path is not added (a root-relative loc already starts at the root). Absolute locs, and
 * anything when the base is not an absolute http(s) URL, stay as they are.
 */
export function absoluteUnder(loc: string, base: string): string {
  const origin = locParts(base.trim());
  if (!origin) return loc;
  if (loc.startsWith('//')) {
    const end = loc.slice(2).search(/[/?#]/);
    const rest = end === -1 ? '' : loc.slice(2 + end);
    return joinLoc({ ...origin, rest: rest === '' ? '/' : rest });
  }
  if (loc.startsWith('/')) return joinLoc({ ...origin, rest: loc });
  return loc;
}
