import { UrlColumns } from './columnar/url-columns';
import type { FileSummary, ImportedFile, ReceivedFile } from './import-types';
import type { SourceKind, SourceRef } from './sources';
import { tableNameFromFile, type UrlTable } from './url-table';
import type { ColumnarTable } from './columnar/columnar-table';

/** "sitemap", then "sitemap (2)", "sitemap (3)": names not yet taken. */
export function uniqueTableName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  let n = 2;
  while (taken.has(`${wanted} (${n})`)) n += 1;
  return `${wanted} (${n})`;
}

/** The kinds of file whose rows become a table; an index or robots.txt only leads to them. */
export function holdsRows(kind: SourceKind): boolean {
  return kind === 'urlset' || kind === 'text' || kind === 'csv';
}

/** A file read with its rows held either way: as objects (the CLI) or in columns (the app, ReceivedFile). */
type FileWithRows<R> = Omit<ImportedFile, 'rows'> & { rows: R };

/**
 * What an import becomes in a project: one table per sitemap read (an index or robots.txt only
 * leads to them), named after its file, and the first robots.txt met. Each table takes its file's
 * rows as they are held, with no copy.
 */
export function tablesFromImport<R>(
  files: readonly FileWithRows<R>[],
  options: { takenNames?: Iterable<string>; newId: () => string },
): { tables: Array<Omit<UrlTable, 'rows'> & { rows: R }>; robotsTxt: string | null } {
  const taken = new Set(options.takenNames ?? []);
  const tables: Array<Omit<UrlTable, 'rows'> & { rows: R }> = [];
  let robotsTxt: string | null = null;
  for (const { summary, rows, robotsText } of files) {
    if (summary.kind === 'robots') robotsTxt ??= robotsText;
    if (!holdsRows(summary.kind)) continue;
    const name = uniqueTableName(tableNameFromFile(summary.name), taken);
    taken.add(name);
    tables.push({ id: options.newId(), name, source: sourceOf(summary), rows });
  }
  return { tables, robotsTxt };
}

/**
 * The files whose rows the person kept: sitemaps, text sitemaps and tables not left out, but one
 * that could not be read and gave no rows (a CSV with no loc column, a UTF-16 file refused): it
 * showed as an empty tab, as if a table had been read. Its problems say why. A sitemap read whole
 * that lists no URL is a table still, empty as the file is.
 */
export function filesToAdd<F extends Pick<ImportedFile, 'summary'>>(
  files: readonly F[],
  leftOut: ReadonlySet<string>,
): F[] {
  const unread = ({ urlCount, partial, readFailed }: FileSummary): boolean =>
    urlCount === 0 && (partial || readFailed === true);
  return files.filter(({ summary }) => holdsRows(summary.kind) && !unread(summary) && !leftOut.has(summary.location));
}

/**
 * All the rows of the files, in order, as one table; its source is the file when there is only one,
 * else `origin`: the index or robots.txt they were all read from (see importOrigin).
 */
export function oneTableFromImport(
  files: readonly ReceivedFile[],
  wantedName: string,
  options: { takenNames?: Iterable<string>; newId: () => string; origin?: SourceRef | null },
): ColumnarTable {
  const rows = columnsOfFiles(files);
  const name = uniqueTableName(wantedName.trim() || 'imported', new Set(options.takenNames ?? []));
  const source = files.length === 1 ? sourceOf(files[0]!.summary) : (options.origin ?? null);
  return { id: options.newId(), name, source, rows };
}

/**
 * The source the person named that every one of `added` was read from (an index, a robots.txt, a
 * folder's index), following each file's `parent` up through `all`; null when they came from
 * several. Its size is left out: it is not the size of the rows.
 */
export function importOrigin(all: readonly FileSummary[], added: readonly FileSummary[]): SourceRef | null {
  const byLocation = new Map(all.map((summary) => [summary.location, summary]));
  const rootOf = (summary: FileSummary): FileSummary => {
    let current = summary;
    for (let up = byLocation.get(current.parent ?? ''); up && up !== current; up = byLocation.get(current.parent ?? ''))
      current = up;
    return current;
  };
  const roots = new Set(added.map(rootOf));
  const [root] = roots;
  return roots.size === 1 && root ? { ...sourceOf(root), bytes: null } : null;
}

/** The host a set of listed sitemaps is on, when they agree: what a table of them is named after. */
export function hostOfListed(files: readonly Pick<ImportedFile, 'sitemaps'>[]): string | null {
  const hosts = new Set(
    files.flatMap((file) => file.sitemaps.map((entry) => (URL.canParse(entry.loc) ? new URL(entry.loc).host : ''))),
  );
  const [host] = hosts;
  return hosts.size === 1 && host ? host : null;
}

/** The rows of the files, in order, in one table: the only file's own columns, or a copy of all as bytes. */
export function columnsOfFiles(files: readonly ReceivedFile[]): UrlColumns {
  if (files.length === 1) return files[0]!.rows;
  const rows = new UrlColumns();
  for (const file of files) rows.appendRowsOf(file.rows, 0, file.rows.rowCount);
  return rows;
}

export function sourceOf(summary: FileSummary): SourceRef {
  const { location, name, kind, gzip, bytes } = summary;
  return { location, name, kind, gzip, bytes };
}
