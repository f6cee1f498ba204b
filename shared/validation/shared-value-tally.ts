/**
 * The value most rows of a table share, found in one pass with bounded memory: the Misra–Gries
 * summary with TALLY_COUNTERS counters. Counts are exact while a table has at most that many
 * distinct values; past it they are lower bounds, off by at most rows / (TALLY_COUNTERS + 1), so a
 * value held by half the rows plus that margin is always found (a table of 5 million rows: 500).
 */
export const TALLY_COUNTERS = 10_000;

interface Counter {
  count: number;
  /** The first row (0-based) the value was counted at since it last took a counter. */
  row: number;
}

export interface SharedValue {
  value: string;
  /** Rows holding the value (a lower bound on tables with more than TALLY_COUNTERS distinct values). */
  count: number;
  /** A row that holds it (0-based): the first, on tables with few distinct values. */
  row: number;
}

/** What checkSharedLastmod asks of a tally (this one, or LastmodTally). */
export interface TopValue {
  top(): SharedValue | null;
}

export class SharedValueTally implements TopValue {
  private readonly counters = new Map<string, Counter>();
  /** How many counters count more than one: while none does, a decrement empties the summary at once. */
  private aboveOne = 0;

  constructor(private readonly size = TALLY_COUNTERS) {}

  add(value: string, row: number): void {
    const counter = this.counters.get(value);
    if (counter) this.raise(counter, 1);
    else if (this.counters.size < this.size) this.counters.set(value, { count: 1, row });
    else this.decrementAll();
  }

  /** `count` adds of `value` at rows `row`, `row + 1`, …: the same tally as adding them one by one. */
  addRun(value: string, row: number, count: number): void {
    for (let left = count, at = row; left > 0; left--, at++) {
      const counter = this.counters.get(value);
      if (counter) return this.raise(counter, left);
      if (this.counters.size < this.size) {
        if (left > 1) this.aboveOne++;
        return void this.counters.set(value, { count: left, row: at });
      }
      this.decrementAll();
    }
  }

  /** The value counted most, or null when nothing was counted. */
  top(): SharedValue | null {
    let best: SharedValue | null = null;
    for (const [value, { count, row }] of this.counters)
      if (best === null || count > best.count) best = { value, count, row };
    return best;
  }

  private raise(counter: Counter, by: number): void {
    if (counter.count === 1) this.aboveOne++;
    counter.count += by;
  }

  /**
   * One value more than the counters hold: every counter, and the new value, loses one. Where every
   * value was seen once (lastmods that all differ), that empties the summary: cleared in one step.
   */
  private decrementAll(): void {
    if (this.aboveOne === 0) return this.counters.clear();
    for (const [value, counter] of this.counters) {
      if (--counter.count === 0) this.counters.delete(value);
      else if (counter.count === 1) this.aboveOne--;
    }
  }
}
