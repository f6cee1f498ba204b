import type { OutsideBase } from '../problem-catalogue/settings-faults';
import type { Problem } from '../problems';
import { isOtherHost } from './base-url';

/**
 * True for a loc's problem that says it is on another host than the base URL's: the error
 * (loc-outside-base) the export setting allowOtherHosts turns into an accepted warning, or that warning.
 */
export function isOtherHostProblem(problem: Problem): boolean {
  if (problem.code === 'loc-other-host-allowed') return true;
  if (problem.code !== 'loc-outside-base') return false;
  const params = problem.params?.[0] as { reason?: OutsideBase } | undefined;
  return params?.reason !== undefined && isOtherHost(params.reason);
}

/**
 * How many locs `problems` say are on another host: a stand-in line (KeptProblems) counts the many it
 * stands for, all of one kind.
 */
export const otherHostCount = (problems: readonly Problem[]): number =>
  problems.reduce((count, item) => count + (isOtherHostProblem(item) ? (item.unlisted ?? 1) : 0), 0);
