import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import { HostTally } from '../../../shared/site-check/checked-rows';
import { emptyRow } from '../../../shared/url-table';
import type { InsertRows } from '../table/edit-commands';

/** Where a crawl of a table's site starts: the home page of the origin most of its locs are on ('' for none). */
export function homeOf(table: ColumnarTable | null): string {
  if (!table) return '';
  const tally = new HostTally();
  const count = table.rows.rowCount;
  for (let i = 0; i < count; i++) tally.add(table.rows.get(i, 'loc'));
  const host = tally.ownHost();
  for (let i = 0; host !== null && i < count; i++) {
    const url = URL.parse(table.rows.get(i, 'loc'));
    if (url?.host === host && (url.protocol === 'http:' || url.protocol === 'https:')) return `${url.origin}/`;
  }
  return '';
}

/** Every loc of every table: what "listed" means to a crawl's gaps. */
export function* listedLocs(tables: readonly ColumnarTable[]): Generator<string> {
  for (const table of tables) {
    for (let i = 0; i < table.rows.rowCount; i++) yield table.rows.get(i, 'loc');
  }
}

/** The first row listing `loc`, and its table; null when none does (any more). */
export function findLoc(tables: readonly ColumnarTable[], loc: string): { tableId: string; row: number } | null {
  for (const table of tables) {
    for (let i = 0; i < table.rows.rowCount; i++) {
      if (table.rows.get(i, 'loc') === loc) return { tableId: table.id, row: i };
    }
  }
  return null;
}

/** The URLs as rows (a loc each) appended to a table of `tableLength` rows: one undoable insert. */
export function appendUrlsCommand(tableLength: number, urls: readonly string[], label: string): InsertRows {
  return {
    kind: 'insert',
    label,
    at: urls.map((_, i) => tableLength + i),
    rows: UrlColumns.fromRows(urls.map((url) => emptyRow(url))),
    viewAt: null,
  };
}
