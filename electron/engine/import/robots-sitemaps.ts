export interface RobotsSitemapLine {
  /** The value as written (may be relative). */
  value: string;
  /** 1-based line number. */
  line: number;
}

/** `Sitemap:` or `Site-map:`, any case, with optional spaces around the colon (Google's parser accepts both keys). */
const SITEMAP_LINE = /^\s*site-?map\s*:\s*(.*)$/i;

/**
 * Every Sitemap line of a robots.txt, wherever it is: Sitemap lines do not belong to user-agent
 * groups (RFC 9309, sitemaps.org). A `#` starts a comment, as in Google's parser.
 */
export function sitemapsInRobots(text: string): RobotsSitemapLine[] {
  const found: RobotsSitemapLine[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  for (const [index, raw] of lines.entries()) {
    const match = SITEMAP_LINE.exec(raw.split('#', 1)[0]!);
    const value = match?.[1]?.trim();
    if (value) found.push({ value, line: index + 1 });
  }
  return found;
}
