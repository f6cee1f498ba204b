import { createRobotsMatcher, type RobotsMatcher } from '../../../shared/robots/robots-matcher';
import { robotsTextOddities } from '../../../shared/robots/robots-lines';
import type { RobotsReason, RobotsReport } from '../../../shared/site-check/check-job-report';
import type { RobotsRefusal } from '../../../shared/site-check/page-check';
import { SEARCH_ENGINE_GROUPS, type SearchEngineAgent } from '../../../shared/site-check/search-engines';
import { fetchRobotsTxt, readingOf, type RobotsFetchOptions } from './host-robots-fetch';

/** What one origin's robots.txt lets the checker fetch, and how slowly; and whom it blocks. */
export interface HostRobots {
  report: RobotsReport;
  /** Why the checker may not fetch `url` (on this origin), by its own group; null when it may. */
  refusal(url: string): RobotsRefusal | null;
  /** The search engines of the job robots.txt blocks from `url`, each judged by its own group. */
  blocks(url: string): RobotsRefusal[];
}

/**
 * Fetches and reads an origin's robots.txt, as RFC 9309 (section 2.3.1) says: rules from a 2xx; a
 * 4xx means there are none; a 5xx or no answer means assume everything disallowed. A 429 is taken
 * as "server busy" like a 5xx, as Google does. `agent` is the checker's own product token (its
 * politeness); `searchEngines` are judged apart, so the two are never confused.
 */
export async function readHostRobots(
  origin: string,
  agent: string,
  options: RobotsFetchOptions,
  searchEngines: readonly SearchEngineAgent[] = [],
): Promise<HostRobots> {
  const reading = readingOf(await fetchRobotsTxt(origin, options));
  if (reading.outcome !== 'rules')
    return reading.outcome === 'disallow-all'
      ? disallowAll(origin, reading.status, reading.reason, agent, searchEngines)
      : allowAll(origin, reading.status, reading.reason);
  const { status } = reading;
  const matcher = createRobotsMatcher(`${origin}/robots.txt`, reading.text);
  const delay = matcher.crawlDelay(agent);
  const { noLines, truncated } = robotsTextOddities(reading.text);
  const odd = { ...(noLines ? { noLines: true as const } : {}), ...(truncated ? { truncated: true as const } : {}) };
  return {
    report: {
      origin,
      status,
      outcome: 'rules',
      crawlDelayMs: delay === null ? null : delay * 1000,
      reason: null,
      ...odd,
    },
    refusal: (url) => refusalOf(matcher, url, agent, agent),
    blocks: (url) =>
      searchEngines.flatMap((engine) => refusalOf(matcher, url, groupAgent(matcher, engine), engine) ?? []),
  };
}

/** The product token whose group `engine` obeys here: the most specific one robots.txt names, else its own (then `*`). */
function groupAgent(matcher: RobotsMatcher, engine: SearchEngineAgent): string {
  const tokens = SEARCH_ENGINE_GROUPS[engine];
  return tokens.find((token) => matcher.namesAgent(token)) ?? tokens[0]!;
}

/** Why robots.txt keeps `agent` (obeying the group of `groupAgent`) from `url`, or null. */
function refusalOf(matcher: RobotsMatcher, url: string, groupAgent: string, agent: string): RobotsRefusal | null {
  const verdict = matcher.verdict(url, groupAgent);
  if (verdict === null || verdict.allowed) return null;
  if (verdict.rule === null || verdict.line === null) return { kind: 'robots-disallows', agent };
  return {
    kind: 'robots-rule',
    line: verdict.line,
    rule: verdict.rule,
    ...(verdict.group ? { group: verdict.group } : {}),
    agent,
  };
}

function allowAll(origin: string, status: number | null, reason: RobotsReason): HostRobots {
  return {
    report: { origin, status, outcome: 'allow-all', crawlDelayMs: null, reason },
    refusal: () => null,
    blocks: () => [],
  };
}

/** A robots.txt that could not be read keeps every crawler out, the checker and the search engines alike. */
function disallowAll(
  origin: string,
  status: number | null,
  reason: RobotsReason,
  agent: string,
  searchEngines: readonly SearchEngineAgent[],
): HostRobots {
  const refusal: RobotsRefusal = { kind: 'robots-unreadable', origin, reason, agent };
  const blocks = searchEngines.map((engine): RobotsRefusal => ({ ...refusal, agent: engine }));
  return {
    report: { origin, status, outcome: 'disallow-all', crawlDelayMs: null, reason },
    refusal: () => refusal,
    blocks: () => [...blocks],
  };
}
