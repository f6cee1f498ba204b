import type robotsParser from 'robots-parser';

/** One Allow or Disallow rule as robots-parser keeps it: pattern with its escapes normalised, line in the text it read. */
export interface ParsedRule {
  pattern: string;
  allow: boolean;
  lineNumber: number;
}

type Robots = ReturnType<typeof robotsParser>;

/**
 * The rule groups robots-parser built, by lower-case product token. Its typings only offer one
 * question per URL, which costs an allocation per rule per URL; we read the groups it parsed and
 * match them ourselves. The version is pinned in package.json, and this check fails loudly if a
 * new one keeps its groups differently.
 */
export function parsedGroups(robots: Robots): Readonly<Record<string, readonly ParsedRule[]>> {
  const groups = (robots as unknown as { _rules?: unknown })._rules;
  if (typeof groups !== 'object' || groups === null) {
    throw new Error('robots-parser no longer keeps its rule groups in _rules: update shared/robots/parsed-groups.ts');
  }
  return groups as Record<string, readonly ParsedRule[]>;
}

/** robots-parser's reading of a user agent: lower case, without a `/version`. */
export function groupKey(agent: string): string {
  const lower = agent.toLowerCase();
  const slash = lower.indexOf('/');
  return (slash >= 0 ? lower.slice(0, slash) : lower).trim();
}
