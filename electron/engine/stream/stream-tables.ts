import { randomUUID } from 'node:crypto';
import type { ImportedFile, ImportOptions } from '../../../shared/import-types';
import type { Problem } from '../../../shared/problems';
import { problemFromProjectError } from '../project/project-open-problem';
import { hasProjectExtension, type ProjectHeader } from '../../../shared/project-file';
import { holdsRows, uniqueTableName } from '../../../shared/tables-from-import';
import { tableNameFromFile, type UrlRow, type UrlTable } from '../../../shared/url-table';
import { repeatsOfFile, withoutRepeated } from '../../../shared/validation/import-repeats';
import { importSources } from '../import/import-sources';
import { wholeRows, type RowBatches } from '../import/row-batches';
import { readProject } from '../project/project-file';

/**
 * A table as the stream hands it on: its name and the kind of sitemap it makes first, then its rows
 * in batches of at most ROWS_PER_BATCH (each taken once, in order), so a consumer holds one batch
 * of a table of any size. Rows not taken before the consumer returns are still read, then let go.
 */
export type StreamedTable = Pick<UrlTable, 'id' | 'name'> & RowBatches;

/** What a stream of tables leaves once every table went by: the sources' problems and the first robots.txt. */
export interface StreamedSources {
  problems: Problem[];
  robotsTxt: string | null;
}

export interface TableStreamControls {
  signal?: AbortSignal;
  /** The robots.txt met so far (a project's, else the first robots.txt read), for a consumer that needs it before the end. */
  onRobotsTxt?: (text: string) => void;
}

/**
 * The CLI's loadTables as a stream: the same tables with the same names, in the same order (project
 * files first, then one table per sitemap read), each handed to `onTable` and let go once it returns,
 * so memory holds one file's rows at a time (a version-2 project's tables one at a time; a version-1
 * project, one JSON document, is read whole), and of a CSV or TSV table named, one batch at a time.
 * The sources' problems are those loadTables reports, validation's repeats left out.
 */
export async function streamTables(
  sources: readonly string[],
  options: ImportOptions,
  onTable: (table: StreamedTable) => Promise<void>,
  controls: TableStreamControls = {},
): Promise<StreamedSources> {
  const problems: Problem[] = [];
  const taken = new Set<string>();
  let robotsTxt: string | null = null;
  const meetRobots = (text: string | null): void => {
    if (text === null || robotsTxt !== null) return;
    robotsTxt = text;
    controls.onRobotsTxt?.(text);
  };
  for (const path of sources.filter(hasProjectExtension)) {
    try {
      await readProjectTables(path, meetRobots, async (table) => {
        taken.add(table.name);
        await onTable({ id: table.id, name: table.name, ...wholeRows(table.rows) });
      });
    } catch (error) {
      // Tables handed on before a damaged part stay handed on; the problem says where it broke.
      problems.push(problemFromProjectError(error, path));
    }
  }
  // Which import problems validation repeats is told per file, while its rows are here.
  const repeats = new Set<Problem>();
  // A table read in batches (rows empty here) names no row in its problems: none is a repeat.
  const onFile = async (
    { summary, rows, robotsText }: ImportedFile,
    found: readonly Problem[],
    batches: RowBatches,
  ): Promise<void> => {
    for (const item of repeatsOfFile(found, { summary, rows, sitemaps: [], robotsText })) repeats.add(item);
    if (summary.kind === 'robots') meetRobots(robotsText);
    if (!holdsRows(summary.kind)) return;
    const name = uniqueTableName(tableNameFromFile(summary.name), taken);
    taken.add(name);
    await onTable({ id: randomUUID(), name, ...batches });
  };
  const imported = await importSources(
    sources.filter((source) => !hasProjectExtension(source)),
    options,
    { onFile, signal: controls.signal },
  );
  problems.push(...withoutRepeated(imported.problems, (item) => repeats.has(item)));
  return { problems, robotsTxt };
}

/** A project's tables handed on one by one as each is read complete (its robots.txt first), so one table's rows are held at a time. */
async function readProjectTables(
  path: string,
  onRobots: (text: string | null) => void,
  onTable: (table: UrlTable) => Promise<void>,
): Promise<void> {
  let header: ProjectHeader | null = null;
  let next = 0;
  let rows: UrlRow[] = [];
  /** Hands on the tables from `next` that are complete (an empty one is complete at once). */
  const handOnComplete = async (): Promise<void> => {
    while (header !== null && next < header.tables.length && rows.length === header.tables[next]!.rows) {
      const { rows: _count, ...table } = header.tables[next]!;
      const complete = rows;
      rows = [];
      next += 1;
      await onTable({ ...table, rows: complete });
    }
  };
  await readProject(path, {
    header(read) {
      header = read;
      onRobots(read.robotsTxt);
    },
    async rows(_table, read) {
      await handOnComplete(); // empty tables before this one
      for (const row of read) rows.push(row);
      await handOnComplete();
    },
  });
  await handOnComplete(); // empty tables at the end, or a project with no rows
}
