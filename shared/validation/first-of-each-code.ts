import { appendAll } from '../append-all';
import type { Problem } from '../problems';
import { KeptProblems, PROBLEMS_KEPT_PER_CODE } from './kept-problems';

/** A problem on a row of a table (both by index) that a search finds in no particular order. */
export interface RowPlaced {
  table: number;
  row: number;
}

/** How many of a code in a table a search found past those it gives: what KeptProblems counts on their stand-in. */
export interface UnlistedCount {
  table: number;
  code: string;
  count: number;
}

/** What FirstOfEachCode keeps: its problems in table and row order, and how many more of each code it let go. */
export interface FirstFound<T> {
  kept: T[];
  unlisted: UnlistedCount[];
}

/**
 * Of each code in each table, KeptProblems lists this many and takes the next one's parameters for
 * its stand-in: a search that gives these keeps everything KeptProblems shows, and counts the rest.
 */
export const FOUND_KEPT_PER_CODE = PROBLEMS_KEPT_PER_CODE + 1;

interface Arrived<T> {
  item: T;
  order: number;
}

const byPlace = <T extends RowPlaced>(a: Arrived<T>, b: Arrived<T>): number =>
  a.item.table - b.item.table || a.item.row - b.item.row || a.order - b.order;

/**
 * The first `keep` problems of each code in each table, by row (a row's problems in the order they
 * came), of problems that come in any order, the rest only counted: a table that is two copies of
 * 5 million URLs has 5 million duplicates, found partition by partition, which held whole and
 * sorted took gigabytes. Each code's list is cut back to `keep` whenever it doubles, so it holds
 * at most twice that, and the whole search costs n log keep.
 */
export class FirstOfEachCode<T extends RowPlaced> {
  private readonly lists = new Map<string, { table: number; code: string; found: Arrived<T>[]; unlisted: number }>();
  private arrived = 0;

  constructor(
    private readonly codeOf: (item: T) => string,
    private readonly keep = FOUND_KEPT_PER_CODE,
  ) {}

  /** An array's `push`, so a search that fills an array can fill this instead. */
  push(item: T): void {
    const code = this.codeOf(item);
    const key = `${item.table}\u0000${code}`;
    let list = this.lists.get(key);
    if (!list) this.lists.set(key, (list = { table: item.table, code, found: [], unlisted: 0 }));
    list.found.push({ item, order: this.arrived++ });
    if (list.found.length >= 2 * this.keep) this.cut(list);
  }

  /** Another search's result (of the same `keep`): its problems and its counts taken in. */
  addFound({ kept, unlisted }: FirstFound<T>): void {
    for (const item of kept) this.push(item);
    for (const { table, code, count } of unlisted) {
      const key = `${table}\u0000${code}`;
      const list = this.lists.get(key);
      if (!list) throw new Error(`A count of ${code} in table ${table} came without its problems.`);
      list.unlisted += count;
    }
  }

  /** The problems kept, in table and row order, and how many of each code in each table were let go. */
  found(): FirstFound<T> {
    const kept: Arrived<T>[] = [];
    const unlisted: UnlistedCount[] = [];
    for (const list of this.lists.values()) {
      this.cut(list);
      appendAll(kept, list.found);
      if (list.unlisted > 0) unlisted.push({ table: list.table, code: list.code, count: list.unlisted });
    }
    return { kept: kept.sort(byPlace).map(({ item }) => item), unlisted };
  }

  private cut(list: { found: Arrived<T>[]; unlisted: number }): void {
    if (list.found.length <= this.keep) return;
    list.found.sort(byPlace);
    list.unlisted += list.found.length - this.keep;
    list.found.length = this.keep;
  }
}

/** Where a search puts what it finds: an array, or a FirstOfEachCode that keeps the first of them. */
export interface FoundSink<T> {
  push(item: T): unknown;
}

/** A FirstOfEachCode of duplicate warnings (or any problem with its own code). */
export const firstOfEachCode = <T extends RowPlaced & { code: string }>(): FirstOfEachCode<T> =>
  new FirstOfEachCode<T>((item) => item.code);

/** A search's result into `kept` in its order, each problem placed by `place`, then its counts on their stand-ins. */
function keepFound<T extends RowPlaced>(
  { kept: items, unlisted }: FirstFound<T>,
  place: (item: T) => Problem,
  kept: KeptProblems,
): void {
  const placed = new Map<string, Problem>();
  for (const item of items) {
    const found = place(item);
    kept.add(found);
    placed.set(`${item.table}\u0000${found.code}`, found);
  }
  for (const { table, code, count } of unlisted) kept.addUnlisted(placed.get(`${table}\u0000${code}`)!, count);
}

/** `before`, then a search's result placed by `place`, kept in one KeptProblems (as KeptProblemList keeps a run): its lines. */
export function keptLines<T extends RowPlaced>(
  before: readonly Problem[],
  found: FirstFound<T>,
  place: (item: T) => Problem,
): Problem[] {
  const kept = new KeptProblems();
  kept.addAll(before);
  keepFound(found, place, kept);
  return kept.all();
}
