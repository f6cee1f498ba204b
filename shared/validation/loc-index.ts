import { LocPlaces } from '../loc-places';
import type { UrlRow } from '../url-table';
import { locAt, rowAt, rowCount, type TableRows } from './table-rows';

/** Where a row is: its table (by index in the project) and its stored position there. */
export interface RowPlace {
  table: number;
  row: number;
}

/**
 * Every loc of the project to the first row that has it (exactly: `/de` and `/de/` differ), for
 * looking up the pages an hreflang link points to. No loc is kept as a string: the places sit in
 * typed arrays (LocPlaces), numbered across all tables, and a loc whose hash matches is read again
 * from its row. The tables must not change while the index is in use.
 */
export class LocIndex {
  private readonly places: LocPlaces;
  /** Where each table's rows begin in the places across all tables. */
  private readonly starts: number[] = [];

  constructor(private readonly tables: readonly { rows: TableRows }[]) {
    let total = 0;
    for (const table of tables) {
      this.starts.push(total);
      total += rowCount(table.rows);
    }
    this.places = new LocPlaces(total, (place) => {
      const { table, row } = this.placeOf(place);
      return locAt(this.tables[table]!.rows, row);
    });
    // The first row with a loc is the one its links mean: later ones keep the first's place.
    tables.forEach(({ rows }, table) => {
      for (let row = 0, count = rowCount(rows); row < count; row += 1) {
        this.places.placeOrAdd(locAt(rows, row), this.starts[table]! + row);
      }
    });
  }

  /** How many different locs the project has. */
  get size(): number {
    return this.places.size;
  }

  /** The first row with this loc, or null when no row has it. */
  find(loc: string): RowPlace | null {
    const place = this.places.placeOf(loc);
    return place === undefined ? null : this.placeOf(place);
  }

  /** The row at a place (the table's own object, or one built from its columns). */
  rowAt(place: RowPlace): UrlRow {
    return rowAt(this.tables[place.table]!.rows, place.row);
  }

  /** A number that tells places apart, for keeping results by place. */
  keyOf(place: RowPlace): number {
    return this.starts[place.table]! + place.row;
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
