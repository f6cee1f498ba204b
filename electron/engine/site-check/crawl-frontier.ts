import type { UrlSource } from './check-job-intake';

/** What became of a link offered to the frontier. */
export type LinkOutcome = 'added' | 'known' | 'other-origin' | 'page-limit' | 'depth-limit';

/**
 * Every URL a crawl has found, in the order found (breadth first): the job reads it as its list of
 * URLs, which grows while the job runs. Each URL is kept once, with its depth and the index of the
 * page that found it first, so memory grows with the URLs found and never with the pages read.
 */
export class CrawlFrontier implements UrlSource {
  private readonly urls: string[] = [];
  private readonly depths: number[] = [];
  /** The finder's index, -1 for the home page. */
  private readonly finders: number[] = [];
  private readonly indexes = new Map<string, number>();

  constructor(
    /** The crawl's origin (`URL.origin`): links elsewhere are not followed. */
    readonly origin: string,
    private readonly maxPages: number,
    private readonly maxDepth: number,
  ) {}

  get count(): number {
    return this.urls.length;
  }

  urlAt(index: number): string {
    return this.urls[index]!;
  }

  indexOf(url: string): number | undefined {
    return this.indexes.get(url);
  }

  depthAt(index: number): number {
    return this.depths[index]!;
  }

  /** The URL of the page that found the one at `index`; null for the home page. */
  finderOf(index: number): string | null {
    const finder = this.finders[index]!;
    return finder < 0 ? null : this.urls[finder]!;
  }

  /** The home page, at depth 0. */
  addHome(url: string): void {
    this.push(url, 0, -1);
  }

  /** Takes a link (absolute, without a fragment) found on the page at `from`. */
  offer(url: string, from: number): LinkOutcome {
    if (this.indexes.has(url)) return 'known';
    if (URL.parse(url)?.origin !== this.origin) return 'other-origin';
    const depth = this.depths[from]! + 1;
    if (depth > this.maxDepth) return 'depth-limit';
    if (this.urls.length >= this.maxPages) return 'page-limit';
    this.push(url, depth, from);
    return 'added';
  }

  private push(url: string, depth: number, finder: number): void {
    this.indexes.set(url, this.urls.length);
    this.urls.push(url);
    this.depths.push(depth);
    this.finders.push(finder);
  }
}
