import type { UrlColumns } from './url-columns';

/** A row among several tables: the table's index in the list given, and the row's stored position. */
export interface TableRow {
  table: number;
  row: number;
}

/** FNV-1a over a text's UTF-16 code units: cheap, and spread well enough for URLs. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * The first row with each loc across tables, found by hashing: an open-addressed table of typed
 * arrays (about 16 bytes per row), where a Map of ten million loc strings would hold gigabytes.
 * A loc is read back from its column only when two full hashes agree.
 */
export class LocLookup {
  /** Per slot: the row's number across all tables + 1 (0: empty). */
  private readonly slots: Int32Array;
  private readonly hashes: Int32Array;
  /** Where each table's rows start in the numbering across tables. */
  private readonly firsts: number[] = [];

  constructor(private readonly tables: readonly UrlColumns[]) {
    let total = 0;
    for (const table of tables) {
      this.firsts.push(total);
      total += table.rowCount;
    }
    let size = 16;
    while (size < total * 2) size *= 2;
    this.slots = new Int32Array(size);
    this.hashes = new Int32Array(size);
    tables.forEach((table, t) => {
      for (let row = 0; row < table.rowCount; row++) this.add(t, row, table.locs.get(row));
    });
  }

  /** The first row holding `loc`, or null. */
  find(loc: string): TableRow | null {
    const hash = hashText(loc);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; this.slots[slot] !== 0; slot = (slot + 1) & mask) {
      if (this.hashes[slot] !== hash) continue;
      const place = this.placeOf(this.slots[slot]! - 1);
      if (this.tables[place.table]!.locs.get(place.row) === loc) return place;
    }
    return null;
  }

  private add(table: number, row: number, loc: string): void {
    const hash = hashText(loc);
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    for (; this.slots[slot] !== 0; slot = (slot + 1) & mask) {
      if (this.hashes[slot] !== hash) continue;
      const place = this.placeOf(this.slots[slot]! - 1);
      if (this.tables[place.table]!.locs.get(place.row) === loc) return; // an earlier row has it
    }
    this.slots[slot] = this.firsts[table]! + row + 1;
    this.hashes[slot] = hash;
  }

  private placeOf(id: number): TableRow {
    let table = this.firsts.length - 1;
    while (this.firsts[table]! > id) table -= 1;
    return { table, row: id - this.firsts[table]! };
  }
}
