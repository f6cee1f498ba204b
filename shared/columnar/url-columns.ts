import type { UrlRow } from '../url-table';
import { CHANGEFREQ_CODEC } from './changefreq-codec';
import { CodedColumn } from './coded-column';
import { LASTMOD_CODEC } from './lastmod-codec';
import { PRIORITY_CODEC } from './priority-codec';
import { extensionsOf, noExtensions, type ExtensionKey, type RowExtensions } from './row-extensions';
import { deletionRemap, insertionRemap, rowRemap, type RowRemap } from './row-remap';
import { SparseRows } from './sparse-rows';
import { StringColumn } from './string-column';

type CodedKey = 'lastmod' | 'changefreq' | 'priority';

/**
 * The rows of a URL table held by column: locs as UTF-8 in byte chunks, lastmod as an instant and a
 * shape, changefreq and priority as small codes, each with its original text kept only where it is
 * not the canonical rendering, and extensions sparsely by row. Every field reads back exactly as
 * it was given. Extension entries handed in become the table's: replace them with `setCell`, never
 * change them in place.
 */
export class UrlColumns {
  readonly locs = new StringColumn();
  readonly lastmods = new CodedColumn(LASTMOD_CODEC);
  readonly changefreqs = new CodedColumn(CHANGEFREQ_CODEC);
  readonly priorities = new CodedColumn(PRIORITY_CODEC);
  readonly extensions = new SparseRows<RowExtensions>();

  static fromRows(rows: readonly UrlRow[]): UrlColumns {
    const table = new UrlColumns();
    table.appendRows(rows);
    return table;
  }

  get rowCount(): number {
    return this.locs.length;
  }

  appendRows(rows: readonly UrlRow[]): void {
    this.insertRows(this.rowCount, rows);
  }

  /** Inserts `rows` before row `at` (`at` = rowCount appends). */
  insertRows(at: number, rows: readonly UrlRow[]): void {
    this.checkRow(at, this.rowCount);
    for (const column of this.columns()) column.insertRows(at, rows.length);
    this.extensions.insertRows(at, rows.length);
    rows.forEach((row, i) => this.setRow(at + i, row));
  }

  deleteRows(at: number, count: number): void {
    this.checkRow(at, this.rowCount);
    this.checkRow(at + count, this.rowCount);
    for (const column of this.columns()) column.deleteRows(at, count);
    this.extensions.deleteRows(at, count);
  }

  /**
   * Inserts `rows` so that they stand at positions `at` (ascending, in the table after the insert),
   * in one pass over the columns however scattered the positions are.
   */
  insertAt(at: readonly number[], rows: UrlColumns): void {
    if (rows.rowCount !== at.length) throw new RangeError(`${rows.rowCount} rows cannot go to ${at.length} places.`);
    this.remap(insertionRemap(this.rowCount, at));
    at.forEach((position, i) => this.setRow(position, rows.rowAt(i)));
  }

  /** Deletes the rows at positions `at` (ascending), in one pass over the columns. */
  deleteAt(at: readonly number[]): void {
    this.remap(deletionRemap(this.rowCount, at));
  }

  /** Puts the rows in a new order: row `i` of the result is row `order[i]` of before. */
  reorder(order: Int32Array): void {
    if (order.length !== this.rowCount)
      throw new RangeError(`An order of ${order.length} rows for a table of ${this.rowCount}.`);
    this.remap(rowRemap(order, this.rowCount));
  }

  /** A new table holding this table's rows at `positions`, copied as they are stored (no text decoded). */
  copyRows(positions: ArrayLike<number>): UrlColumns {
    const copy = new UrlColumns();
    for (let i = 0; i < positions.length; i++) this.checkRow(positions[i]!, this.rowCount - 1);
    copy.locs.appendFrom(this.locs, positions);
    copy.lastmods.appendFrom(this.lastmods, positions);
    copy.changefreqs.appendFrom(this.changefreqs, positions);
    copy.priorities.appendFrom(this.priorities, positions);
    copy.extensions.insertRows(0, positions.length);
    for (let i = 0; i < positions.length; i++) copy.extensions.set(i, this.extensions.get(positions[i]!));
    return copy;
  }

  private remap(remap: RowRemap): void {
    for (const column of this.columns()) column.remap(remap);
    this.extensions.remap(remap);
  }

  /** One field of row `i`, without building the row. */
  get<K extends keyof UrlRow>(i: number, key: K): UrlRow[K] {
    this.checkRow(i, this.rowCount - 1);
    if (key === 'loc') return this.locs.get(i) as UrlRow[K];
    if (key === 'lastmod' || key === 'changefreq' || key === 'priority')
      return this.codedColumn(key).get(i) as UrlRow[K];
    const extensions = this.extensions.get(i);
    return (extensions ? extensions[key as ExtensionKey] : noExtensions()[key as ExtensionKey]) as UrlRow[K];
  }

  /** Row `i` as a UrlRow (a fresh object; its extension entries are the table's). */
  rowAt(i: number): UrlRow {
    this.checkRow(i, this.rowCount - 1);
    // Written out, not spread: this runs for every row an export or a whole check reads.
    const extensions = this.extensions.get(i);
    return {
      loc: this.locs.get(i),
      lastmod: this.lastmods.get(i),
      changefreq: this.changefreqs.get(i),
      priority: this.priorities.get(i),
      images: extensions ? extensions.images : [],
      videos: extensions ? extensions.videos : [],
      alternates: extensions ? extensions.alternates : [],
      news: extensions ? extensions.news : null,
      extra: extensions ? extensions.extra : [],
    };
  }

  /** Rows `start…end-1`: a window for the grid. */
  rowsBetween(start: number, end: number): UrlRow[] {
    const rows: UrlRow[] = [];
    for (let i = start; i < Math.min(end, this.rowCount); i++) rows.push(this.rowAt(i));
    return rows;
  }

  toRows(): UrlRow[] {
    return this.rowsBetween(0, this.rowCount);
  }

  setRow(i: number, row: UrlRow): void {
    this.locs.set(i, row.loc);
    this.lastmods.set(i, row.lastmod);
    this.changefreqs.set(i, row.changefreq);
    this.priorities.set(i, row.priority);
    this.extensions.set(i, extensionsOf(row));
  }

  /** An edit of one field of row `i`. */
  setCell<K extends keyof UrlRow>(i: number, key: K, value: UrlRow[K]): void {
    this.checkRow(i, this.rowCount - 1);
    if (key === 'loc') this.locs.set(i, value as string);
    else if (key === 'lastmod' || key === 'changefreq' || key === 'priority') {
      this.codedColumn(key).set(i, value as string | null);
    } else {
      const next = { ...(this.extensions.get(i) ?? noExtensions()), [key as ExtensionKey]: value };
      this.extensions.set(i, extensionsOf(next));
    }
  }

  private codedColumn(key: CodedKey): CodedColumn {
    return key === 'lastmod' ? this.lastmods : key === 'changefreq' ? this.changefreqs : this.priorities;
  }

  private columns(): Array<StringColumn | CodedColumn> {
    return [this.locs, this.lastmods, this.changefreqs, this.priorities];
  }

  private checkRow(i: number, last: number): void {
    if (!Number.isInteger(i) || i < 0 || i > last) throw new RangeError(`Row ${i} is outside 0…${last}.`);
  }
}
