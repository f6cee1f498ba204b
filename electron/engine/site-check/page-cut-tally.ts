import { PAGE_LIMITS, type BoundedValue, type PageCut } from '../../../shared/site-check/page-limits';

/** Counts what one page's readers leave out (page-limits.ts), to be said with the page's result. */
export class PageCutTally {
  private alternatesSeen = 0;
  private linksSeen = 0;
  private longUrls = 0;
  private readonly longValues = new Set<BoundedValue>();
  private headBytes = 0;
  private nested: 'body' | 'head' | null = null;

  /** True while one more alternate may be taken; counts it either way. */
  takeAlternate(): boolean {
    return ++this.alternatesSeen <= PAGE_LIMITS.alternates;
  }

  /** True while one more link may be taken; counts it either way. */
  takeLink(): boolean {
    return ++this.linksSeen <= PAGE_LIMITS.links;
  }

  /** True for a URL short enough to keep; a longer one is counted. */
  fits(url: string): boolean {
    if (url.length <= PAGE_LIMITS.urlChars) return true;
    this.longUrls++;
    return false;
  }

  longValue(name: BoundedValue): void {
    this.longValues.add(name);
  }

  /** The head had not ended when `bytes` of the page were read, and no more were. */
  headUnfinished(bytes: number): void {
    this.headBytes = bytes;
  }

  /** The page's elements nested past PAGE_LIMITS.nesting (inside its head, or after it), and it was read no further. */
  nestedTooDeep(where: 'body' | 'head'): void {
    this.nested = where;
  }

  /** What was left out, or null when nothing was; `resolvedLong`: URLs left out once made absolute (a reader counts those per answer). */
  result(resolvedLong = 0): PageCut | null {
    const alternates = this.alternatesSeen > PAGE_LIMITS.alternates ? this.alternatesSeen : 0;
    const links = this.linksSeen > PAGE_LIMITS.links ? this.linksSeen : 0;
    const longUrls = this.longUrls + resolvedLong;
    const cut: PageCut = { alternates, links, longUrls, longValues: [...this.longValues] };
    if (this.headBytes > 0) cut.headBytes = this.headBytes;
    if (this.nested) cut.nesting = PAGE_LIMITS.nesting;
    if (this.nested === 'head') cut.headNested = true;
    return alternates || links || longUrls || cut.longValues.length || cut.headBytes || cut.nesting ? cut : null;
  }
}
