import { problem, problemText, type Place, type Problem } from '../problems';
import { isOtherHostProblem } from './other-host-locs';
import type { ProblemCollector, ProblemRun } from './problem-collector';

/**
 * Problems an export or a check lists one by one, per table and code: past this many, the rest are
 * counted on one stand-in line. A table of 10M URLs on the wrong host has 10M errors; held as problems
 * they took 4 GB of heap and ended the process (measured: the CLI's export of a 10M-row project with
 * its base URL on another host, after 5 minutes). Ten thousand of a kind is more than anyone reads.
 */
export const PROBLEMS_KEPT_PER_CODE = 10_000;

/**
 * Problems of one code listed across all files and tables: past this many, each file's or table's
 * rest is counted on its stand-in line. A bound per file alone let a set of many small files keep
 * every problem: 10M URLs with a lastmod in the future, in 1,000 files of 10,000, kept 10M problems
 * and ran out of V8's heap in `validate` and the streaming `export` (4.7 GB, abort).
 */
export const PROBLEMS_KEPT_IN_ALL = 5 * PROBLEMS_KEPT_PER_CODE;

/** The place a stand-in line stands for: the file or table its problems are in, not a row. */
const standInPlace = ({ file, table }: Place): Place => ({
  ...(file !== undefined ? { file } : {}),
  ...(table !== undefined ? { table } : {}),
});

/** A stand-in line for `unlisted` problems like `item` (its severity, code and parameters), at its file or table. */
export const standInOf = (item: Problem, unlisted: number): Problem & { unlisted: number } => ({
  ...problem(item.severity, item.code, '', standInPlace(item.place), item.params),
  unlisted,
});

/**
 * What KeptProblems counts a problem under: its file or table, and its code; for a loc outside the
 * base, also whether it is on another host, which a stand-in's count is read by (otherHostCount), so
 * one stand-in never counts both kinds by the first one's reason.
 */
const keyOf = (item: Problem): string =>
  `${placeKey(item.place)}${item.code}${isOtherHostProblem(item) ? '\u0000other host' : ''}`;

/** The start of keyOf for every problem in a file or table. */
const placeKey = ({ file, table }: Pick<Place, 'file' | 'table'>): string => `${file ?? ''}\u0000${table ?? ''}\u0000`;

/**
 * keyOf, made again only when a problem's key differs from the last one's. Problems come in runs of
 * one code and place (a table on the wrong host has one per row), and a key made per problem is a
 * new string to hash at each lookup: 1M rows on another host, 0.30 s of each check worker's CPU and
 * 0.23 s of the main thread's in KeptProblems.add, 0.09 s and 0.04 s with the key kept (profiles).
 */
class LastKey {
  private code = '';
  private table: string | undefined;
  private file: string | undefined;
  private otherHost = false;
  private key: string | null = null;

  of(item: Problem): string {
    const otherHost = isOtherHostProblem(item);
    const { table, file } = item.place;
    if (
      this.key === null ||
      item.code !== this.code ||
      table !== this.table ||
      file !== this.file ||
      otherHost !== this.otherHost
    ) {
      this.key = keyOf(item);
      this.code = item.code;
      this.otherHost = otherHost;
      this.table = table;
      this.file = file;
    }
    return this.key;
  }
}

/**
 * What a KeptProblems lists no more of: the places' codes (by keyOf) it holds `limit` of, and the
 * codes it holds `inAll` of. Another collecting problems for it counts those (KeptProblems' third
 * argument), with the stand-in of a place put where its first problem was: the list then makes its
 * own stand-in at that point, as it would from the problem, and its lines come in the same order.
 */
export interface CountedOnly {
  keys: readonly string[];
  codes: readonly string[];
}

const NOTHING_COUNTED_ONLY: CountedOnly = { keys: [], codes: [] };

/**
 * Whether `told` names nothing `within` does not: a slice's check told `told` may stand for its check
 * told `within`, where `within` is no more than the list the check goes to holds enough of; that list
 * then comes out the same from either.
 */
export function countedOnlyWithin(told: CountedOnly | undefined, within: CountedOnly | undefined): boolean {
  // Most slices are told nothing: no set is made for them.
  const [keys, codes] = [told?.keys ?? [], told?.codes ?? []];
  return namesOnly(keys, within?.keys) && namesOnly(codes, within?.codes);
}

/** Whether `names` names nothing `within` does not. */
function namesOnly(names: readonly string[], within: readonly string[] | undefined): boolean {
  if (names.length === 0) return true;
  const allowed = new Set(within);
  return names.every((name) => allowed.has(name));
}

/**
 * Problems in the order added, the first `limit` of each code in each file or table listed, and at
 * most `inAll` of each code in all, the rest counted: `all` gives one stand-in line for each code and
 * place that went over (its `unlisted` count), so `countProblems` counts exactly what was found while
 * memory stays bounded by the codes, not the rows or the files.
 */
export class KeptProblems {
  private readonly listed: Problem[] = [];
  private readonly counts = new Map<string, number>();
  /**
   * The keys counted `limit` times or more, by their place (placeKey, the start of each): what
   * countedOnly tells a place, read without going through every key counted (a set of many files).
   */
  private readonly fullKeys = new Map<string, string[]>();
  /** How many of each code are listed, in all places. */
  private readonly listedOfCode = new Map<string, number>();
  private readonly overflow = new Map<string, Problem & { unlisted: number }>();
  private readonly keys = new LastKey();
  private readonly countedKeys: ReadonlySet<string>;
  private readonly countedCodes: ReadonlySet<string>;
  /** The stand-ins of what it was told to count only, each listed where its first problem was. */
  private readonly inline = new Set<Problem>();

  /**
   * `countOnly`: what the KeptProblems these problems go to next lists no more of (its countedOnly):
   * those are counted here, not listed. A check worker's slice of a table whose every row has a
   * problem then sends a stand-in, not 10,000 problems the main thread would clone and only count.
   */
  constructor(
    private readonly limit = PROBLEMS_KEPT_PER_CODE,
    private readonly inAll = Math.max(limit, PROBLEMS_KEPT_IN_ALL),
    countOnly = NOTHING_COUNTED_ONLY,
  ) {
    this.countedKeys = new Set(countOnly.keys);
    this.countedCodes = new Set(countOnly.codes);
  }

  /**
   * What this lists no more of (CountedOnly): any problem of these added later is counted. Of `place`
   * (a file or table) only, where given: a slice of one table is told that table's, not every table's
   * (a place of neither names the problems placed in neither, not every place's).
   */
  countedOnly(place?: Pick<Place, 'file' | 'table'>): CountedOnly {
    // A copy: a job told these keeps them, and the list goes on counting.
    const keys = place ? [...(this.fullKeys.get(placeKey(place)) ?? [])] : [...this.fullKeys.values()].flat();
    const codes = [...this.listedOfCode].filter(([, count]) => count >= this.inAll).map(([code]) => code);
    return keys.length + codes.length === 0 ? NOTHING_COUNTED_ONLY : { keys, codes };
  }

  add(item: Problem): void {
    const key = this.keys.of(item);
    // Another KeptProblems' stand-in (a parse worker's, for one file) counts what it stands for, unlisted.
    if (item.unlisted !== undefined) return this.countUnlisted(key, item, item.unlisted);
    const count = (this.counts.get(key) ?? 0) + 1;
    const ofCode = (this.listedOfCode.get(item.code) ?? 0) + 1;
    const listable = count <= this.limit && ofCode <= this.inAll;
    if (this.countedKeys.has(key) || this.countedCodes.has(item.code)) return this.countTold(key, item, listable);
    if (!listable) return this.countUnlisted(key, item, 1);
    this.count(key, item, 1);
    this.listedOfCode.set(item.code, ofCode);
    this.listed.push(item);
  }

  /**
   * `count` more like `item` counted and not listed, on its kind's stand-in, which keeps the parameters
   * of the first it stands for, all of one kind (keyOf): what a count of its kind may read (otherHostCount).
   */
  private countUnlisted(key: string, item: Problem, count: number): void {
    this.count(key, item, count);
    const standIn = this.overflow.get(key);
    if (standIn) standIn.unlisted += count;
    else this.overflow.set(key, standInOf(item, count));
  }

  /**
   * Counts a problem it was told to count only. One it would have listed still counts towards its
   * code's most in all, so what else it lists is as it would be; the first such one puts its place's
   * stand-in where it was (CountedOnly). One it would not have listed is counted as any.
   */
  private countTold(key: string, item: Problem, listable: boolean): void {
    if (!listable) return this.countUnlisted(key, item, 1);
    this.listedOfCode.set(item.code, (this.listedOfCode.get(item.code) ?? 0) + 1);
    if (!this.overflow.has(key)) {
      const standIn = standInOf(item, 0);
      this.overflow.set(key, standIn);
      this.listed.push(standIn);
      this.inline.add(standIn);
    }
    this.countUnlisted(key, item, 1);
  }

  /**
   * Counts `count` more of `item`'s code and place past those added, found but never listed (a bounded
   * search's rest, FirstOfEachCode's): more than `limit` of them must have been added, so their
   * stand-in already holds the parameters of the first past the limit.
   */
  addUnlisted(item: Problem, count: number): void {
    const key = this.keys.of(item);
    const standIn = this.overflow.get(key);
    if (!standIn) throw new Error(`${count} more ${item.code} were counted before ${this.limit + 1} were added.`);
    this.count(key, item, count);
    standIn.unlisted += count;
  }

  /** `more` counted of `item`'s code and place (`key`): the key noted under its place once it reaches the limit. */
  private count(key: string, item: Problem, more: number): void {
    const before = this.counts.get(key);
    this.counts.set(key, (before ?? 0) + more);
    if ((before === undefined || before < this.limit) && (before ?? 0) + more >= this.limit) {
      const place = placeKey(item.place);
      const keys = this.fullKeys.get(place);
      if (keys) keys.push(key);
      else this.fullKeys.set(place, [key]);
    }
  }

  addAll(items: readonly Problem[]): void {
    for (const item of items) this.add(item);
  }

  /**
   * Every problem listed (and the stand-ins of what it was told to count only, where their first was),
   * then a stand-in line for each code past the limit, worded in the active language.
   */
  all(): Problem[] {
    const worded = (standIn: Problem): Problem => ({ ...standIn, message: problemText(standIn) });
    const { inline } = this;
    const listed =
      inline.size === 0 ? this.listed : this.listed.map((item) => (inline.has(item) ? worded(item) : item));
    const standIns = [...this.overflow.values()].filter((standIn) => !inline.has(standIn)).map(worded);
    return [...listed, ...standIns];
  }
}

/** ProblemList's order (rows, duplicates, whole tables), each run kept as KeptProblems keeps it. */
export class KeptProblemList implements ProblemCollector {
  private readonly runs: Record<ProblemRun, KeptProblems>;

  constructor(limit = PROBLEMS_KEPT_PER_CODE) {
    this.runs = { row: new KeptProblems(limit), duplicate: new KeptProblems(limit), table: new KeptProblems(limit) };
  }

  add(run: ProblemRun, found: Problem): void {
    this.runs[run].add(found);
  }

  all(): Problem[] {
    return [...this.runs.row.all(), ...this.runs.duplicate.all(), ...this.runs.table.all()];
  }
}
