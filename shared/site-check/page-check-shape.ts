import {
  boundedText,
  flag,
  foundOf,
  instant,
  isObject,
  listOf,
  object,
  oneOf,
  orNull,
  ShapeError,
  wholeNumber,
  type Shape,
} from '../json-shape';
import type { RobotsGroupLine } from '../robots/rule-groups';
import type { RobotsReason } from './check-job-report';
import { FINGERPRINT_PARTS, type ContentFingerprint } from './content-fingerprint';
import type { ContentHistory } from './content-history';
import { SEARCH_ENGINE_AGENTS } from './search-engines';
import { BOUNDED_VALUES, NOTHING_CUT, PAGE_LIMITS, type PageCut } from './page-limits';
import type {
  CheckFailure,
  CheckFailureDetail,
  CheckFailureKind,
  Hop,
  MetaRefresh,
  PageAlternate,
  PageCheck,
  RetrySkip,
  RobotsRefusal,
} from './page-check';

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

/**
 * What one result read from outside may hold: hops far past any redirect limit, the alternates one
 * head may give, text far past any URL or header value a check keeps. A file whose results hold
 * 2,000,000 alternates each is refused at the first, naming its place, not read into gigabytes.
 */
export const STORED_CHECK_LIMITS = { hops: 100, alternates: PAGE_LIMITS.alternates, textChars: 65_536 } as const;

const text = boundedText(STORED_CHECK_LIMITS.textChars);
const maybeText = orNull(text);
const count = wholeNumber(0, Number.MAX_SAFE_INTEGER);
/** Any three-digit status a server may send, and 0 for none a client made up. */
const status = wholeNumber(0, 999);

const hop = object<Hop>({ url: text, status, location: maybeText });
const pageCut = object<PageCut>(
  {
    alternates: count,
    links: count,
    longUrls: count,
    longValues: listOf(oneOf(BOUNDED_VALUES), BOUNDED_VALUES.length),
    headBytes: optional(count),
    contentBytes: optional(count),
    bodyBytes: optional(count),
    nesting: optional(count),
    headNested: optional(flag),
  },
  NOTHING_CUT,
);
const alternate = object<PageAlternate>({ hreflang: text, href: text });
const refresh = object<MetaRefresh>({ seconds: count, url: text });

/** Each kind of failure detail, by its `kind`. */
type DetailOf<K extends CheckFailureDetail['kind']> = Extract<CheckFailureDetail, { kind: K }>;

const robotsReason: Shape<RobotsReason> = {
  expected: { is: 'object' },
  read(value) {
    if (isObject(value) && 'answered' in value) return object({ answered: status }).read(value);
    if (isObject(value) && 'timeoutMs' in value) return object({ timeoutMs: count }).read(value);
    if (isObject(value) && 'error' in value) return object({ error: text }).read(value);
    if (isObject(value) && 'coding' in value) return object({ coding: text }).read(value);
    throw new ShapeError({ is: 'object' }, foundOf(value));
  },
};

const host = { host: text, code: text };
const DETAILS: { [K in CheckFailureDetail['kind']]: Shape<DetailOf<K>> } = {
  dns: object<DetailOf<'dns'>>({ kind: oneOf(['dns']), ...host }),
  timeout: object<DetailOf<'timeout'>>({ kind: oneOf(['timeout']), ...host }),
  deadline: object<DetailOf<'deadline'>>({ kind: oneOf(['deadline']), url: text, ms: count }),
  connection: object<DetailOf<'connection'>>({
    kind: oneOf(['connection']),
    ...host,
    parserReason: optional(text),
    unasked: optional(flag),
    inBody: optional(flag),
  }),
  'private-address': object<DetailOf<'private-address'>>({
    kind: oneOf(['private-address']),
    host: text,
    address: text,
  }),
  'robots-rule': object<DetailOf<'robots-rule'>>({
    kind: oneOf(['robots-rule']),
    line: count,
    rule: text,
    group: optional(object<RobotsGroupLine>({ agent: text, line: count })),
    agent: optional(text),
  }),
  'robots-disallows': object<DetailOf<'robots-disallows'>>({
    kind: oneOf(['robots-disallows']),
    agent: optional(text),
  }),
  'robots-unreadable': object<DetailOf<'robots-unreadable'>>({
    kind: oneOf(['robots-unreadable']),
    agent: optional(text),
    origin: text,
    reason: robotsReason,
  }),
};

/** A member results saved before it was kept leave out. */
function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  return { ...shape, absent: () => undefined };
}

/** A refusal of robots.txt, not a network failure. */
export const isRobotsRefusal = (detail: CheckFailureDetail): detail is RobotsRefusal =>
  detail.kind === 'robots-rule' || detail.kind === 'robots-disallows' || detail.kind === 'robots-unreadable';

/** A value read by the shape its `kind` names, or undefined when this version cannot read it (facts a newer one keeps). */
function readKnownKind<T>(shapes: Readonly<Record<string, Shape<T>>>, value: unknown): T | undefined {
  if (!isObject(value) || typeof value.kind !== 'string' || !Object.hasOwn(shapes, value.kind)) return undefined;
  try {
    return shapes[value.kind]!.read(value);
  } catch (error) {
    if (error instanceof ShapeError) return undefined;
    throw error;
  }
}

/** The detail as its type promises, or undefined: a detail this version cannot read is dropped, the message kept. */
const readDetail = (value: unknown): CheckFailureDetail | undefined =>
  readKnownKind<CheckFailureDetail>(DETAILS, value);

/** One search engine's block: a robots.txt refusal, nothing else. */
const robotsBlock: Shape<RobotsRefusal> = {
  expected: { is: 'object' },
  read(value) {
    const detail = readDetail(value);
    if (detail === undefined || !isRobotsRefusal(detail)) throw new ShapeError({ is: 'object' }, foundOf(value));
    return detail;
  },
};

/** Each kind of retry skip, by its `kind`; one this version cannot read is dropped, like a failure's detail. */
const RETRY_SKIPS: { [K in RetrySkip['kind']]: Shape<Extract<RetrySkip, { kind: K }>> } = {
  'retry-after-over-cap': object({ kind: oneOf(['retry-after-over-cap']), askedMs: count, capMs: count }),
  'host-breaker': object({ kind: oneOf(['host-breaker']), status, urls: count }),
};

const retrySkip: Shape<RetrySkip | undefined> = {
  expected: { is: 'object' },
  absent: () => undefined,
  read: (value) => readKnownKind<RetrySkip>(RETRY_SKIPS, value),
};

const failureFacts = object<Omit<CheckFailure, 'detail'>>({ kind: oneOf(FAILURE_KINDS), message: text });
const failure: Shape<CheckFailure> = {
  expected: failureFacts.expected,
  read(value) {
    const read: CheckFailure = failureFacts.read(value);
    if (read.detail !== undefined && readDetail(read.detail) === undefined) delete read.detail;
    return read;
  },
};

const hash = boundedText(64);
const fingerprint = object<ContentFingerprint>({
  content: hash,
  region: oneOf(['main', 'article', 'body'] as const),
  words: count,
  title: maybeText,
  canonical: maybeText,
  links: hash,
  structuredData: orNull(hash),
  reading: optional(count),
});

const parts = listOf(oneOf(FINGERPRINT_PARTS), FINGERPRINT_PARTS.length);
const time = orNull(instant);
const history = object<ContentHistory>({
  fingerprint,
  firstSeen: instant,
  seenSince: instant,
  lastSeen: instant,
  lastChanged: time,
  changedAfter: time,
  changed: parts,
  lastmod: maybeText,
});

export const pageCheckShape: Shape<PageCheck> = object<PageCheck>({
  url: text,
  checkedAt: instant,
  status: orNull(status),
  hops: listOf(hop, STORED_CHECK_LIMITS.hops),
  finalUrl: maybeText,
  contentType: maybeText,
  timeMs: count,
  lastModified: maybeText,
  xRobotsTag: maybeText,
  metaRobots: maybeText,
  canonical: maybeText,
  canonicalConflict: optional(text),
  htmlLang: maybeText,
  alternates: listOf(alternate, STORED_CHECK_LIMITS.alternates),
  refresh: optional(refresh),
  retryAfter: maybeText,
  retries: optional(count),
  waitedMs: optional(count),
  retrySkipped: retrySkip,
  failure: orNull(failure),
  cut: orNull(pageCut),
  unreadCoding: optional(text),
  empty: optional(flag),
  recheckFrom: optional(instant),
  fingerprint: optional(fingerprint),
  unstable: optional(parts),
  history: optional(history),
  robotsBlocks: listOf(robotsBlock, SEARCH_ENGINE_AGENTS.length),
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
