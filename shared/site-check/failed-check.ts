import type { CheckFailureKind, PageCheck } from './page-check';

/** The result for a URL that got no usable response (or was never asked): only its failure is known. */
export function failedCheck(url: string, kind: CheckFailureKind, message: string, checkedAt = Date.now()): PageCheck {
  return {
    url,
    checkedAt,
    status: null,
    hops: [],
    finalUrl: null,
    contentType: null,
    timeMs: 0,
    lastModified: null,
    xRobotsTag: null,
    metaRobots: null,
    canonical: null,
    htmlLang: null,
    alternates: [],
    retryAfter: null,
    failure: { kind, message },
  };
}
