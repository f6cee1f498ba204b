/** A sitemap that a file lists, to be followed: an index's `<sitemap>` or a robots.txt `Sitemap:` line. */
export interface ListedChild {
  loc: string;
  line: number | null;
}
