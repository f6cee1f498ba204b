import { groupKey } from './parsed-groups';
import type { RobotsDirective } from './robots-lines';

/** The User-agent line that made a crawler obey a group: as written (`Googlebot`, `*`) and its line. */
export interface RobotsGroupLine {
  agent: string;
  line: number;
}

/**
 * For each Allow or Disallow line, the User-agent lines of the group it belongs to, grouped as
 * robots-parser groups them: consecutive User-agent lines open a group, any other directive ends
 * the run, and rules before the first User-agent belong to none.
 */
export function groupsByRuleLine(directives: readonly RobotsDirective[]): ReadonlyMap<number, RobotsGroupLine[]> {
  const byLine = new Map<number, RobotsGroupLine[]>();
  let current: RobotsGroupLine[] | null = null;
  let previousWasAgent = false;
  for (const directive of directives) {
    if (directive.key === 'user-agent') {
      if (!previousWasAgent || current === null) current = [];
      if (directive.value !== '') current.push({ agent: directive.value, line: directive.line });
    } else if ((directive.key === 'allow' || directive.key === 'disallow') && current !== null) {
      byLine.set(directive.line, current);
    }
    previousWasAgent = directive.key === 'user-agent';
  }
  return byLine;
}

/** Of a group's User-agent lines, the one that names `agent` (else its `*`): why `agent` obeys it. */
export function lineNaming(group: readonly RobotsGroupLine[], agent: string): RobotsGroupLine | null {
  const key = groupKey(agent);
  return group.find((line) => groupKey(line.agent) === key) ?? group.find((line) => line.agent === '*') ?? null;
}
