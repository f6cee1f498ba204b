import { createRobotsMatcher } from '../../../shared/robots/robots-matcher';
import type { RobotsReason, RobotsReport } from '../../../shared/site-check/check-job-report';
import type { RobotsRefusal } from '../../../shared/site-check/page-check';
import { fetchRobotsTxt, type RobotsFetchOptions } from './host-robots-fetch';

/** What one origin's robots.txt lets the checker fetch, and how slowly. */
export interface HostRobots {
  report: RobotsReport;
  /** Why `url` (on this origin) may not be fetched, or null when it may. */
  refusal(url: string): RobotsRefusal | null;
}

/**
 * Fetches and reads an origin's robots.txt for `agent`, as RFC 9309 (section 2.3.1) says: rules
 * from a 2xx; a 4xx means there are none; a 5xx or no answer means assume everything disallowed.
 * A 429 is taken as "server busy" like a 5xx, as Google does.
 */
export async function readHostRobots(origin: string, agent: string, options: RobotsFetchOptions): Promise<HostRobots> {
  const answer = await fetchRobotsTxt(origin, options);
  if (answer.kind === 'unreachable') return disallowAll(origin, null, answer.reason);
  const { status } = answer;
  if (status === 429 || status >= 500) return disallowAll(origin, status, { answered: status });
  if (status < 200 || status > 299) return allowAll(origin, status, { answered: status });
  const matcher = createRobotsMatcher(`${origin}/robots.txt`, answer.text);
  const delay = matcher.crawlDelay(agent);
  return {
    report: { origin, status, outcome: 'rules', crawlDelayMs: delay === null ? null : delay * 1000, reason: null },
    refusal(url) {
      const verdict = matcher.verdict(url, agent);
      if (verdict === null || verdict.allowed) return null;
      return verdict.rule === null || verdict.line === null
        ? { kind: 'robots-disallows' }
        : { kind: 'robots-rule', line: verdict.line, rule: verdict.rule };
    },
  };
}

function allowAll(origin: string, status: number, reason: RobotsReason): HostRobots {
  return {
    report: { origin, status, outcome: 'allow-all', crawlDelayMs: null, reason },
    refusal: () => null,
  };
}

function disallowAll(origin: string, status: number | null, reason: RobotsReason): HostRobots {
  const refusal: RobotsRefusal = { kind: 'robots-unreadable', origin, reason };
  return {
    report: { origin, status, outcome: 'disallow-all', crawlDelayMs: null, reason },
    refusal: () => refusal,
  };
}
