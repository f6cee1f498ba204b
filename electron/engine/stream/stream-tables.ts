import { appendAll } from '../../../shared/append-all';
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import type { ImportedFile, ImportOptions } from '../../../shared/import-types';
import type { Problem } from '../../../shared/problems';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { problemFromProjectError } from '../project/project-open-problem';
import { hasProjectExtension } from '../../../shared/project-file';
import { holdsRows, uniqueTableName } from '../../../shared/tables-from-import';
import { tableNameFromFile, type UrlRow } from '../../../shared/url-table';
import { withoutRepeated, withoutValidationRepeats } from '../../../shared/validation/import-repeats';
import { importSources } from '../import/import-sources';
import { ROWS_PER_BATCH } from '../import/row-batches';
import type { StreamBatch, StreamBatches } from '../import/stream-batches';
import { parsePoolTellingStart } from './parse-workers-started';
import { streamProjectTables } from './project-tables';
import { streamProjectWholeColumns } from '../project/project-columns';
import type { StreamedColumnTable, StreamedSources, StreamedTable, TableStreamControls } from './streamed-tables';

export type { StreamedColumnTable, StreamedSources, StreamedTable, TableStreamControls } from './streamed-tables';

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
    // Columns taken, made into rows here a batch at a time (asRows), not a whole file's at once.
    ({ id, name, kind, batches }) => onTable({ id, name, kind, batches: asRows(batches) }),
    controls,
    streamProjectTables,
  );
}

/**
 * streamTables for a taker of columns (the export): a file a parse worker read comes as the columns
 * it sent, one batch, with no row object made on this thread; a project's tables as its columns too,
 * the file opened whole once (on `projectReader` when given: streamProjectWholeColumns), not read
 * twice as rows; other sources as rows.
 */
export function streamColumnTables(
  sources: readonly string[],
  options: ImportOptions,
  onTable: (table: StreamedColumnTable) => Promise<void>,
  controls: TableStreamControls = {},
): Promise<StreamedSources> {
  const { signal, projectReader, projectWorkers } = controls;
  const openWhole: ProjectTablesReader = (path, onRobotsTxt, onProjectTable, onChecks) =>
    streamProjectWholeColumns(path, onProjectTable, {
      signal,
      onRobotsTxt,
      onChecks,
      ...(projectReader === undefined ? {} : { reader: projectReader }),
      workersUnlessTold: projectWorkers,
    });
  return streamTablesOf(sources, options, onTable, controls, openWhole);
}

/** How a stream reads a project's tables: streamProjectTables' signature (rows twice, or columns once). */
type ProjectTablesReader = (
  path: string,
  onRobots: (text: string | null) => void,
  onTable: (table: StreamedColumnTable) => Promise<void>,
  onChecks?: (checks: readonly PageCheck[]) => void,
) => Promise<void>;

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
  readProjectTables: ProjectTablesReader,
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
      await readProjectTables(
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
      // Ctrl-C stops an open at the next member read: a cancel, not a damaged file.
      controls.signal?.throwIfAborted();
      // Tables handed on before a damaged part stay handed on (read as rows); the problem says where it broke.
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
    const { kind, alternates, copiedAtOnce } = batches;
    const table = {
      id: randomUUID(),
      name,
      file: summary.location,
      kind,
      batches: batches.batches,
      ...(copiedAtOnce && { copiedAtOnce }),
    };
    await onTable(alternates === undefined ? table : { ...table, alternates });
  };
  const imported = await importSources(
    sources.filter((source) => !hasProjectExtension(source)),
    options,
    {
      onFileColumns: onFile,
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
