import { locHash } from './validation/duplicate-locs';

/** A slot no loc holds yet (no place is this number). */
const EMPTY = -0x80000000;

/**
 * Where each distinct loc stands first, by exact loc: an open-addressing hash table over typed
 * arrays (per slot a place and the loc's hash), so indexing ten million rows keeps no loc as a
 * string and stays clear of a Map's limit of 2^24 entries. A place's loc is read back through `locAt`
 * only when the hashes agree. Places are the caller's numbers (a merge: table rows, and added rows
 * as negatives). At most `capacity` locs.
 */
export class LocPlaces {
  private readonly places: Int32Array;
  private readonly hashes: Int32Array;
  private readonly mask: number;
  private count = 0;

  constructor(
    private readonly capacity: number,
    private readonly locAt: (place: number) => string,
  ) {
    let size = 16;
    while (size * 3 < capacity * 4) size *= 2; // at most three quarters full: probes stay short
    this.places = new Int32Array(size).fill(EMPTY);
    this.hashes = new Int32Array(size);
    this.mask = size - 1;
  }

  /** How many distinct locs have a place. */
  get size(): number {
    return this.count;
  }

  /** The place of `loc`; when it has none yet, `place` becomes its place and undefined is answered. */
  placeOrAdd(loc: string, place: number): number | undefined {
    const hash = locHash(loc);
    const slot = this.slotOf(loc, hash);
    const found = this.places[slot]!;
    if (found !== EMPTY) return found;
    if (this.count === this.capacity) throw new RangeError(`More than ${this.capacity} locs were indexed.`);
    this.places[slot] = place;
    this.hashes[slot] = hash;
    this.count += 1;
    return undefined;
  }

  /** The place of `loc`, or undefined when it has none. */
  placeOf(loc: string): number | undefined {
    const found = this.places[this.slotOf(loc, locHash(loc))]!;
    return found === EMPTY ? undefined : found;
  }

  /** The slot holding `loc`, or the empty slot where it would go. */
  private slotOf(loc: string, hash: number): number {
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const found = this.places[slot]!;
      if (found === EMPTY || (this.hashes[slot] === hash && this.locAt(found) === loc)) return slot;
    }
  }
}
