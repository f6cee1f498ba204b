import { PAGE_LIMITS } from '../../../shared/site-check/page-limits';
import { absolute } from './head-collector';

/** One link of a `Link` header (RFC 8288): its target, then its parameters up to the next link. */
const LINK = /<([^>]*)>([^<]*)/g;
/** A `rel` parameter, quoted or not. */
const REL = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,"]+))/i;

/**
 * The canonical URL an HTTP `Link` header names (`<https://example.com/a.pdf>; rel="canonical"`),
 * absolute against the page's URL: what Google reads for a PDF or any file without a head. Null
 * when there is none, or it is no http(s) URL, or longer than a loc may be.
 */
export function linkHeaderCanonical(value: string | null, base: string): string | null {
  if (value === null) return null;
  for (const [, target, params] of value.matchAll(LINK)) {
    const rel = REL.exec(params!);
    const rels = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (!rels.includes('canonical')) continue;
    const url = absolute(target!, base);
    if (url === null || !/^https?:/i.test(url) || url.length > PAGE_LIMITS.urlChars) return null;
    return url;
  }
  return null;
}
