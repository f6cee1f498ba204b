import { listOf, object, oneOf, orNull, text, wholeNumber, type Shape } from '../json-shape';
import type { CheckFailure, CheckFailureKind, Hop, PageAlternate, PageCheck } from './page-check';

/*
 * A PageCheck read from outside (a project file, an upload from the renderer), member by member, so
 * a result that arrives is exactly what the type promises. Members a writer leaves out when empty
 * (compactCheck) are null or [] when absent.
 */

/** Every failure kind, as values; the check below keeps the list and the type equal. */
const FAILURE_KINDS = [
  'invalid-url',
  'dns',
  'connection',
  'timeout',
  'redirect-loop',
  'too-many-redirects',
  'redirect-scheme',
  'blocked-by-robots',
  'other-host',
  'cancelled',
] as const satisfies readonly CheckFailureKind[];
const kindsAreComplete: Exclude<CheckFailureKind, (typeof FAILURE_KINDS)[number]> extends never ? true : never = true;
void kindsAreComplete;

const maybeText = orNull(text);
const count = wholeNumber(0, Number.MAX_SAFE_INTEGER);
/** Any three-digit status a server may send, and 0 for none a client made up. */
const status = wholeNumber(0, 999);

const hop = object<Hop>({ url: text, status, location: maybeText });
const alternate = object<PageAlternate>({ hreflang: text, href: text });
const failure = object<CheckFailure>({ kind: oneOf(FAILURE_KINDS), message: text });

export const pageCheckShape: Shape<PageCheck> = object<PageCheck>({
  url: text,
  checkedAt: count,
  status: orNull(status),
  hops: listOf(hop),
  finalUrl: maybeText,
  contentType: maybeText,
  timeMs: count,
  lastModified: maybeText,
  xRobotsTag: maybeText,
  metaRobots: maybeText,
  canonical: maybeText,
  htmlLang: maybeText,
  alternates: listOf(alternate),
  retryAfter: maybeText,
  failure: orNull(failure),
});

/** A result as a project file keeps it: members that are null or an empty list left out (pageCheckShape restores them). */
export function compactCheck(check: PageCheck): Partial<PageCheck> {
  const compact: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(check)) {
    if (value === null || (Array.isArray(value) && value.length === 0)) continue;
    compact[key] = value;
  }
  return compact as Partial<PageCheck>;
}
