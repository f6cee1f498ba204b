import robotsParser from 'robots-parser';
import { groupKey, parsedGroups, type ParsedRule } from './parsed-groups';
import { decodeUnreserved, parseRobotsLines, type RobotsDirective } from './robots-lines';
import { groupsByRuleLine, lineNaming, type RobotsGroupLine } from './rule-groups';
import { compileRulePattern, type PathMatcher } from './rule-pattern';

export interface RobotsVerdict {
  allowed: boolean;
  /** The line that decided it (1-based), or null when no rule matched and the URL is allowed by default. */
  line: number | null;
  /** That line's directive, as "Disallow: /private". */
  rule: string | null;
  /** The User-agent line of the group that rule is in, which made `agent` obey it; null with no rule. */
  group: RobotsGroupLine | null;
}

export interface RobotsMatcher {
  /** May `agent` crawl `url`? Only URLs on the robots.txt's own scheme, host and port are answered (else null). */
  verdict(url: string, agent: string): RobotsVerdict | null;
  /** True when a group names `agent` itself (not only `*`). */
  namesAgent(agent: string): boolean;
  /** The Crawl-delay in seconds of the group `agent` obeys (its own, else `*`), or null when it names none. */
  crawlDelay(agent: string): number | null;
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
 * robots.txt matching by RFC 9309 and Google's reading of it: this wrapper feeds robots-parser lines
 * as Google reads them, takes the groups it parses, and answers each URL with compiled patterns:
 * the longest matching rule decides, Allow wins a tie.
 */
export function createRobotsMatcher(robotsUrl: string, text: string): RobotsMatcher {
  const parsed = parseRobotsLines(text);
  const robots = robotsParser(robotsUrl, parsed.text);
  const groups = parsedGroups(robots);
  const byLine = new Map(parsed.directives.map((directive) => [directive.line, directive]));
  const groupOfRule = groupsByRuleLine(parsed.directives);
  const site = new URL(robotsUrl);
  const sitePrefix = `${site.protocol}//${site.host}/`;
  const rulesByAgent = new Map<string, readonly CompiledRule[]>();

  function rulesFor(agent: string): readonly CompiledRule[] {
    let rules = rulesByAgent.get(agent);
    if (!rules) {
      rules = compileGroup(groups[groupKey(agent)] ?? groups['*'] ?? []);
      rulesByAgent.set(agent, rules);
    }
    return rules;
  }

  /** The path and query robots.txt rules are matched against, or null for a URL on another site. */
  function pathOf(url: string): string | null {
    if (url.startsWith(sitePrefix)) {
      const rest = url.slice(sitePrefix.length - 1);
      if (SIMPLE_PATH.test(rest)) return rest; // what the URL parser would give back unchanged
    }
    let parsedUrl: URL;
    try {
      parsedUrl = new URL(decodeUnreserved(url));
    } catch {
      return null;
    }
    if (parsedUrl.protocol !== site.protocol || parsedUrl.host !== site.host) return null;
    return (parsedUrl.pathname + parsedUrl.search).replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
  }

  return {
    sitemaps: parsed.directives.filter((directive) => directive.key === 'sitemap'),
    truncated: parsed.truncated,
    namesAgent: (agent) => Object.hasOwn(groups, groupKey(agent)) && groupKey(agent) !== '*',
    crawlDelay(agent) {
      const delay = robots.getCrawlDelay(agent);
      return typeof delay === 'number' && Number.isFinite(delay) && delay >= 0 ? delay : null;
    },
    verdict(url, agent) {
      const path = pathOf(url);
      if (path === null) return null;
      const decided = rulesFor(agent).find((rule) => rule.matches(path));
      if (!decided) return { allowed: true, line: null, rule: null, group: null };
      const line = parsed.originalLine[decided.lineNumber - 1] ?? null;
      const directive = line === null ? undefined : byLine.get(line);
      const rule = directive ? `${directive.key === 'allow' ? 'Allow' : 'Disallow'}: ${directive.value}` : null;
      const group = line === null ? undefined : groupOfRule.get(line);
      return { allowed: decided.allow, line, rule, group: group ? lineNaming(group, agent) : null };
    },
  };
}

interface CompiledRule {
  allow: boolean;
  lineNumber: number;
  matches: PathMatcher;
}

/** Longest pattern first, Allow before Disallow at equal length: the first rule that matches decides. */
function compileGroup(rules: readonly ParsedRule[]): readonly CompiledRule[] {
  return [...rules]
    .sort((a, b) => b.pattern.length - a.pattern.length || Number(b.allow) - Number(a.allow))
    .map((rule) => ({ allow: rule.allow, lineNumber: rule.lineNumber, matches: compileRulePattern(rule.pattern) }));
}

/**
 * A path and query the URL parser keeps as written: no escapes to normalise, no dot segments,
 * no characters it would percent-encode, no fragment, no empty query.
 */
const SIMPLE_PATH = /^(?![^?]*\/\.)\/[A-Za-z0-9\-._~!$&()*+,;=:@/]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@/?]+)?$/;
