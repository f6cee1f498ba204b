import type { ImportedFile } from './import-types';
import type { SourceRef } from './sources';
import { tableNameFromFile, type UrlTable } from './url-table';

/** "sitemap", then "sitemap (2)", "sitemap (3)": names not yet taken. */
export function uniqueTableName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  let n = 2;
  while (taken.has(`${wanted} (${n})`)) n += 1;
  return `${wanted} (${n})`;
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
    if (summary.kind !== 'urlset' && summary.kind !== 'text') continue;
    const source: SourceRef = {
      location: summary.location,
      name: summary.name,
      kind: summary.kind,
      gzip: summary.gzip,
      bytes: summary.bytes,
    };
    const name = uniqueTableName(tableNameFromFile(summary.name), taken);
    taken.add(name);
    tables.push({ id: options.newId(), name, source, rows });
  }
  return { tables, robotsTxt };
}
