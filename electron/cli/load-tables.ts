import type { Problem } from '../../shared/problems';
import { problem } from '../../shared/problems';
import { PROJECT_FILE_EXTENSION } from '../../shared/protocol';
import { tableNameFromFile } from '../../shared/url-table';
import type { ExportTable } from '../engine/export/build-export';
import { importSources } from '../engine/import/import-sources';

export interface LoadedTables {
  tables: ExportTable[];
  robotsTxt: string | null;
  problems: Problem[];
}

/**
 * What `validate` and `export` work on: the sources imported as the app would, one table per
 * sitemap read (indexes and robots.txt followed), plus the first robots.txt met.
 */
export async function loadTables(sources: readonly string[]): Promise<LoadedTables> {
  const projects = sources.filter((source) => source.toLowerCase().endsWith(PROJECT_FILE_EXTENSION));
  const problems: Problem[] = projects.map((path) =>
    problem('error', 'project-open-unavailable', 'Project files cannot be read yet; name the sitemaps instead.', {
      file: path,
    }),
  );
  const result = await importSources(sources.filter((source) => !projects.includes(source)));
  problems.push(...result.problems);
  const tables: ExportTable[] = [];
  const names = new Set<string>();
  let robotsTxt: string | null = null;
  for (const file of result.files) {
    if (file.summary.kind === 'robots') robotsTxt ??= file.robotsText;
    if (file.summary.kind !== 'urlset' && file.summary.kind !== 'text') continue;
    let name = tableNameFromFile(file.summary.name);
    for (let n = 2; names.has(name); n++) name = `${tableNameFromFile(file.summary.name)}-${n}`;
    names.add(name);
    tables.push({ id: file.summary.location, name, rows: file.rows });
  }
  return { tables, robotsTxt, problems };
}
