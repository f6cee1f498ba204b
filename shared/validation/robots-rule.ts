import type { RobotsMatcher } from '../robots/robots-matcher';
import { fieldProblem, NO_PROBLEMS, type FieldProblem } from './field-problem';

/** A URL the crawler may not fetch is a warning that names the robots.txt line deciding it. */
export function checkRobots(loc: string, matcher: RobotsMatcher, agent: string): readonly FieldProblem[] {
  let verdict;
  try {
    verdict = matcher.verdict(loc, agent);
  } catch {
    return NO_PROBLEMS; // a loc that is not a URL has its own error
  }
  if (!verdict || verdict.allowed) return NO_PROBLEMS;
  return [fieldProblem('loc-blocked-by-robots', { agent, line: verdict.line, rule: verdict.rule })];
}
