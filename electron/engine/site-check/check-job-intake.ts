import { failedCheck } from '../../../shared/site-check/empty-check';
import type { PageCheck } from '../../../shared/site-check/page-check';

/** The listed URLs, read one at a time: a table's columns can answer without building an array. */
export interface UrlSource {
  /**
   * May grow while the job runs (a crawl's frontier grows with the links each result brings, added
   * before checkOne answers): the job ends once it has read and finished every URL there is.
   */
  readonly count: number;
  urlAt(index: number): string;
}

export function urlsFromArray(urls: readonly string[]): UrlSource {
  return { count: urls.length, urlAt: (index) => urls[index]! };
}

export interface IntakeRules {
  /** Results of an earlier run, by URL: those are not asked again (a cancelled one is). */
  previous: ReadonlyMap<string, PageCheck> | undefined;
  /** The table's own hosts, lower case, as `URL.host` gives them (with a port when not the default). */
  ownHosts: ReadonlySet<string>;
  allowOtherHosts: boolean;
}

/** What the job does with a listed URL: fetch it from an origin, or it already has its result. */
export type Intake = { kind: 'fetch'; origin: string } | { kind: 'known'; check: PageCheck; fromEarlierRun: boolean };

export function takeIn(url: string, rules: IntakeRules): Intake {
  const earlier = rules.previous?.get(url);
  if (earlier && earlier.failure?.kind !== 'cancelled') return { kind: 'known', check: earlier, fromEarlierRun: true };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return known(failedCheck(url, 'invalid-url', 'not an absolute URL'));
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return known(failedCheck(url, 'invalid-url', `only http and https URLs are checked, not ${parsed.protocol}`));
  }
  if (!rules.allowOtherHosts && !rules.ownHosts.has(parsed.host)) {
    return known(failedCheck(url, 'other-host', `${parsed.host} is not the table's host`));
  }
  return { kind: 'fetch', origin: parsed.origin };
}

function known(check: PageCheck): Intake {
  return { kind: 'known', check, fromEarlierRun: false };
}
