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
type ColumnKey = 'locs' | 'lastmods' | 'changefreqs' | 'priorities' | 'extensions';
const COLUMN_KEYS: readonly ColumnKey[] = ['locs', 'lastmods', 'changefreqs', 'priorities', 'extensions'];
const CODED_COLUMNS = ['lastmods', 'changefreqs', 'priorities'] as const;
/** The column each field of a row is kept in. */
const COLUMN_OF: Record<keyof UrlRow, ColumnKey> = {
  loc: 'locs',
  lastmod: 'lastmods',
  changefreq: 'changefreqs',
  priority: 'priorities',
  images: 'extensions',
  videos: 'extensions',
  alternates: 'extensions',
  news: 'extensions',
  extra: 'extensions',
};

/** Rows copied at a time by appendRowsOf: the slice in between stays small whatever the table's size. */
const COPY_RUN = 100_000;

/** The snapshots sharing columns with the table they were taken of. */
interface ColumnShare {
  snapshots: number;
  /** The table's columns the snapshots still share: those it has not copied since the last snapshot. */
  columns: Set<ColumnKey>;
}

/**
 * The rows of a URL table held by column: locs as UTF-8 in byte chunks, lastmod as an instant and a
 * shape, changefreq and priority as small codes, each with its original text kept only where it is
 * not the canonical rendering, and extensions sparsely by row. Every field reads back exactly as
 * it was given. Extension entries handed in become the table's: replace them with `setCell`, never
 * change them in place.
 */
export class UrlColumns {
  // Replaced only by beforeChange, when snapshots share them.
  readonly locs: StringColumn = new StringColumn();
  readonly lastmods: CodedColumn = new CodedColumn(LASTMOD_CODEC);
  readonly changefreqs: CodedColumn = new CodedColumn(CHANGEFREQ_CODEC);
  readonly priorities: CodedColumn = new CodedColumn(PRIORITY_CODEC);
  readonly extensions: SparseRows<RowExtensions> = new SparseRows<RowExtensions>();
  /** Set while snapshots share this table's columns (see snapshot). */
  private share: ColumnShare | null = null;
  private isSnapshot = false;

  static fromRows(rows: readonly UrlRow[]): UrlColumns {
    const table = new UrlColumns();
    table.appendRows(rows);
    return table;
  }

  /**
   * These rows as they are now, as a table that later changes to this one do not touch. It shares
   * this table's columns, and this table copies them just before its next change while a snapshot
   * holds them: a save or an export that sends a snapshot slice by slice while the person goes on
   * editing pays for a copy only if they do edit, so memory does not double for it. A snapshot is for
   * reading; `release` it when done, so this table changes in place again.
   */
  snapshot(): UrlColumns {
    const share = (this.share ??= { snapshots: 0, columns: new Set() });
    share.snapshots += 1;
    share.columns = new Set(COLUMN_KEYS); // this snapshot shares every column as it is now
    const copy = new UrlColumns();
    copy.takeColumns(this);
    copy.share = share;
    copy.isSnapshot = true;
    return copy;
  }

  /** Ends a snapshot: its table no longer copies for it, and it holds no rows from now on. */
  release(): void {
    if (!this.isSnapshot || this.share === null) return;
    this.share.snapshots -= 1;
    this.share = null;
    this.takeColumns(new UrlColumns());
  }

  /**
   * Called before anything changes the columns (this class's own changes call it; so must code that
   * changes a column directly), naming the columns about to change: those a snapshot shares are
   * copied first, so the snapshot keeps the rows as they were. Only those: an edit of a priority
   * while a save of ten million rows is under way copies the priorities, not the locs.
   */
  beforeChange(columns: readonly ColumnKey[] = COLUMN_KEYS): void {
    const share = this.share;
    if (share === null) return;
    if (this.isSnapshot) {
      // A snapshot changed after all: it takes its own copy of everything and shares no more.
      this.share = null;
      share.snapshots -= 1;
      this.copyOwn(COLUMN_KEYS);
      return;
    }
    if (share.snapshots === 0) {
      this.share = null;
      return;
    }
    const shared = columns.filter((key) => share.columns.delete(key));
    if (shared.length > 0) this.copyOwn(shared);
  }

  /** Replaces `columns` with copies of themselves. */
  private copyOwn(columns: readonly ColumnKey[]): void {
    const own = new UrlColumns();
    own.copyColumns(this, 0, this.rowCount, columns);
    this.takeColumns(own, columns);
  }

  /** Bytes the columns' typed arrays hold, room to grow included (the few rows kept as objects aside). */
  heldBytes(): number {
    return CODED_COLUMNS.reduce((sum, key) => sum + this[key].heldBytes(), this.locs.heldBytes());
  }

  /**
   * Makes room for `rows` more rows with about `locBytes` of loc text (StringColumn.reserve), so
   * appending them grows nothing. `sharedCodes`: the coded columns' room in shared memory, for a table
   * only read once filled, whose slices other threads then read where they lie (sliceToShare).
   */
  reserve(rows: number, locBytes: number, sharedCodes = false): void {
    this.beforeChange();
    this.locs.reserve(rows, locBytes);
    for (const key of CODED_COLUMNS) this[key].reserve(rows, sharedCodes);
  }

  /**
   * Gives back the room the columns keep for more rows, once a load that grew them a slice at a time
   * is done (up to a third of a table's bytes). The rows stay as they are, so a snapshot may share them.
   */
  fit(): void {
    this.locs.fit();
    for (const key of CODED_COLUMNS) this[key].fit();
  }

  /** Appends rows `start…end-1` of `source` as bytes, no text decoded, a run of rows at a time. */
  appendRowsOf(source: UrlColumns, start: number, end: number): void {
    this.beforeChange();
    this.copyColumns(source, start, end, COLUMN_KEYS);
  }

  /** Appends rows `start…end-1` of `source`'s `columns` to this table's (the others are left as they are). */
  private copyColumns(source: UrlColumns, start: number, end: number, columns: readonly ColumnKey[]): void {
    const first = this.rowCount;
    const coded = CODED_COLUMNS.filter((key) => columns.includes(key));
    const locs = columns.includes('locs');
    for (let from = start; from < end; from += COPY_RUN) {
      const to = Math.min(end, from + COPY_RUN);
      if (locs) this.locs.appendSlice(source.locs.slice(from, to));
      for (const key of coded) this[key].appendSlice(source[key].slice(from, to));
    }
    if (columns.includes('extensions')) this.extensions.copyRows(source.extensions, start, end, first);
  }

  private takeColumns(from: UrlColumns, columns: readonly ColumnKey[] = COLUMN_KEYS): void {
    const self = this as { -readonly [K in ColumnKey]: UrlColumns[K] };
    for (const key of columns) (self[key] as UrlColumns[ColumnKey]) = from[key];
  }

  get rowCount(): number {
    return this.locs.length;
  }

  appendRows(rows: readonly UrlRow[]): void {
    this.insertRows(this.rowCount, rows);
  }

  /** Inserts `rows` before row `at` (`at` = rowCount appends). */
  insertRows(at: number, rows: readonly UrlRow[]): void {
    this.beforeChange();
    this.checkRow(at, this.rowCount);
    for (const column of this.columns()) column.insertRows(at, rows.length);
    this.extensions.insertRows(at, rows.length);
    this.locs.setInserted(
      at,
      rows.map((row) => row.loc),
    );
    rows.forEach((row, i) => this.setFields(at + i, row));
  }

  deleteRows(at: number, count: number): void {
    this.beforeChange();
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
    this.beforeChange();
    if (rows.rowCount !== at.length) throw new RangeError(`${rows.rowCount} rows cannot go to ${at.length} places.`);
    this.remap(insertionRemap(this.rowCount, at));
    at.forEach((position, i) => this.setRow(position, rows.rowAt(i)));
  }

  /** Deletes the rows at positions `at` (ascending), in one pass over the columns. */
  deleteAt(at: readonly number[]): void {
    this.beforeChange();
    this.remap(deletionRemap(this.rowCount, at));
  }

  /** Puts the rows in a new order: row `i` of the result is row `order[i]` of before. */
  reorder(order: Int32Array): void {
    this.beforeChange();
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
    this.beforeChange();
    this.locs.set(i, row.loc);
    this.setFields(i, row);
  }

  /** Every field of row `i` but its loc. */
  private setFields(i: number, row: UrlRow): void {
    this.lastmods.set(i, row.lastmod);
    this.changefreqs.set(i, row.changefreq);
    this.priorities.set(i, row.priority);
    this.extensions.set(i, extensionsOf(row));
  }

  /** An edit of one field of row `i`. */
  setCell<K extends keyof UrlRow>(i: number, key: K, value: UrlRow[K]): void {
    this.beforeChange([COLUMN_OF[key]]);
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
