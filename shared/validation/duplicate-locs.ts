import { formatCount } from '../format';
import type { FieldProblem } from './field-problem';

const ABSOLUTE = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/is;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };
/** Lower-case scheme and host, no port or user, a path: nothing for normalising to change (escapes aside). */
const ALREADY_NORMAL = /^https?:\/\/[a-z0-9.-]+\//;

/**
 * The form two locs are compared in (RFC 3986, section 6): scheme and host in lower case, the
 * default port dropped, an empty path as "/", and percent-escapes in upper case. Written by hand
 * rather than with the URL parser, which also rewrites paths and would cost more than the rest of validation.
 */
export function normaliseLoc(loc: string): string {
  if (ALREADY_NORMAL.test(loc) && !loc.includes('%')) return loc;
  const match = ABSOLUTE.exec(loc);
  if (!match) return upperEscapes(loc);
  const scheme = match[1]!.toLowerCase();
  const authority = match[2]!;
  const at = authority.lastIndexOf('@');
  const userinfo = authority.slice(0, at + 1);
  let host = authority.slice(at + 1).toLowerCase();
  const port = /:(\d*)$/.exec(host);
  if (port && (port[1] === '' || port[1] === DEFAULT_PORTS[scheme])) host = host.slice(0, port.index);
  const rest = match[3] === '' || /^[?#]/.test(match[3]!) ? `/${match[3]}` : match[3]!;
  return `${scheme}://${userinfo}${host}${upperEscapes(rest)}`;
}

const upperEscapes = (text: string): string =>
  text.includes('%') ? text.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase()) : text;

export interface LocTable {
  name: string;
  rows: readonly { loc: string }[];
}

export interface DuplicateProblem extends FieldProblem {
  table: number;
  row: number;
}

/**
 * Finds every loc listed before, in the same table or an earlier one, exactly or after
 * normalisation. The first listing is the original; each later one gets a warning that says where.
 */
export function findDuplicateLocs(tables: readonly LocTable[]): DuplicateProblem[] {
  // Most locs are unique: one pass with a Set finds the keys that repeat, and only if there are any
  // does a second pass note where each was first listed (a Map of every loc costs twice a Set).
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { rows } of tables) {
    for (const { loc } of rows) {
      if (loc === '') continue;
      const key = normaliseLoc(loc);
      if (seen.has(key)) repeated.add(key);
      else seen.add(key);
    }
  }
  if (repeated.size === 0) return [];
  const firstSeen = new Map<string, { table: number; row: number; loc: string }>();
  const problems: DuplicateProblem[] = [];
  tables.forEach(({ rows }, table) => {
    rows.forEach(({ loc }, row) => {
      if (loc === '') return;
      const key = normaliseLoc(loc);
      if (!repeated.has(key)) return;
      const first = firstSeen.get(key);
      if (!first) {
        firstSeen.set(key, { table, row, loc });
        return;
      }
      problems.push(duplicateProblem(tables, first, { table, row, loc }));
    });
  });
  return problems;
}

function duplicateProblem(
  tables: readonly LocTable[],
  first: { table: number; row: number; loc: string },
  later: { table: number; row: number; loc: string },
): DuplicateProblem {
  const where =
    first.table === later.table
      ? `row ${formatCount(first.row + 1)}`
      : `table "${tables[first.table]!.name}", row ${formatCount(first.row + 1)}`;
  const exact = first.loc === later.loc;
  return {
    table: later.table,
    row: later.row,
    field: 'loc',
    severity: 'warning',
    code: exact ? 'loc-duplicate' : 'loc-duplicate-normalised',
    message: exact
      ? `This URL is already listed in ${where}.`
      : `This URL is the same page as ${first.loc} in ${where}; they differ only in letter case, port or escaping.`,
  };
}
