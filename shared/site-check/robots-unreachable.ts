import type { CheckFailureDetail, PageCheck, RobotsRefusal } from './page-check';

/** A refusal for want of any robots.txt answer (no connection, no answer in time, a private address): the site unreachable, not a rule. */
export type UnreachableRobots = Extract<RobotsRefusal, { kind: 'robots-unreadable' }>;

/**
 * Whether `detail` keeps a crawler away only because the site's robots.txt gave no answer at all
 * (RFC 9309: fetch nothing then): a server down, not a Disallow a person could look for.
 */
export const isUnreachableRobots = (detail: CheckFailureDetail | undefined): detail is UnreachableRobots =>
  detail !== undefined && detail.kind === 'robots-unreadable' && !('answered' in detail.reason);

/** Whether a check's URL was kept away only because its site's robots.txt gave no answer (isUnreachableRobots). */
export const robotsUnreachable = (check: PageCheck): boolean =>
  check.failure?.kind === 'blocked-by-robots' && isUnreachableRobots(check.failure.detail);
