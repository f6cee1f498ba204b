import type { PageCheck } from './page-check';
import { refreshElsewhere } from './page-indexable';
import { pageKey } from './page-key';

/** Another URL's check, as the caller keeps them (by the URL asked); undefined when there is none. */
export type CheckOf = (url: string) => PageCheck | undefined;

/** How a chain of redirects and refreshes comes back: after how many steps, to which URL. */
export interface RefreshLoop {
  hops: number;
  target: string;
}

/** Steps followed before a chain that has not come back is taken as no loop (twice checkPage's redirect bound). */
const MOST_STEPS = 20;

/**
 * Where a page that refreshes at once to another page comes back to, following the other URLs'
 * checks: each one's HTTP redirects, then its refresh at once, until a URL comes again (a loop, said
 * as checkPage says an HTTP redirect loop). Null when the chain ends at a page, at a URL without a
 * check (not listed, or not checked yet), at a failure, or past MOST_STEPS.
 */
export function refreshLoop(check: PageCheck, checkOf: CheckOf): RefreshLoop | null {
  const seen = new Set<string>();
  let steps = -1;
  let current: PageCheck | undefined = check;
  // A later check's first hop is the refresh target that led to it, already counted.
  for (let first = 0; current !== undefined && current.failure === null; first = 1) {
    for (const hop of current.hops.slice(first)) {
      steps += 1;
      if (seen.has(pageKey(hop.url))) return { hops: steps, target: hop.url };
      seen.add(pageKey(hop.url));
    }
    const refresh = refreshElsewhere(current);
    if (refresh?.seconds !== 0 || steps >= MOST_STEPS) return null;
    steps += 1;
    if (seen.has(pageKey(refresh.url))) return { hops: steps, target: refresh.url };
    seen.add(pageKey(refresh.url));
    current = checkOf(refresh.url);
  }
  return null;
}
