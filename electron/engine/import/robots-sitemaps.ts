import { parseRobotsLines } from '../../../shared/robots/robots-lines';

export interface RobotsSitemapLine {
  /** The value as written (may be relative). */
  value: string;
  /** 1-based line number. */
  line: number;
}

/**
 * Every Sitemap line of a robots.txt, wherever it is (Sitemap lines belong to no user-agent group:
 * RFC 9309, sitemaps.org), read the way the robots.txt matcher reads lines, as Google's parser does.
 */
export function sitemapsInRobots(text: string): RobotsSitemapLine[] {
  return parseRobotsLines(text)
    .directives.filter((directive) => directive.key === 'sitemap' && directive.value !== '')
    .map(({ value, line }) => ({ value, line }));
}
