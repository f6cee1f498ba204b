import Papa from 'papaparse';
import { normaliseLoc } from '../validation/duplicate-locs';
import { isKnownHreflang } from '../validation/field-rules';
import { proposalOf, type Member, type PairConflict, type PairProposal, type PairTables } from './pair-by-rule';

/** A CSV value that names no row of the tables: its line (1-based, the header is line 1) and language. */
export interface SlugNotFound {
  line: number;
  language: string;
  value: string;
}

/**
 * The clusters a CSV of translated slugs proposes: a header of language codes (`en,nl,de`), then one
 * line per content, each cell the page in that language as a URL or as its path (`/nl/schoenen`,
 * matched against the rows' path and query). Columns whose code Google does not take are conflicts;
 * values no row has are told apart, not guessed.
 */
export function pairBySlugs(tables: PairTables, csv: string): PairProposal & { notFound: SlugNotFound[] } {
  const lines = Papa.parse<string[]>(csv.trim(), { skipEmptyLines: true }).data;
  const [header = [], ...contents] = lines;
  const codes = header.map((code) => code.trim());
  const conflicts: PairConflict[] = codes
    .filter((code) => !isKnownHreflang(code) || code.toLowerCase() === 'x-default')
    .map((code) => ({ kind: 'unknown-code', code, loc: '' }));
  const rowsOf = rowIndex(tables);
  const notFound: SlugNotFound[] = [];
  const groups = contents.map((cells, at): Member[] =>
    cells.flatMap((cell, column) => {
      const value = cell.trim();
      const code = codes[column];
      if (value === '' || code === undefined || !isKnownHreflang(code) || code.toLowerCase() === 'x-default') return [];
      const member = rowsOf.get(keyOf(value));
      if (member === undefined) {
        notFound.push({ line: at + 2, language: code, value });
        return [];
      }
      return [{ ...member, code }];
    }),
  );
  const listed = tables.reduce((sum, { rows }) => sum + rows.length, 0);
  const paired = new Set(groups.flatMap((members) => members.map(({ loc }) => loc))).size;
  return { ...proposalOf(tables, groups, conflicts), unmatched: listed - paired, notFound };
}

/** Every row by its normalised loc and by its path and query (the first row of each). */
function rowIndex(tables: PairTables): Map<string, Omit<Member, 'code'>> {
  const index = new Map<string, Omit<Member, 'code'>>();
  tables.forEach(({ rows }, table) =>
    rows.forEach(({ loc }, row) => {
      const member = { place: { table, row }, loc };
      for (const key of [keyOf(loc), pathOf(loc)]) if (key !== null && !index.has(key)) index.set(key, member);
    }),
  );
  return index;
}

/** A CSV value as the index knows it: a URL normalised, a path as a URL writes it (escapes and all). */
const keyOf = (value: string): string => (value.startsWith('/') ? (pathOf(value) ?? value) : normaliseLoc(value));

/** The path and query of a URL or of a path alone. */
function pathOf(text: string): string | null {
  try {
    const url = new URL(text.trim(), 'https://path.invalid');
    return `path:${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
