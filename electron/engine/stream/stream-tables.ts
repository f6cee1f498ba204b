import { appendAll } from '../../../shared/append-all';
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { ImportedFile, ImportOptions } from '../../../shared/import-types';
import type { Problem } from '../../../shared/problems';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { problemFromProjectError } from '../project/project-open-problem';
import { hasProjectExtension } from '../../../shared/project-file';
import { holdsRows, uniqueTableName } from '../../../shared/tables-from-import';
import { tableNameFromFile, type UrlRow, type UrlTable } from '../../../shared/url-table';
import { withoutRepeated, withoutValidationRepeats } from '../../../shared/validation/import-repeats';
import { importSources, type ImportControls } from '../import/import-sources';
import { ROWS_PER_BATCH, type RowBatches } from '../import/row-batches';
import type { StreamBatch, StreamBatches } from '../import/stream-batches';
import { parsePoolTellingStart } from './parse-workers-started';
import { streamProjectTables } from './project-tables';

/**
 * A table as the stream hands it on: its name and the kind of sitemap it makes first, then its rows
 * in batches of at most ROWS_PER_BATCH (each taken once, in order), so a consumer holds one batch
 * of a table of any size. Rows not taken before the consumer returns are still read, then let go.
 */
export type StreamedTable = Pick<UrlTable, 'id' | 'name'> & RowBatches;

/**
 * A StreamedTable whose batches may be a parse worker's columns (streamColumnTables); `file`, the
 * sitemap's path or URL it was read from (a project's table has none), so a report can name it.
 */
export type StreamedColumnTable = Pick<UrlTable, 'id' | 'name'> & StreamBatches & { file?: string };

/** What a stream of tables leaves once every table went by: the sources' problems and the first robots.txt. */
export interface StreamedSources {
  problems: Problem[];
  robotsTxt: string | null;
}

export interface TableStreamControls extends Pick<ImportControls, 'parsePool' | 'onProgress'> {
  signal?: AbortSignal;
  /**
   * Worker threads that parse the sitemaps read (default one per core): each parses a file ahead
   * while the taker works on the one before, so a few files' rows are held at most. 0 parses on this thread.
   */
  parseWorkers?: number;
  /** The robots.txt met so far (a project's, else the first robots.txt read), for a consumer that needs it before the end. */
  onRobotsTxt?: (text: string) => void;
  /** A project's site-check results, batch by batch, before its first table. */
  onChecks?: (checks: readonly PageCheck[]) => void;
  /** Told once every parse worker has been started with a file (parsePoolTellingStart); never if none is. */
  onParseWorkersStarted?: () => void;
}

/**
 * The CLI's loadTables as a stream: the same tables with the same names, in the same order (project
 * files first, then one table per sitemap read), each handed to `onTable` and let go once it returns,
 * so memory holds a few files' rows at a time (one taken, one parsed ahead per parse worker), and
 * of a project's table (a version-1 project, one JSON document, is read whole first) or a CSV or
 * TSV table named, one batch at a time.
 * The sources' problems are those loadTables reports, validation's repeats left out.
 */
export function streamTables(
  sources: readonly string[],
  options: ImportOptions,
  onTable: (table: StreamedTable) => Promise<void>,
  controls: TableStreamControls = {},
): Promise<StreamedSources> {
  return streamTablesOf(
    sources,
    options,
    ({ id, name, kind, batches }) => onTable({ id, name, kind, batches: asRows(batches) }),
    controls,
    // Columns taken, made into rows here a batch at a time (asRows), not a whole file's at once.
    true,
  );
}

/**
 * streamTables for a taker of columns (the export): a file a parse worker read comes as the columns
 * it sent, one batch, with no row object made on this thread; other sources as rows.
 */
export function streamColumnTables(
  sources: readonly string[],
  options: ImportOptions,
  onTable: (table: StreamedColumnTable) => Promise<void>,
  controls: TableStreamControls = {},
): Promise<StreamedSources> {
  return streamTablesOf(sources, options, onTable, controls, true);
}

/**
 * Each batch as rows: a parse worker's columns (a whole file's) made into rows ROWS_PER_BATCH at a
 * time, as the taker takes them; made at once, a file of 1.1M URLs held 845,000 row objects.
 */
async function* asRows(batches: AsyncIterable<StreamBatch>): AsyncGenerator<readonly UrlRow[]> {
  for await (const batch of batches) {
    if (!('rowCount' in batch)) yield batch;
    else for (let at = 0; at < batch.rowCount; at += ROWS_PER_BATCH) yield batch.rowsBetween(at, at + ROWS_PER_BATCH);
  }
}

async function streamTablesOf(
  sources: readonly string[],
  options: ImportOptions,
  onTable: (table: StreamedColumnTable) => Promise<void>,
  controls: TableStreamControls,
  handColumns: boolean,
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
    let takerFailure: { error: unknown } | null = null;
    try {
      await streamProjectTables(
        path,
        meetRobots,
        async (table) => {
          taken.add(table.name);
          await onTable(table).catch((error: unknown) => {
            takerFailure = { error };
            throw error;
          });
        },
        controls.onChecks,
      );
    } catch (error) {
      // What failed taking a table (a full disk) is not a problem of the project file.
      if (takerFailure) throw (takerFailure as { error: unknown }).error;
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
    batches: StreamBatches,
  ): Promise<void> => {
    const file = { summary, sitemaps: [], robotsText };
    const read = batches.columns ? { ...file, rows: batches.columns } : { ...file, rows };
    for (const item of found) if (withoutValidationRepeats([item], [read]).length === 0) repeats.add(item);
    if (summary.kind === 'robots') meetRobots(robotsText);
    if (!holdsRows(summary.kind)) return;
    const name = uniqueTableName(tableNameFromFile(summary.name), taken);
    taken.add(name);
    await onTable({ id: randomUUID(), name, file: summary.location, kind: batches.kind, batches: batches.batches });
  };
  const imported = await importSources(
    sources.filter((source) => !hasProjectExtension(source)),
    options,
    {
      ...(handColumns ? { onFileColumns: onFile } : { onFile }),
      signal: controls.signal,
      ...(controls.onProgress && { onProgress: controls.onProgress }),
      parseWorkers: controls.parseWorkers ?? availableParallelism(),
      parsePool: controls.onParseWorkersStarted
        ? parsePoolTellingStart(controls.onParseWorkersStarted, controls.parsePool)
        : controls.parsePool,
    },
  );
  appendAll(
    problems,
    withoutRepeated(imported.problems, (item) => repeats.has(item)),
  );
  return { problems, robotsTxt };
}
