import type { FileSummary, ImportedFile } from './import-types';
import type { SourceKind, SourceRef } from './sources';
import { tableNameFromFile, type UrlRow, type UrlTable } from './url-table';

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

/**
 * What an import becomes in a project: one table per sitemap read (an index or robots.txt only
 * leads to them), named after its file, and the first robots.txt met.
 */
export function tablesFromImport(
  files: readonly ImportedFile[],
  options: { takenNames?: Iterable<string>; newId: () => string },
): { tables: UrlTable[]; robotsTxt: string | null } {
  const taken = new Set(options.takenNames ?? []);
  const tables: UrlTable[] = [];
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

/** The files whose rows the person kept: sitemaps, text sitemaps and tables not left out. */
export function filesToAdd(files: readonly ImportedFile[], leftOut: ReadonlySet<string>): ImportedFile[] {
  return files.filter(({ summary }) => holdsRows(summary.kind) && !leftOut.has(summary.location));
}

/** All the rows of the files, in order, as one table; its source is the file when there is only one. */
export function oneTableFromImport(
  files: readonly ImportedFile[],
  wantedName: string,
  options: { takenNames?: Iterable<string>; newId: () => string },
): UrlTable {
  const rows = rowsOfFiles(files);
  const name = uniqueTableName(wantedName.trim() || 'imported', new Set(options.takenNames ?? []));
  const source = files.length === 1 ? sourceOf(files[0]!.summary) : null;
  return { id: options.newId(), name, source, rows };
}

/** The rows of the files, in order, in one list. */
export function rowsOfFiles(files: readonly ImportedFile[]): UrlRow[] {
  const rows: UrlRow[] = [];
  // One push per row: spreading a list of a million rows into push() would overflow the stack.
  for (const file of files) for (const row of file.rows) rows.push(row);
  return rows;
}

export function sourceOf(summary: FileSummary): SourceRef {
  const { location, name, kind, gzip, bytes } = summary;
  return { location, name, kind, gzip, bytes };
}
