import { SEVERITIES, type ProblemCode, type Severity } from './problem-catalogue';
import type { Problem } from './problems';

/** What problems are grouped by: one code at one severity (a code's severity can depend on where it was found). */
export interface ProblemGroupKey {
  severity: Severity;
  code: ProblemCode;
}

/** A text key for a group, for maps. */
export const groupKeyOf = ({ severity, code }: ProblemGroupKey): string => `${severity}\u0000${code}`;

/**
 * Groups in the order a person reads them: errors, then warnings, then notes; groups of one
 * severity keep the order given (the order they were met). The CLI's report and the problems panel both use it.
 */
export function inGroupOrder<G extends ProblemGroupKey>(groups: Iterable<G>): G[] {
  return [...groups].sort((a, b) => SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity));
}

/** Problems of one severity and code together, errors first, each group's problems in the order they came. */
export function groupProblems(problems: readonly Problem[]): (ProblemGroupKey & { problems: Problem[] })[] {
  const groups = new Map<string, ProblemGroupKey & { problems: Problem[] }>();
  for (const item of problems) {
    const key = groupKeyOf(item);
    const group = groups.get(key);
    if (group) group.problems.push(item);
    else groups.set(key, { severity: item.severity, code: item.code, problems: [item] });
  }
  return inGroupOrder(groups.values());
}
