import { robotsRefusalText } from '../problem-catalogue/check-failure-detail';
import type { CheckFailureKind, PageCheck, RobotsRefusal } from './page-check';

/** A URL's result before anything is known of it: no response yet, and no failure. */
export function emptyCheck(url: string, checkedAt = Date.now()): PageCheck {
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
    failure: null,
    cut: null,
    robotsBlocks: [],
  };
}

/** The result for a URL that got no usable response (or was never asked): only its failure is known. */
export function failedCheck(url: string, kind: CheckFailureKind, message: string, checkedAt = Date.now()): PageCheck {
  return { ...emptyCheck(url, checkedAt), failure: { kind, message } };
}

/**
 * The result for a URL robots.txt does not let the checker fetch: the refusal's facts and their
 * English words, and the search engines robots.txt blocks from it too (`robotsBlocks`).
 */
export function blockedCheck(
  url: string,
  refusal: RobotsRefusal,
  robotsBlocks: RobotsRefusal[] = [],
  checkedAt = Date.now(),
): PageCheck {
  return {
    ...emptyCheck(url, checkedAt),
    failure: { kind: 'blocked-by-robots', message: robotsRefusalText(refusal), detail: refusal },
    robotsBlocks,
  };
}
