import { knownHistory } from '../../../shared/site-check/carry-history';
import type { SiteCheckResults } from '../../../shared/site-check/site-check-results';
import type { ContentOptions } from './site-check';

/**
 * What a content check needs of the results a project holds: each URL's fingerprint as its history
 * (or, from a format 3 project, its result) knows it, so a page that differs is fetched twice before
 * it counts as changed. The CLI (a project file) and main (the app's upload) both give it theirs.
 */
export function knownContentOptions(previous: SiteCheckResults, fetchTwice: boolean): ContentOptions {
  return { known: (url) => knownHistory(previous.get(url))?.fingerprint, fetchTwice };
}
