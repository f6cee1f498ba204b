import robotsParser from 'robots-parser';
import { decodeUnreserved, parseRobotsLines, type RobotsDirective } from './robots-lines';

export interface RobotsVerdict {
  allowed: boolean;
  /** The line that decided it (1-based), or null when no rule matched and the URL is allowed by default. */
  line: number | null;
  /** That line's directive, as "Disallow: /private". */
  rule: string | null;
}

export interface RobotsMatcher {
  /** May `agent` crawl `url`? Only URLs on the robots.txt's own scheme, host and port are answered (else null). */
  verdict(url: string, agent: string): RobotsVerdict | null;
  /** The Sitemap: lines, with their line numbers, values as written. */
  sitemaps: RobotsDirective[];
  /** True when the file was over 500 KiB and the rest was ignored, as Google does. */
  truncated: boolean;
}

/** The crawler robots.txt is checked for unless the user names another. */
export const DEFAULT_ROBOTS_AGENT = 'Googlebot';

/** A user agent a crawler can identify itself by: a product token of letters, "_" and "-" (RFC 9309). */
export function isValidRobotsAgent(agent: string): boolean {
  return /^[A-Za-z_-]+$/.test(agent);
}

/**
 * robots.txt matching by RFC 9309 and Google's reading of it: robots-parser picks the group and the
 * longest matching rule (allow wins a tie); this wrapper feeds it lines as Google reads them.
 */
export function createRobotsMatcher(robotsUrl: string, text: string): RobotsMatcher {
  const parsed = parseRobotsLines(text);
  const robots = robotsParser(robotsUrl, parsed.text);
  const byLine = new Map(parsed.directives.map((directive) => [directive.line, directive]));
  const site = new URL(robotsUrl);
  const sitePrefix = `${site.protocol}//${site.host}/`;
  /** Only URLs on the robots.txt's own scheme, host and port are its business. */
  const onSite = (url: string): boolean => {
    if (url.startsWith(sitePrefix)) return true;
    try {
      const parsedUrl = new URL(url);
      return parsedUrl.protocol === site.protocol && parsedUrl.host === site.host;
    } catch {
      return false;
    }
  };
  return {
    sitemaps: parsed.directives.filter((directive) => directive.key === 'sitemap'),
    truncated: parsed.truncated,
    verdict(url, agent) {
      if (!onSite(url)) return null;
      // One question to robots-parser per URL: which rule decides (its line says allow or disallow).
      const matched = robots.getMatchingLineNumber(decodeUnreserved(url), agent);
      const allowed = matched <= 0 || parsed.allows[matched - 1] === true;
      const line = matched > 0 ? (parsed.originalLine[matched - 1] ?? -1) : -1;
      const directive = byLine.get(line);
      const rule = directive ? `${directive.key === 'allow' ? 'Allow' : 'Disallow'}: ${directive.value}` : null;
      return { allowed, line: line > 0 ? line : null, rule };
    },
  };
}
