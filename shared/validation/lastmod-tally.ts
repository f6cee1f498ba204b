import { LASTMOD_CODEC } from '../columnar/lastmod-codec';
import { TALLY_COUNTERS, type SharedValue, type TopValue } from './shared-value-tally';

/** 2^16: a lastmod's shape (its code) takes the low 16 bits of a key. */
const SHAPES = 0x10000;
/** Whole seconds from the epoch that leave a key exact (below 2^53): some 2,177 years either way. */
const MAX_SECONDS = 2 ** 36;
const EMPTY = -1;

/**
 * A number that stands for the text a lastmod column renders from `shape` and `instant`, for an
 * instant of whole seconds (what a sitemap writes but for milliseconds); NaN for any other, whose
 * text is its key. The column holds each text as the one shape and instant encode gives it, so
 * equal texts have equal keys and no key stands for two texts; a number never equals a text.
 */
export function lastmodKey(shape: number, instant: number): number {
  const seconds = instant / 1000;
  return Number.isInteger(seconds) && Math.abs(seconds) < MAX_SECONDS ? seconds * SHAPES + shape : NaN;
}

/** The text a lastmodKey stands for. */
export function lastmodOfKey(key: number): string {
  const shape = ((key % SHAPES) + SHAPES) % SHAPES;
  return LASTMOD_CODEC.decode(shape, ((key - shape) / SHAPES) * 1000);
}

/** A slot of the hash index for a key (an integer below 2^53): both halves mixed. */
const hashOf = (key: number, mask: number): number => {
  const mixed = Math.imul((key | 0) ^ Math.imul((key / 0x100000000) | 0, 0x9e3779b1), 0x85ebca6b);
  return (mixed ^ (mixed >>> 15)) & mask;
};

/**
 * SharedValueTally over a table's lastmods given by key (lastmodKey, or the text where that is NaN),
 * added a run at a time in row order: the same counters in the same order, counts, rows and top as
 * SharedValueTally over the texts, with no text made or compared for most rows, and the counters in
 * typed arrays (a key's in a hash index), not a Map of objects. A check worker sends each slice's
 * runs of keys; the main thread adds them here.
 */
export class LastmodTally implements TopValue {
  /** The counters in the order they were taken (a Map's order): key (NaN: the text in `texts`), count, first row. */
  private readonly keys: Float64Array;
  private readonly counts: Float64Array;
  private readonly rows: Float64Array;
  private readonly texts: (string | undefined)[];
  private held = 0;
  /** Counter by slot of its key's hash (open addressing), and by text for the texts. */
  private readonly slots: Int32Array;
  private readonly byText = new Map<string, number>();
  /** How many counters count more than one: while none does, a decrement empties the summary at once. */
  private aboveOne = 0;

  constructor(private readonly size = TALLY_COUNTERS) {
    this.keys = new Float64Array(size);
    this.counts = new Float64Array(size);
    this.rows = new Float64Array(size);
    this.texts = new Array<string | undefined>(size);
    let slots = 16;
    while (slots < size * 2) slots *= 2;
    this.slots = new Int32Array(slots).fill(EMPTY);
  }

  /** `count` rows from `row` on holding the value of `key` (a lastmodKey, or the text): SharedValueTally.addRun. */
  addRun(key: number | string, row: number, count: number): void {
    if (typeof key === 'number') return this.addKeyRun(key, row, count);
    for (let left = count, at = row; left > 0; left--, at++) {
      const counter = this.byText.get(key) ?? EMPTY;
      if (counter !== EMPTY) return this.raise(counter, left);
      if (this.held < this.size) {
        if (left > 1) this.aboveOne++;
        return this.take(key, left, at);
      }
      this.decrementAll();
    }
  }

  /**
   * A slice's runs in order (LastmodRuns: a key each, or where it is NaN the next text): addRun of
   * each. Most rows of a million take this path, so a key's slot is found once, for its counter or
   * for the one it takes.
   */
  addRuns(keys: Float64Array, texts: readonly string[], rows: Uint32Array, counts: Uint32Array): void {
    for (let run = 0, text = 0; run < keys.length; run++) {
      const key = keys[run]!;
      if (Number.isNaN(key)) this.addRun(texts[text++]!, rows[run]!, counts[run]!);
      else this.addKeyRun(key, rows[run]!, counts[run]!);
    }
  }

  top(): SharedValue | null {
    const best = this.topCounter();
    return best === EMPTY ? null : { value: this.valueOf(best), count: this.counts[best]!, row: this.rows[best]! };
  }

  /** Every counter in order, as SharedValueTally holds them: its value, count and first row. */
  counters(): [string, { count: number; row: number }][] {
    return Array.from({ length: this.held }, (_, n) => [
      this.valueOf(n),
      { count: this.counts[n]!, row: this.rows[n]! },
    ]);
  }

  private topCounter(): number {
    let best = EMPTY;
    for (let n = 0; n < this.held; n++) if (best === EMPTY || this.counts[n]! > this.counts[best]!) best = n;
    return best;
  }

  private valueOf(counter: number): string {
    return this.texts[counter] ?? lastmodOfKey(this.keys[counter]!);
  }

  private addKeyRun(key: number, row: number, count: number): void {
    for (let left = count, at = row; left > 0; left--, at++) {
      const slot = this.slotOf(key);
      const counter = this.slots[slot]!;
      if (counter !== EMPTY) return this.raise(counter, left);
      if (this.held < this.size) {
        if (left > 1) this.aboveOne++;
        const taken = this.held++;
        this.counts[taken] = left;
        this.rows[taken] = at;
        this.keys[taken] = key;
        this.texts[taken] = undefined;
        this.slots[slot] = taken;
        return;
      }
      this.decrementAll();
    }
  }

  private raise(counter: number, by: number): void {
    if (this.counts[counter] === 1) this.aboveOne++;
    this.counts[counter] = this.counts[counter]! + by;
  }

  /** The slot of `key`'s counter, or the empty slot where its counter would go. */
  private slotOf(key: number): number {
    const { slots, keys } = this;
    const mask = slots.length - 1;
    for (let slot = hashOf(key, mask); ; slot = (slot + 1) & mask) {
      const counter = slots[slot]!;
      if (counter === EMPTY || keys[counter] === key) return slot;
    }
  }

  /** A new counter, last in order. */
  private take(key: number | string, count: number, row: number): void {
    const counter = this.held++;
    this.counts[counter] = count;
    this.rows[counter] = row;
    this.index(counter, key);
  }

  private index(counter: number, key: number | string): void {
    if (typeof key === 'string') {
      this.keys[counter] = NaN;
      this.texts[counter] = key;
      this.byText.set(key, counter);
      return;
    }
    this.keys[counter] = key;
    this.texts[counter] = undefined;
    const { slots } = this;
    const mask = slots.length - 1;
    let slot = hashOf(key, mask);
    while (slots[slot] !== EMPTY) slot = (slot + 1) & mask;
    slots[slot] = counter;
  }

  /**
   * One value more than the counters hold: every counter, and the new value, loses one; those left
   * at none go, the rest keep their order. Where every value was seen once, that empties the summary.
   */
  private decrementAll(): void {
    const { keys, counts, rows, texts } = this;
    let kept = 0;
    if (this.aboveOne > 0) {
      for (let n = 0; n < this.held; n++) {
        const count = counts[n]! - 1;
        if (count === 0) continue;
        if (count === 1) this.aboveOne--;
        keys[kept] = keys[n]!;
        counts[kept] = count;
        rows[kept] = rows[n]!;
        texts[kept++] = texts[n];
      }
    }
    this.held = kept;
    this.slots.fill(EMPTY);
    this.byText.clear();
    for (let n = 0; n < kept; n++) this.index(n, texts[n] ?? keys[n]!);
  }
}
