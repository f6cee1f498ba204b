import { CHANGEFREQ_VALUES } from '../../../shared/protocol';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import { w3cDatetimeInstant } from '../../../shared/validation/w3c-datetime';
import {
  GRID_COLUMNS,
  isCheckField,
  isEditable,
  cellText,
  type CheckField,
  type CheckText,
  type ColumnKey,
} from './columns';
import { cellTest, isActive, type ColumnFilter } from './column-filter';
import { DEFAULT_OPERATOR, type FilterOperator } from './filter-operators';
import { sortByNumber } from './number-sort';
import { rowsContaining } from './text-filter';
import { stringKeys, textKeys } from './text-keys';
import { sortByBytes, type ByteKeys } from './text-sort';

/**
 * A table's view: which stored rows are shown, in which order, as an Int32Array of stored
 * indices (null when every row is shown in stored order). Sorting and filtering only build a
 * view; the stored rows keep their order unless the user applies the sort.
 */
export type RowView = Int32Array | null;

export type SortDirection = 'asc' | 'desc';

export interface SortSpec {
  key: ColumnKey;
  direction: SortDirection;
}

/** Only these stored rows (ascending), named for the person: the rows of one problem in the problems panel. */
export interface StoredRowsFilter {
  label: string;
  rows: Int32Array;
}

/**
 * Per-column filter text: a row is shown when each filtered cell passes its column's operator
 * (`operators`; contains, in any case, by default); with `checkProblems`, only rows whose site check
 * found something; with `storedRows`, only those rows.
 */
export type FilterSpec = Partial<Record<ColumnKey, string>> & {
  operators?: Partial<Record<ColumnKey, FilterOperator>>;
  checkProblems?: boolean;
  storedRows?: StoredRowsFilter;
};

/** What a view reads of the site check: the check columns' text, and whether a row's check found something. */
export interface ViewChecks {
  text: CheckText;
  hasFindings: (rows: UrlColumns, i: number) => boolean;
}

export function viewLength(view: RowView, rowCount: number): number {
  return view ? view.length : rowCount;
}

export function storedIndex(view: RowView, viewIndex: number): number {
  return view ? view[viewIndex]! : viewIndex;
}

/** Where a stored row is shown, or -1 when the view hides it. */
export function viewIndexOf(view: RowView, stored: number): number {
  return view ? view.indexOf(stored) : stored;
}

/** The column filters that say something: a value typed, or an operator that needs none. */
export function columnFilters(filters: FilterSpec): ColumnFilter[] {
  return GRID_COLUMNS.map(({ key }) => ({
    key,
    operator: filters.operators?.[key] ?? DEFAULT_OPERATOR,
    text: filters[key] ?? '',
  })).filter(isActive);
}

export function hasFilters(filters: FilterSpec): boolean {
  return filters.checkProblems === true || filters.storedRows !== undefined || columnFilters(filters).length > 0;
}

/** True when the view reads the site check's results, so new results change it. */
export function readsChecks(sort: SortSpec | null, filters: FilterSpec): boolean {
  return (
    filters.checkProblems === true ||
    (sort !== null && isCheckField(sort.key)) ||
    columnFilters(filters).some(({ key }) => isCheckField(key))
  );
}

/** Builds the view for a sort and filters; null when neither changes anything. `checks`: the site check's, when the project has results. */
export function buildView(
  rows: UrlColumns,
  sort: SortSpec | null,
  filters: FilterSpec,
  checks: ViewChecks | null = null,
): RowView {
  if (!sort && !hasFilters(filters)) return null;
  let indices = filterIndices(rows, filters, checks);
  if (sort) indices = sortIndices(rows, indices, sort, checks);
  return indices;
}

function filterIndices(rows: UrlColumns, filters: FilterSpec, checks: ViewChecks | null): Int32Array {
  let kept: Int32Array;
  if (filters.storedRows) kept = filters.storedRows.rows.filter((i) => i < rows.rowCount);
  else {
    kept = new Int32Array(rows.rowCount);
    for (let i = 0; i < kept.length; i += 1) kept[i] = i;
  }
  if (filters.checkProblems) kept = kept.filter((i) => checks !== null && checks.hasFindings(rows, i));
  // Filters narrow the rows one after another; a loc filter first, searched on the column's bytes.
  const active = columnFilters(filters).sort((a, b) => Number(b.key === 'loc') - Number(a.key === 'loc'));
  for (const filter of active) {
    const test = cellTest(filter.operator, filter.text, filter.key);
    if (!test.ok) continue; // the header says why; the view stays as the other filters make it
    if (filter.key === 'loc') {
      kept = locRows(rows, kept, filter, test.test);
      continue;
    }
    let count = 0;
    for (const i of kept) if (test.test(cellText(rows, i, filter.key, checks?.text))) kept[count++] = i;
    kept = kept.slice(0, count);
  }
  return kept;
}

/** A loc filter over the column's bytes where it can be: text matches, and empty by byte length. */
function locRows(
  rows: UrlColumns,
  kept: Int32Array,
  filter: ColumnFilter,
  test: (cell: string) => boolean,
): Int32Array {
  const { operator, text } = filter;
  if (operator === 'contains' || operator === 'equals' || operator === 'startsWith') {
    return rowsContaining(rows.locs, kept, text.toLowerCase(), operator);
  }
  if (operator === 'notContains') {
    // The rows that contain it, found over the bytes, taken out of those kept (both in stored order).
    const containing = rowsContaining(rows.locs, kept, text.toLowerCase(), 'contains');
    let at = 0;
    return kept.filter((i) => {
      if (containing[at] !== i) return true;
      at += 1;
      return false;
    });
  }
  if (operator === 'empty' || operator === 'notEmpty') {
    const empty = operator === 'empty';
    return kept.filter((i) => (rows.locs.byteLength(i) === 0) === empty);
  }
  return kept.filter((i) => test(rows.locs.get(i)));
}

const CHANGEFREQ_RANK = new Map<string, number>(CHANGEFREQ_VALUES.map((value, index) => [value, index]));

/** A number per row for the numeric columns (NaN when empty or not a number), or null for text. */
function numericKey(rows: UrlColumns, i: number, key: ColumnKey): number | null {
  switch (key) {
    case 'lastmod': {
      const lastmod = rows.get(i, 'lastmod');
      return lastmod === null ? NaN : w3cDatetimeInstant(lastmod);
    }
    case 'priority': {
      const priority = rows.get(i, 'priority');
      return priority === null ? NaN : Number(priority);
    }
    case 'changefreq': {
      const changefreq = rows.get(i, 'changefreq');
      return changefreq === null ? NaN : (CHANGEFREQ_RANK.get(changefreq) ?? CHANGEFREQ_VALUES.length);
    }
    case 'loc':
      return null;
    default:
      return isEditable(key) || isCheckField(key) ? null : Number(cellText(rows, i, key));
  }
}

/**
 * Sorts stored indices by a column, stable (ties keep stored order), empty cells last in both
 * directions as spreadsheets do. Keys are read once into typed arrays, then only indices move.
 */
function sortIndices(rows: UrlColumns, indices: Int32Array, sort: SortSpec, checks: ViewChecks | null): Int32Array {
  const sign = sort.direction === 'asc' ? 1 : -1;
  if (sort.key === 'loc') return sortByLoc(rows, indices, sign);
  if (isCheckField(sort.key)) return sortByCheck(rows, indices, sign, sort.key, checks);
  const keys = new Float64Array(indices.length);
  for (let i = 0; i < indices.length; i += 1) keys[i] = numericKey(rows, indices[i]!, sort.key) ?? NaN;
  return sortByNumber(keys, indices, sign);
}

/**
 * By loc, empty locs last, in Unicode code point order: the order of the locs' UTF-8 bytes, so the
 * radix sort reads the column's bytes where they lie and never builds a string per row (ten million
 * strings would cost seconds and a gigabyte). It differs from JS's `<` (UTF-16 code units) only
 * where a character beyond U+FFFF meets one of U+E000–U+FFFF, and it is the order a byte-wise sort
 * of the sitemap's UTF-8 lines (`LC_ALL=C sort`) gives. Only the rows being sorted are read.
 */
function sortByLoc(rows: UrlColumns, indices: Int32Array, sign: number): Int32Array {
  return sortByText(
    indices,
    sign,
    (index) => rows.locs.byteLength(index) !== 0,
    (filled) => textKeys(rows.locs, filled),
  );
}

/**
 * By a check column's text, rows without a result last, in the same code point order: only the
 * rows being sorted are looked up, and only those with a result are encoded.
 */
function sortByCheck(
  rows: UrlColumns,
  indices: Int32Array,
  sign: number,
  field: CheckField,
  checks: ViewChecks | null,
): Int32Array {
  const text = (index: number): string => (checks ? checks.text(rows, index, field) : '');
  return sortByText(
    indices,
    sign,
    (index) => text(index) !== '',
    (filled) => stringKeys(Array.from(filled, text)),
  );
}

/** Sorts `indices` by text, the `filled` ones by their `keysOf` bytes, then the empty ones, ties in the order given. */
function sortByText(
  indices: Int32Array,
  sign: number,
  filled: (index: number) => boolean,
  keysOf: (rows: Int32Array) => ByteKeys,
): Int32Array {
  // Filled cells first, then the empty ones, both in the order given; descending sorts the reversed input and reverses the result, which keeps ties in stored order.
  const sorted = new Int32Array(indices.length);
  const isFilled = new Uint8Array(indices.length);
  let count = 0;
  for (let i = 0; i < indices.length; i += 1) {
    if (filled(indices[i]!)) {
      isFilled[i] = 1;
      count += 1;
    }
  }
  let front = 0;
  let back = count;
  for (let i = 0; i < indices.length; i += 1) {
    const at = sign < 0 ? indices.length - 1 - i : i;
    if (isFilled[at]) sorted[front++] = indices[at]!;
    else sorted[back++] = indices[at]!;
  }
  const texts = sorted.subarray(0, count);
  const order = sortByBytes(keysOf(texts));
  const given = texts.slice();
  for (let i = 0; i < order.length; i += 1) texts[i] = given[order[i]!]!;
  if (sign < 0) {
    texts.reverse();
    sorted.subarray(count).reverse();
  }
  return sorted;
}

/** Binary search: how many of the ascending `values` are ≤ `limit`. */
function countAtMost(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (values[mid]! <= limit) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The view after rows were inserted at stored positions `at` (ascending, in the new table):
 * existing entries shift, and each new row appears at its `viewAt` position (aligned with `at`;
 * -1 keeps it out of the view, as a filter hid it), or at the end without a hint.
 */
export function viewAfterInsert(view: Int32Array, at: readonly number[], viewAt: readonly number[] | null): Int32Array {
  // Old index e moves to e + k, where k new rows landed before it: those with at[j] - j ≤ e.
  const gaps = at.map((position, j) => position - j);
  const shifted = view.map((stored) => stored + countAtMost(gaps, stored));
  const places = at
    .map((stored, j) => ({ stored, place: viewAt ? viewAt[j]! : view.length + j }))
    .filter((entry) => entry.place >= 0)
    .sort((a, b) => a.place - b.place);
  const result = new Int32Array(view.length + places.length);
  let read = 0;
  let next = 0;
  for (let write = 0; write < result.length; write += 1) {
    const due = next < places.length && (places[next]!.place <= write || read >= shifted.length);
    if (due) result[write] = places[next++]!.stored;
    else result[write] = shifted[read++]!;
  }
  return result;
}

/** The view after the rows at stored positions `at` (ascending, in the old table) were deleted. */
export function viewAfterDelete(view: Int32Array, at: readonly number[]): Int32Array {
  const gone = new Set(at);
  const kept: number[] = [];
  for (const stored of view) {
    if (!gone.has(stored)) kept.push(stored - countAtMost(at, stored));
  }
  return Int32Array.from(kept);
}

/** Where the stored rows `at` are shown (-1 when hidden), aligned with `at`, for a delete to remember. */
export function viewPositions(view: Int32Array, at: readonly number[]): number[] {
  const wanted = new Map<number, number>(at.map((stored) => [stored, -1]));
  view.forEach((stored, position) => {
    if (wanted.has(stored)) wanted.set(stored, position);
  });
  return at.map((stored) => wanted.get(stored)!);
}
