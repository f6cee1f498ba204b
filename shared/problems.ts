/** How bad a problem is: errors block an export, warnings are shown, info is for the record. */
export type Severity = 'error' | 'warning' | 'info';

/** Where a problem is: a file position, or a table cell. Every field is optional because places differ. */
export interface Place {
  file?: string;
  line?: number;
  column?: number;
  table?: string;
  row?: number;
  field?: string;
}

/** A problem is a value with a place, never a thrown exception (STYLE.md, habit 5). */
export interface Problem {
  severity: Severity;
  /** Stable, machine-readable, kebab-case; tests and filters key on it. */
  code: string;
  message: string;
  place: Place;
  /**
   * Set only on the line that stands in for problems of this code in this file that were counted
   * but not listed one by one (past the import's per-code limit): how many there are. That line is
   * not a problem itself, so count with `countProblems`, never with `.length`.
   */
  unlisted?: number;
}

/** How many problems of each severity a list holds, a stand-in line counting as the problems it stands for. */
export function countProblems(problems: readonly Problem[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const item of problems) counts[item.severity] += item.unlisted ?? 1;
  return counts;
}

export function problem(severity: Severity, code: string, message: string, place: Place = {}): Problem {
  return { severity, code, message, place };
}

/** "file:line:column" or "table, row N", for messages and the CLI. */
export function formatPlace(place: Place): string {
  const parts: string[] = [];
  if (place.file) {
    let at = place.file;
    if (place.line !== undefined) at += `:${place.line}`;
    if (place.column !== undefined) at += `:${place.column}`;
    parts.push(at);
  }
  if (place.table) parts.push(`table ${place.table}`);
  if (place.row !== undefined) parts.push(`row ${place.row}`);
  if (place.field) parts.push(place.field);
  return parts.join(', ');
}
