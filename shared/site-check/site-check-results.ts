import type { PageCheck } from './page-check';

/**
 * The site check's results a project holds: the latest check of each URL, by the URL as listed (a
 * loc listed on several rows shares one). Saved with the project, so a long check continues after
 * the app is closed: the next run asks only the URLs without a result.
 */
export class SiteCheckResults {
  private readonly byUrl = new Map<string, PageCheck>();

  get size(): number {
    return this.byUrl.size;
  }

  get(url: string): PageCheck | undefined {
    return this.byUrl.get(url);
  }

  /** Keeps each check as its URL's latest, replacing an earlier one. */
  add(checks: Iterable<PageCheck>): void {
    for (const check of checks) this.byUrl.set(check.url, check);
  }

  clear(): void {
    this.byUrl.clear();
  }

  /** Every result, in the order the URLs were first checked. */
  values(): IterableIterator<PageCheck> {
    return this.byUrl.values();
  }

  /** The results by URL, as the check job takes its earlier run's. */
  asMap(): ReadonlyMap<string, PageCheck> {
    return this.byUrl;
  }
}
