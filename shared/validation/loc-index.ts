import type { UrlRow } from '../url-table';
import { locHash } from './duplicate-locs';
import { locAt, rowAt, rowCount, type TableRows } from './table-rows';

/** Where a row is: its table (by index in the project) and its stored position there. */
export interface RowPlace {
  table: number;
  row: number;
}

/** Slots per loc at most 3/4 full: short probe runs, and 11–21 bytes a row in all. */
const MAX_LOAD = 0.75;

/**
 * Every loc of the project to the first row that has it (exactly: `/de` and `/de/` differ), for
 * looking up the pages an hreflang link points to. No loc is kept as a string: an open-addressing
 * table over one Int32Array holds, per slot, the row's place across all tables and the loc's hash,
 * and a loc whose hash matches is read again from its row. Ten million rows cost about 200 MB as a
 * Map of strings and a few tens of MB here. The tables must not change while the index is in use.
 */
export class LocIndex {
  /** Pairs per slot: the row's place across all tables + 1 (0 for an empty slot), then the loc's hash. */
  private readonly slots: Int32Array;
  private readonly mask: number;
  /** Where each table's rows begin in the places across all tables. */
  private readonly starts: number[] = [];
  private count = 0;

  constructor(private readonly tables: readonly { rows: TableRows }[]) {
    let total = 0;
    for (const table of tables) {
      this.starts.push(total);
      total += rowCount(table.rows);
    }
    let size = 16;
    while (size * MAX_LOAD < total) size *= 2;
    this.slots = new Int32Array(size * 2);
    this.mask = size - 1;
    tables.forEach(({ rows }, table) => {
      for (let row = 0, count = rowCount(rows); row < count; row += 1) this.add(locAt(rows, row), table, row);
    });
  }

  /** How many different locs the project has. */
  get size(): number {
    return this.count;
  }

  /** The first row with this loc, or null when no row has it. */
  find(loc: string): RowPlace | null {
    const slot = this.slotOf(loc);
    return slot.place === null ? null : this.placeOf(slot.place);
  }

  /** The row at a place (the table's own object, or one built from its columns). */
  rowAt(place: RowPlace): UrlRow {
    return rowAt(this.tables[place.table]!.rows, place.row);
  }

  /** A number that tells places apart, for keeping results by place. */
  keyOf(place: RowPlace): number {
    return this.starts[place.table]! + place.row;
  }

  private add(loc: string, table: number, row: number): void {
    const { place, slot, hash } = this.slotOf(loc);
    if (place !== null) return; // the first row with a loc is the one its links mean
    this.slots[slot * 2] = this.starts[table]! + row + 1;
    this.slots[slot * 2 + 1] = hash;
    this.count += 1;
  }

  /** Where the loc is (its place), or the empty slot where it would go. */
  private slotOf(loc: string): { place: number | null; slot: number; hash: number } {
    const hash = locHash(loc);
    for (let slot = hash & this.mask; ; slot = (slot + 1) & this.mask) {
      const place = this.slots[slot * 2]! - 1;
      if (place === -1) return { place: null, slot, hash };
      if (this.slots[slot * 2 + 1] !== hash) continue;
      const { table, row } = this.placeOf(place);
      if (locAt(this.tables[table]!.rows, row) === loc) return { place, slot, hash };
    }
  }

  private placeOf(place: number): RowPlace {
    let table = this.starts.length - 1;
    while (this.starts[table]! > place) table -= 1;
    return { table, row: place - this.starts[table]! };
  }
}

/** Indexes the locs of all tables in one pass; build it once, then check any number of rows against it. */
export function indexLocs(tables: readonly { rows: TableRows }[]): LocIndex {
  return new LocIndex(tables);
}
