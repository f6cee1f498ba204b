import { appendAll, largestOf } from '../../shared/append-all';
import { writeJson } from './write-json';
import { randomUUID } from 'node:crypto';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { headerOf, projectNameOf } from '../../shared/project-file';
import { projectOutPath } from './project-out';
import { newProjectId } from '../../shared/project-id';
import { tablesFromImport } from '../../shared/tables-from-import';
import { importSources, saveProjectStream } from '../engine';
import type { UrlColumns } from '../../shared/columnar/url-columns';
import { rowCount } from '../../shared/validation/table-rows';
import type { ImportResult } from '../../shared/import-types';
import { translateMessage as t } from '../../shared/i18n/translator';
import { countProblems } from '../../shared/problems';
import { formatCount } from '../../shared/format';
import { sourceKindLabel } from '../../shared/sources';
import { atArgumentPlace, checkSources } from './bad-argument';
import { EXIT, oneLine, usageError as printUsageError, parseCommandLine, type CliIo } from './cli-io';
import { countOf } from './count-of';
import { sourcesNotReadWhole } from './sources-not-read-whole';
import { IMPORT_LIMIT_OPTIONS, importLimitUsage, importLimits } from './import-limits';
import { readingProgress } from './reading-progress';
import { PLACES_SHOWN_PER_CODE, listedFor, problemReport } from './problem-report';
import { defaultThreads, threadsFrom } from './threads-option';
import { PROBLEMS_KEPT_PER_CODE } from '../../shared/validation/kept-problems';

/** `import`'s usage, in the active language. */
export const importUsage = (): string =>
  t('cli.import.usage', {
    shown: PLACES_SHOWN_PER_CODE,
    kept: formatCount(PROBLEMS_KEPT_PER_CODE),
    limits: importLimitUsage(),
    threads: defaultThreads(),
  });

/** `sitemap-studio import`: imports the sources and prints the summary and problems. */
export async function runImport(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(
    args,
    io,
    {
      json: { type: 'boolean' },
      all: { type: 'boolean' },
      rows: { type: 'boolean' },
      out: { type: 'string' },
      'keep-partial': { type: 'boolean' },
      threads: { type: 'string' },
      ...IMPORT_LIMIT_OPTIONS,
    },
    importUsage,
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length === 0) return usageError(io, t('cli.import.noSources'));
  if (values.rows && !values.json) return usageError(io, t('cli.import.rowsNeedJson'));
  if (values['keep-partial'] && values.out === undefined) return usageError(io, t('cli.import.keepPartialNeedsOut'));
  checkSources(positionals);
  // A folder named as --out is told now, not after the reading.
  const out = values.out === undefined ? null : projectOutPath(values.out);
  const limits = importLimits(values);
  if (typeof limits === 'string') return usageError(io, limits);
  const threads = threadsFrom(values.threads);
  if (typeof threads === 'string') return usageError(io, threads);
  const options = { ...limits, ...listedFor(Boolean(values.all || values.json)) };
  // Rows printed as JSON are objects anyway; otherwise files are parsed on the pool, into columns,
  // which only a project written with --out keeps (a summary alone lets each file's go at once).
  const columns: UrlColumns[] = [];
  const keep = out !== null;
  const reading = readingProgress(io);
  const { onProgress } = reading;
  const result = await (
    values.rows
      ? importSources(positionals, options, { signal: io.signal, onProgress })
      : importSources(positionals, options, {
          signal: io.signal,
          onProgress,
          parseWorkers: threads,
          takeColumns: (taken) => void (keep && columns.push(taken)),
        })
  ).finally(reading.stop);
  // Ctrl-C: nothing is saved or printed; runCli answers 130.
  io.signal?.throwIfAborted();
  const notWhole = sourcesNotReadWhole(result);
  // A project that lacks files, or part of one, is saved only when asked for: it would look complete.
  const saving = notWhole.length === 0 || Boolean(values['keep-partial']);
  if (out !== null && !saving) {
    io.err(notSavedText(out, notWhole));
  } else if (out !== null) {
    const files = result.files.map((file, index) => ({ ...file, rows: columns[index] ?? file.rows }));
    const { tables, robotsTxt } = tablesFromImport(files, { newId: randomUUID });
    const project = {
      id: newProjectId(),
      name: projectNameOf(out),
      tables,
      robotsTxt,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
    };
    await atArgumentPlace(`--out ${values.out}`, () =>
      saveProjectStream(
        out,
        headerOf({ ...project, siteChecks: [] }),
        { tables: tables.map(({ rows }) => rows), siteChecks: [] },
        { signal: io.signal },
      ),
    );
    const urls = tables.reduce((sum, table) => sum + rowCount(table.rows), 0);
    const saved = t('cli.import.saved', {
      path: out,
      tables: countOf('tables', tables.length),
      urls: countOf('urls', urls),
    });
    io.err(`${saved}\n`);
  }
  // With --out, the JSON says whether the project was written, and which sources kept it from being so.
  const project = out === null ? null : { path: out, saved: saving, notReadWhole: notWhole };
  if (values.json) writeJson(io, importJson(result, values.rows ?? false, project));
  else io.out(importText(result, values.all ?? false));
  // A project asked for that lacks sources (not saved, or saved with --keep-partial) is a failure, even
  // when the import alone would pass: a limit met is only a warning.
  const outWanting = values.out !== undefined && notWhole.length > 0;
  return outWanting || result.problems.some((item) => item.severity === 'error') ? EXIT.problems : EXIT.ok;
}

const usageError = (io: CliIo, message: string): number => printUsageError(io, message, importUsage());

/** Why --out was not written, and the first sources that were not read in full. */
function notSavedText(out: string, notWhole: readonly string[]): string {
  const shown = notWhole.slice(0, PLACES_SHOWN_PER_CODE).map((location) => `  ${oneLine(location)}`);
  const more = notWhole.length - shown.length;
  const lines = [
    t('cli.import.notSaved', { path: out, n: formatCount(notWhole.length) }, { count: notWhole.length }),
    ...shown,
    ...(more > 0 ? [t('cli.import.notSavedMore', { n: formatCount(more) })] : []),
  ];
  return `${lines.join('\n')}\n`;
}

function counts(result: ImportResult): Record<string, number> {
  const problems = countProblems(result.problems);
  const urls = result.files.reduce((sum, file) => sum + file.summary.urlCount, 0);
  return { files: result.files.length, urls, errors: problems.error, warnings: problems.warning, infos: problems.info };
}

/** The `--json` document; rows (and index entries, robots text) only with `--rows`; with --out, the `project`. */
export function importJson(
  result: ImportResult,
  withRows: boolean,
  project: { path: string; saved: boolean; notReadWhole: readonly string[] } | null = null,
): unknown {
  return {
    ...(project ? { project } : {}),
    files: result.files.map((file) =>
      withRows
        ? { ...file.summary, rows: file.rows, sitemaps: file.sitemaps, robotsText: file.robotsText }
        : file.summary,
    ),
    counts: counts(result),
    problems: result.problems,
    cancelled: result.cancelled,
  };
}

/** The human summary: one line per file, then the problems with file:line:column (grouped unless `all`). */
export function importText(result: ImportResult, all = false): string {
  const total = counts(result);
  const lines = [t('cli.import.read', { files: countOf('files', total.files!), urls: countOf('urls', total.urls!) })];
  const kindWidth = largestOf(
    result.files.map(({ summary }) => sourceKindLabel(summary.kind).length),
    16,
  );
  for (const { summary } of result.files) {
    const flags = [summary.gzip ? 'gzip' : '', summary.partial ? t('cli.import.partial') : '']
      .filter(Boolean)
      .join(', ');
    const line = t('cli.import.file', {
      kind: sourceKindLabel(summary.kind).padEnd(kindWidth),
      urls: countOf('urls', summary.urlCount).padStart(14),
      bytes: countOf('bytes', summary.bytes).padStart(18),
      location: oneLine(summary.location),
    });
    lines.push(`  ${line}${flags ? `  (${flags})` : ''}`);
  }
  if (result.problems.length > 0) appendAll(lines, ['', ...problemReport(result.problems, { all })]);
  return `${lines.join('\n')}\n`;
}
