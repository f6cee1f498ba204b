import { formatCount } from '../format';
import type { FieldProblem } from './field-problem';

const ABSOLUTE = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/is;
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/**
 * The form two locs are compared in (RFC 3986, section 6): scheme and host in lower case, the
 * default port dropped, an empty path as "/", and percent-escapes in upper case. Written by hand
 * rather than with the URL parser, which also rewrites paths and would cost more than the rest of validation.
 */
export function normaliseLoc(loc: string): string {
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
  const firstSeen = new Map<string, { table: number; row: number; loc: string }>();
  const problems: DuplicateProblem[] = [];
  tables.forEach(({ rows }, table) => {
    rows.forEach(({ loc }, row) => {
      if (loc === '') return;
      const key = normaliseLoc(loc);
      const first = firstSeen.get(key);
      if (!first) {
        firstSeen.set(key, { table, row, loc });
        return;
      }
      const where =
        first.table === table
          ? `row ${formatCount(first.row + 1)}`
          : `table "${tables[first.table]!.name}", row ${formatCount(first.row + 1)}`;
      const exact = first.loc === loc;
      problems.push({
        table,
        row,
        field: 'loc',
        severity: 'warning',
        code: exact ? 'loc-duplicate' : 'loc-duplicate-normalised',
        message: exact
          ? `This URL is already listed in ${where}.`
          : `This URL is the same page as ${first.loc} in ${where}; they differ only in letter case, port or escaping.`,
      });
    });
  });
  return problems;
}
