import { runSteps, type StepProgress } from '../run-steps';
import { normaliseLoc } from '../validation/duplicate-locs';
import { locAt, rowCount } from '../validation/table-rows';
import {
  PAIR_ITEMS_PER_STEP,
  proposalInSteps,
  type Member,
  type PairConflict,
  type PairProposal,
  type PairTables,
} from './pair-by-rule';
import { isPairingCode, readSlugsCsv, type SlugsCsv, type SlugsCsvFault } from './slugs-csv';

/** A CSV value that names no row of the tables: its line (1-based, the header is line 1), column (1-based) and language. */
export interface SlugNotFound {
  line: number;
  column: number;
  language: string;
  value: string;
}

/**
 * A CSV value naming a row an earlier line named already (`first`): one page is one content's, so it
 * is left out of this line's cluster, whose other pages still pair.
 */
export interface SlugRepeated extends SlugNotFound {
  first: number;
}

/** A line with more values than the header names columns: the first value past them is at `column`. */
export interface SlugsExtraValues {
  line: number;
  column: number;
  values: number;
}

export interface SlugsProposal extends PairProposal {
  notFound: SlugNotFound[];
  extraValues: SlugsExtraValues[];
  repeated: SlugRepeated[];
}

/** A CSV of slugs that cannot be read at all (readSlugsCsv's fault), thrown by pairBySlugs. */
export class SlugsCsvError extends Error {
  override name = 'SlugsCsvError';
  constructor(readonly fault: SlugsCsvFault) {
    super(`line ${fault.line}, column ${fault.column}: ${fault.reason}`);
  }
}

/**
 * The clusters a CSV of translated slugs proposes: a header of language codes (`en,nl,de`), then one
 * line per content, each cell the page in that language as a URL or as its path (`/nl/schoenen`,
 * matched against the rows' path and query). Columns whose code Google does not take are conflicts;
 * values no row has are told apart, not guessed. A CSV that cannot be read throws a SlugsCsvError.
 */
export function pairBySlugs(tables: PairTables, csv: string): SlugsProposal {
  const read = readSlugsCsv(csv);
  if ('fault' in read) throw new SlugsCsvError(read.fault);
  return runSteps(pairBySlugsInSteps(tables, read));
}

/**
 * pairBySlugs over a CSV already read, a step at a time (PAIR_ITEMS_PER_STEP rows or members each);
 * `progress` counts the rows indexed, then the members linked, up to twice the rows.
 */
export function* pairBySlugsInSteps(
  tables: PairTables,
  { codes, lines }: SlugsCsv,
  progress: StepProgress = { done: 0, total: 0 },
): Generator<void, SlugsProposal, void> {
  const conflicts: PairConflict[] = codes
    .filter((code) => !isPairingCode(code))
    .map((code) => ({ kind: 'unknown-code', code, loc: '' }));
  const listed = tables.reduce((sum, { rows }) => sum + rowCount(rows), 0);
  Object.assign(progress, { done: 0, total: 2 * listed });
  const rowsOf = yield* rowIndexInSteps(tables, progress);
  const notFound: SlugNotFound[] = [];
  const repeated: SlugRepeated[] = [];
  const extraValues: SlugsExtraValues[] = [];
  const groups: Member[][] = [];
  // Each row a CSV value names, marked once: counting them with a set of a million locs holds the page.
  const starts = [0];
  for (const { rows } of tables) starts.push(starts.at(-1)! + rowCount(rows));
  // Per row, the line (its index in `lines`, from 1; 0: none yet) and column that first named it, and
  // per line how many rows it named first: typed arrays, for a CSV of a million lines.
  const namedBy = new Int32Array(listed);
  const namedAt = new Int32Array(listed);
  const firstNamed = new Int32Array(lines.length + 1);
  let paired = 0;
  let sinceStep = 0;
  for (const [index, { line, cells }] of lines.entries()) {
    if (cells.length > codes.length) extraValues.push({ line, column: codes.length + 1, values: cells.length });
    const members: Member[] = [];
    const again: (SlugRepeated & { by: number; at: number })[] = [];
    cells.forEach((cell, column) => {
      const value = cell.trim();
      const code = codes[column];
      if (value === '' || !isPairingCode(code)) return;
      const member = rowsOf.get(keyOf(value));
      if (member === undefined) return void notFound.push({ line, column: column + 1, language: code, value });
      const row = starts[member.place.table]! + member.place.row;
      const by = namedBy[row]!;
      // The same line naming it twice is a cluster's own conflict (two languages for one page), told as such.
      if (by !== 0 && by !== index + 1) {
        const first = lines[by - 1]!.line;
        return void again.push({ line, column: column + 1, language: code, value, first, by, at: namedAt[row]! });
      }
      members.push({ ...member, code });
      if (by === 0) {
        namedBy[row] = index + 1;
        namedAt[row] = column;
        firstNamed[index + 1]! += 1;
        paired += 1;
      }
    });
    // A line written again as it was (a copy in the spreadsheet) adds nothing, and is no page on two lines.
    const by = again[0]?.by;
    const copied =
      members.length === 0 &&
      again.length === firstNamed[by ?? 0] &&
      again.every((value) => value.by === by && value.at === value.column - 1);
    if (!copied) for (const { by: _by, at: _at, ...value } of again) repeated.push(value);
    groups.push(members);
    // A CSV of a large site has as many values as the project has rows: looked up a step at a time too.
    if ((sinceStep += cells.length) >= PAIR_ITEMS_PER_STEP) {
      sinceStep = 0;
      yield;
    }
  }
  const proposal = yield* proposalInSteps(tables, groups, conflicts, progress);
  return { ...proposal, unmatched: listed - paired, notFound, extraValues, repeated };
}

/** Every row by its normalised loc and by its path and query (the first row of each). */
function* rowIndexInSteps(tables: PairTables, progress: StepProgress): Generator<void, RowIndex, void> {
  const index = new RowIndex();
  for (const [table, { rows }] of tables.entries())
    for (let row = 0; row < rowCount(rows); row += 1) {
      const loc = locAt(rows, row);
      const member = { place: { table, row }, loc };
      const key = keyOf(loc);
      // A loc's key is normalised already: its path is read from it, not normalised again.
      for (const each of [key, key.startsWith('path:') ? null : pathIn(key)])
        if (each !== null) index.addFirst(each, member);
      if (++progress.done % PAIR_ITEMS_PER_STEP === 0) yield;
    }
  return index;
}

/**
 * Rows by key, in 64 maps chosen by the key's last characters: a map that outgrows its table copies
 * every entry in one go, which at two million keys would hold the page for a good part of a second.
 */
class RowIndex {
  private readonly shards = Array.from({ length: 64 }, () => new Map<string, Omit<Member, 'code'>>());

  /** Files `member` under `key` unless a row is filed there already. */
  addFirst(key: string, member: Omit<Member, 'code'>): void {
    const shard = this.shardOf(key);
    if (!shard.has(key)) shard.set(key, member);
  }

  get(key: string): Omit<Member, 'code'> | undefined {
    return this.shardOf(key).get(key);
  }

  private shardOf(key: string): Map<string, Omit<Member, 'code'>> {
    const end = key.length;
    return this.shards[(key.charCodeAt(end - 1) * 31 + key.charCodeAt(end - 2) + end) & 63]!;
  }
}

/**
 * A CSV value as the index knows it: a URL normalised, a path as a URL writes it (escapes and all).
 * A value that starts with two slashes (or a slash and a backslash, as a browser reads it) names a
 * host, `//other.example/nl/a`: a URL, never the path of a row on the tables' host.
 */
const keyOf = (value: string): string =>
  value.startsWith('/') && !/^[/\\]{2}/.test(value) ? (pathOf(value) ?? value) : normaliseLoc(value);

/** The host paths are read against: any will do, as only the path and query are kept. */
const PATH_BASE = 'https://path.invalid';

/**
 * The path and query of a URL or of a path alone, written as normaliseLoc writes a loc: `/fr/café`,
 * `/fr/caf%c3%a9` and `/fr/caf%C3%A9` are one page, as their full URLs are (a row's lower-case escapes
 * matched no slug but its full URL).
 */
function pathOf(text: string): string | null {
  try {
    const url = new URL(text.trim(), PATH_BASE);
    return pathIn(normaliseLoc(`${PATH_BASE}${url.pathname}${url.search}`));
  } catch {
    return null;
  }
}

/** The path and query of a URL normaliseLoc wrote, as pathOf keys them. */
function pathIn(normalised: string): string | null {
  try {
    const url = new URL(normalised);
    return `path:${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}
