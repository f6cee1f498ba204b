import { formatCount } from './format';
import { translateMessage } from './i18n/translator';
import {
  finding,
  renderMessage,
  unlistedMessage,
  severityOf,
  type Finding,
  type ParamsOf,
  type ProblemCode,
  type Severity,
} from './problem-catalogue';

export type { Severity, ProblemCode } from './problem-catalogue';

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
  /** Stable, machine-readable, kebab-case, from the catalogue (shared/problem-catalogue); tests and filters key on it. */
  code: ProblemCode;
  /** The message in the language of the moment it was found; `problemText` words it in today's. */
  message: string;
  place: Place;
  /** The code's parameters, so the message can be worded again in another language (`problemText`). */
  params?: readonly unknown[];
  /**
   * Set only on the line that stands in for problems of this code in this file (an import's) or table
   * (an export's) that were counted but not listed one by one (past a per-code limit, KeptProblems):
   * how many there are. That line is not a problem itself, so count with `countProblems`, never with `.length`.
   */
  unlisted?: number;
}

/** A stand-in line for problems in a table rather than a file (KeptProblems keeps the place it stands for). */
const isTableStandIn = (place: Place | undefined): boolean => place?.table !== undefined && place.file === undefined;

/** How many problems of each severity a list holds, a stand-in line counting as the problems it stands for. */
export function countProblems(problems: readonly Problem[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const item of problems) counts[item.severity] += item.unlisted ?? 1;
  return counts;
}

/** A problem from the catalogue: its code and parameters at a place; severity and message are the catalogue's. */
export function problemAt<K extends ProblemCode>(place: Place, code: K, ...params: ParamsOf<K>): Problem {
  return problemOf(place, finding(code, ...params));
}

/** A finding (a code with its parameters, e.g. carried by an error) at a place. */
export function problemOf(place: Place, found: Finding): Problem {
  return { severity: severityOf(found), code: found.code, message: renderMessage(found), place, params: found.params };
}

/**
 * A problem's message in the active language: worded again from its code and parameters where it
 * has them (what the grid, the panels and the reports show), a stand-in line from its code and
 * count, else the text it came with.
 */
export function problemText(
  item: Pick<Problem, 'code' | 'message' | 'params' | 'unlisted'> & { place?: Place },
): string {
  if (item.unlisted !== undefined) return unlistedMessage(item.unlisted, item.code, isTableStandIn(item.place));
  return item.params ? renderMessage({ code: item.code, params: item.params } as Finding) : item.message;
}

/**
 * A problem whose severity and message are known already: one rebuilt from parts that crossed a
 * boundary (the validation worker's columns), or written out in a test. New problems use problemAt.
 */
export function problem(
  severity: Severity,
  code: ProblemCode,
  message: string,
  place: Place = {},
  params?: readonly unknown[],
): Problem {
  return params ? { severity, code, message, place, params } : { severity, code, message, place };
}

/**
 * Where a problem is, in the active language: "file:line:column, table T, row N, field" (the
 * panels, the export dialog and the CLI). Row numbers are grouped as the language groups them.
 */
export function formatPlace(place: Place): string {
  const parts: string[] = [];
  if (place.file) parts.push([place.file, place.line, place.column].filter((part) => part !== undefined).join(':'));
  if (place.table) parts.push(translateMessage('common.place.table', { name: place.table }));
  if (place.row !== undefined) parts.push(translateMessage('common.place.row', { row: formatCount(place.row) }));
  if (place.field) parts.push(fieldWord(place.field));
  return parts.join(', ');
}

const WORDED_FIELDS = ['images', 'videos', 'alternates', 'news'] as const;
type WordedField = (typeof WORDED_FIELDS)[number];

/** A place's field as a person reads it: an XML element's name as it is (loc, lastmod…), an extension group translated. */
function fieldWord(field: string): string {
  return (WORDED_FIELDS as readonly string[]).includes(field)
    ? translateMessage(`common.place.fields.${field as WordedField}`)
    : field;
}
