import { PRIVATE_ADDRESS_CODE, type CheckFailureDetail, type PageCheck, type RobotsRefusal } from './page-check';

/** A refusal for want of any robots.txt answer: the site unreachable (or not to be reached), not a rule. */
export type UnreachableRobots = Extract<RobotsRefusal, { kind: 'robots-unreadable' }>;

/**
 * Why `detail` keeps a crawler away, when it is for want of any robots.txt answer (RFC 9309: fetch
 * nothing then): the site gave none (no connection, no answer in time: a server down), or its host is
 * at a local or private address the check does not ask (a public site may not lead there); null for
 * a rule, a status, or anything else a person could look for in a robots.txt.
 */
export function unreachableBy(detail: CheckFailureDetail | undefined): 'no-answer' | 'private-address' | null {
  if (detail === undefined || detail.kind !== 'robots-unreadable' || 'answered' in detail.reason) return null;
  return 'error' in detail.reason && detail.reason.error === PRIVATE_ADDRESS_CODE ? 'private-address' : 'no-answer';
}

/** Whether `detail` keeps a crawler away for want of any robots.txt answer (unreachableBy). */
export const isUnreachableRobots = (detail: CheckFailureDetail | undefined): detail is UnreachableRobots =>
  unreachableBy(detail) !== null;

/** Why a check's URL was kept away for want of any robots.txt answer (unreachableBy); null when it was not. */
export const robotsUnreachable = (check: PageCheck): 'no-answer' | 'private-address' | null =>
  check.failure?.kind === 'blocked-by-robots' ? unreachableBy(check.failure.detail) : null;
