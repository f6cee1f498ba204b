import { availableParallelism } from 'node:os';
import { writeJson } from './write-json';
import { isAbsolute, resolve } from 'node:path';
import { BYTE_LIMIT_PRESETS, DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../shared/export-settings';
import type { ExportReport, LeftOutRow } from '../../shared/export-types';
import { leftUnfinished } from '../../shared/export-left-unfinished';
import { describeError, isSystemError } from '../../shared/describe-error';
import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';
import { countProblems, formatPlace, problemAt, type Problem } from '../../shared/problems';
import { leftOutReasonText } from '../../shared/site-check/left-out-text';
import { LIMITS } from '../../shared/protocol';
import { EXTENSION_LIMITS } from '../../shared/validation/extension-limits';
import { appendAll, largestOf } from '../../shared/append-all';
import { checkExportSettings } from '../../shared/check-export-settings';
import {
  createPackPool,
  keepWorkersSmall,
  leavesSitemapsUnread,
  problemFromProjectError,
  readProjectHeader,
  type ProjectColumns,
} from '../engine/saved-project-export';
import { atArgumentPlace, checkSources } from './bad-argument';
import { EXIT, oneLine, usageError, parseCommandLine, type CliIo } from './cli-io';
import { firstListed } from './first-listed';
import { tableLegend, type LegendTable } from './table-legend';
import { countOf } from './count-of';
import { dryRun } from './export-dry-run';
import { readingProgress } from './reading-progress';
import { rememberExport } from './remembered-export';
import { EXPORT_OPTIONS, loneProject } from './export-options';
import { importLimitUsage, importLimits } from './import-limits';
import { sourceFolderHolding } from './out-inside-source';
import { exportLoneProject } from './lone-project-export';
import { phaseClock } from './phase-clock';
import { contradiction, exportSettingsFrom, switchAsked } from './export-settings-from';
import { packWorkersLent, streamedPackWorkers, type ParsingThreads } from './streamed-pack-workers';
import { PLACES_SHOWN_PER_CODE, listedFor, problemReport } from './problem-report';
import { defaultThreads, mostWorkersSaid, threadsFrom } from './threads-option';
import type { exportStreamed } from './streamed-export';

/** Where export's usage starts an option's description ("  --index-name NAME  The…"). */
const EXPORT_OPTION_COLUMN = 24;

/** `export`'s usage, in the active language. */
export const exportUsage = (): string =>
  t('cli.export.usage', {
    defaultBytes: BYTE_LIMIT_PRESETS[0],
    otherBytes: BYTE_LIMIT_PRESETS[1],
    maxUrls: LIMITS.urlsPerSitemap,
    newsUrls: EXTENSION_LIMITS.newsUrlsPerSitemap,
    pattern: DEFAULT_EXPORT_SETTINGS.fileNamePattern,
    indexName: DEFAULT_EXPORT_SETTINGS.indexName,
    shown: PLACES_SHOWN_PER_CODE,
    limits: importLimitUsage(EXPORT_OPTION_COLUMN),
    threads: defaultThreads(),
  });

/** `sitemap-studio export`: imports the sources and exports them as the app does. */
export async function runExport(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(args, io, EXPORT_OPTIONS, exportUsage);
  if (typeof parsed === 'number') return parsed;
  const phase = phaseClock(io);
  phase('started');
  const { values, positionals } = parsed;
  const all = values.all ?? false;
  const fail = (message: string): number => usageError(io, message, exportUsage());
  if (positionals.length === 0) return fail(t('cli.export.noSources'));
  const project = loneProject(positionals);
  if (values['dry-run']) {
    if (project === null) return fail(t('cli.export.dryRunNeedsProject'));
    const contradicting = contradiction(values);
    if (contradicting !== null) return fail(contradicting);
    return dryRun(project, switchAsked(values, 'leaveOutNonIndexable'), Boolean(values.json), io);
  }
  if (values.remember && project === null) return fail(t('cli.export.rememberNeedsProject'));
  // A lone project exports with its own saved settings where no option says otherwise. One whose
  // header does not read has the options alone: its open fails as before, after the folder is taken,
  // and tells why; where the options alone do not do, that is told at once, not a missing option.
  const header = project === null ? null : await headerOf(project);
  const settings = exportSettingsFrom(values, header?.settings);
  if (typeof settings === 'string') {
    if (project !== null && header?.error !== undefined)
      return sourcesNotRead(io, [problemFromProjectError(header.error, project)], Boolean(values.json), all);
    return fail(settings);
  }
  /** The project whose saved folder is written to (no --out): told so, and named where the folder fails. */
  const folderSavedIn = values.out === undefined ? project : null;
  // On one line however it is named: a project file from elsewhere may save a folder name with a line feed.
  const shownFolder = oneLine(settings.outputFolder);
  const folderPlace =
    folderSavedIn === null
      ? `--out ${shownFolder}`
      : t('cli.export.savedFolderPlace', { project: folderSavedIn, folder: shownFolder });
  const limits = importLimits(values);
  if (typeof limits === 'string') return fail(limits);
  const threads = threadsFrom(values.threads);
  if (typeof threads === 'string') return fail(threads);

  checkSources(positionals);
  const holder = sourceFolderHolding(settings.outputFolder, positionals);
  if (holder !== null) return fail(t('cli.export.outInSource', { out: shownFolder, folder: holder }));
  // The settings before any source is read: a bad --base-url or --pattern is told at once, exit 2,
  // not after minutes of reading (nor hidden behind a source's error, nor exit 1 for a row's).
  // A saved folder must be a full path, as the app's export asks (a relative one would depend on where the command runs).
  const checked = checkExportSettings(settings, folderSavedIn === null ? {} : { fullFolderPath: isAbsolute });
  const settingsErrors = checked.problems.filter((item) => item.severity === 'error');
  if (settingsErrors.length > 0) {
    if (values.json) writeJson(io, { ok: false, problems: settingsErrors });
    else {
      const saved = project === null ? [] : [t('cli.export.savedSettingsRefused', { project })];
      io.err(`${[t('cli.export.notExported'), ...problemReport(settingsErrors, { all }), ...saved].join('\n')}\n`);
    }
    return EXIT.usage;
  }
  // Said before a file is written: a project file from elsewhere may name any folder.
  if (folderSavedIn !== null) io.err(`${t('cli.export.toSavedFolder', { folder: shownFolder })}\n`);
  // Other sources than one project file are one project per output folder, however it is written
  // (`public`, `./public`, its full path); a project file is the project its id names (exportLoneProject).
  const input = { projectId: `cli:${resolve(settings.outputFolder)}`, settings };
  // A lone project opens whole into columns and exports as the app does, on one pool of pack workers;
  // other sources stream into the export, one file's rows held at a time.
  // Streaming holds memory bounded at any size: its workers keep little garbage, for some CPU.
  if (project === null) keepWorkersSmall();
  // Other sources stream: their export loads the engine's every module (index.ts), a lone project's
  // none of them. Loaded here, before the export's own errors are told as about its folder.
  const source: { project: string } | { exportStreamed: typeof exportStreamed } =
    project !== null ? { project } : { exportStreamed: (await import('./streamed-export')).exportStreamed };
  // Streamed, a parse worker's columns are checked and packed on the pack workers too, fewer of them.
  const ownPackWorkers = project === null ? streamedPackWorkers(threads, positionals) : threads;
  // Streamed, the threads the parse workers leave idle are lent to the pack workers.
  let parsing: ParsingThreads | null = null;
  // Read once: the pool asks for its loan as each job waits.
  const cores = availableParallelism();
  const packPool = createPackPool(ownPackWorkers, {
    borrowed: () => (parsing ? packWorkersLent(threads, ownPackWorkers, parsing.busyWorkers(), cores) : 0),
  });
  let closing = false;
  let poolClosed: Promise<void> | null = null;
  /** Ends the pack workers, once: as a lone project's export commits (their part done), else at the end. */
  const closePool = (): Promise<void> => (poolClosed ??= packPool.close());
  const reading = readingProgress(io);
  // The tables read from sitemaps, to say which file a "table s (2)" of a problem is.
  const tablesRead: LegendTable[] = [];
  try {
    // The export writes only inside its folder: a file-system failure there is about --out, or the project's saved folder.
    const exported = await stoppedBySystem(io, { json: Boolean(values.json), folder: settings.outputFolder }, () =>
      atArgumentPlace(folderPlace, () =>
        'project' in source
          ? exportLoneProject(source.project, input, {
              pool: packPool,
              signal: io.signal,
              phase,
              // Their teardown (each thread's heap let go) on the cores the commit's disk writes leave idle.
              onBuilt: () => void closePool().catch(() => undefined), // told where it is awaited, below
            })
          : source.exportStreamed(positionals, input, {
              threads,
              limits: { ...limits, ...listedFor(all || Boolean(values.json)) },
              packPool,
              signal: io.signal,
              onProgress: reading.onProgress,
              startPackWorkers: () => closing || packPool.startWorkers(),
              onParsePool: (pool) => void (parsing = pool),
              onTableRead: (table) => void tablesRead.push(table),
            }),
      ),
    ).finally(reading.stop);
    if (exported === null) return EXIT.problems;
    const { sourceProblems } = exported;
    const importErrors = sourceProblems.filter((item) => item.severity === 'error' || leavesSitemapsUnread(item));
    if (importErrors.length > 0) return sourcesNotRead(io, importErrors, Boolean(values.json), all);
    // The sources' warnings (bytes after a gzip's end, an index listing an index) are accepted as the rows' are.
    const outcome = exported.outcome.ok
      ? {
          ...exported.outcome,
          warnings: [...sourceProblems.filter(({ severity }) => severity === 'warning'), ...exported.outcome.warnings],
        }
      : exported.outcome;
    // Asked for only: the project is saved from the columns it was exported from, its rows' bytes kept.
    const opened = 'project' in exported ? (exported.project as ProjectColumns | null) : null;
    // A stop asked once the new files began to move in: that step, once begun, is finished whole (never
    // a folder half old, half new), so the export is complete; --remember's save is then not begun, and
    // one the stop reaches under way is finished too (the project file is replaced whole, or not at all).
    const stopBeforeSave = outcome.ok && io.signal?.aborted === true;
    let notRemembered: string | null = null;
    const remembering = outcome.ok && values.remember && project !== null && opened !== null;
    if (remembering && !stopBeforeSave) {
      const workers = mostWorkersSaid(values.threads, threads);
      notRemembered = await rememberExport(project, opened, outcome.report, Date.now(), workers);
      phase('remembered');
      if (notRemembered === null) io.err(`${t('cli.export.remembered', { path: project })}\n`);
    }
    const stoppedLate = outcome.ok && io.signal?.aborted === true;
    if (values.json) writeJson(io, stoppedLate ? { ...outcome, stoppedLate: true } : outcome);
    else if (outcome.ok) {
      const hostsSaved = project !== null && values['allow-other-hosts'] === undefined;
      io.out(reportText(outcome.report, outcome.warnings, { all, hostsSaved }));
    } else if (outcome.cancelled) {
      // Ctrl-C after the repair as the export began had changed the folder (a cancel with nothing
      // repaired is thrown, and told by runCli): not "nothing was written", but what that repair did.
      const cancelled = t('cli.export.cancelledAfterRepair', { folder: shownFolder });
      io.err(`${cancelled}\n${problemReport(outcome.problems, { all }).join('\n')}\n`);
    } else {
      const heading = leftUnfinished(outcome.problems) ? t('cli.export.notCompleted') : t('cli.export.notExported');
      const legend = tableLegend(tablesRead, all);
      const named = legend.length === 0 ? [] : [t('cli.export.tablesRead'), ...legend];
      const lines = [heading, ...problemReport(outcome.problems, { all }), ...named];
      io.err(`${lines.join('\n')}\n`);
    }
    if (stoppedLate && notRemembered === null) {
      const saved = !remembering
        ? ''
        : ` ${t(stopBeforeSave ? 'cli.export.stopCameLateNotRemembered' : 'cli.export.stopCameLateRemembered')}`;
      io.err(`${t('cli.export.stopCameLate')}${saved}\n`);
      return EXIT.interrupted;
    }
    // Exported but not remembered: the files are there (reported above), the project file as it was.
    if (notRemembered !== null) {
      io.err(`${notRemembered}\n`);
      return EXIT.problems;
    }
    if (!outcome.ok && outcome.cancelled) return EXIT.interrupted;
    return outcome.ok ? EXIT.ok : settingsOnly(outcome.problems) ? EXIT.usage : EXIT.problems;
  } finally {
    closing = true;
    await closePool();
    phase('closed');
  }
}

/**
 * The export, or null once a system error stopped it (a full disk, a file too large, too many open
 * files), told in one line: the engine has left the folder as it was, and a stack trace helps nobody.
 * Asked for JSON, stdout's reader is told too: `{ ok: false, problems, error: { code, path, message } }`,
 * the problem about the file it names, else the export's `folder`.
 */
async function stoppedBySystem<T>(
  io: CliIo,
  { json, folder }: { json: boolean; folder: string },
  work: () => Promise<T>,
): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (!isSystemError(error)) throw error;
    const message = describeError(error);
    // On one line: the path it names may be a saved folder's, with a line feed in it.
    io.err(`${t('cli.export.notExported')}\n  ${oneLine(message)}\n`);
    if (json) {
      // As any export that wrote nothing: its problems (export-failed, as the app tells it), and the error's facts.
      const { code, path } = error as NodeJS.ErrnoException;
      const problems = [problemAt({ file: path ?? folder }, 'export-failed', { reason: message })];
      const facts = { code, ...(path === undefined ? {} : { path }), message };
      writeJson(io, { ok: false, problems, error: facts });
    }
    return null;
  }
}

/** The export settings saved in a project file, or why its header does not read. */
const headerOf = (path: string): Promise<{ settings?: ExportSettings; error?: unknown }> =>
  readProjectHeader(path).then(
    (header) => ({ settings: header.exportSettings }),
    (error: unknown) => ({ error: error ?? new Error(path) }),
  );

/** Sources not read whole (their problems): nothing is exported. Asked for JSON, stdout's reader is told too, as of any export that wrote nothing. */
function sourcesNotRead(io: CliIo, problems: Problem[], json: boolean, all: boolean): number {
  io.err(`${t('cli.export.sourcesIncomplete')}\n${problemReport(problems, { all }).join('\n')}\n`);
  if (json) writeJson(io, { ok: false, problems });
  return EXIT.problems;
}

/** Problems only about the command's own settings are bad arguments, not bad rows. */
const settingsOnly = (problems: readonly { place: { field?: string } }[]): boolean =>
  problems.length > 0 && problems.every((item) => item.place.field === 'settings');

/**
 * The report of a written export; `hostsSaved`: other hosts were allowed by the project's saved
 * settings, not by --allow-other-hosts.
 */
function reportText(
  report: ExportReport,
  warned: readonly Problem[],
  { all, hostsSaved }: { all: boolean; hostsSaved: boolean },
): string {
  const lines = [
    t('cli.export.wrote', {
      files: countOf('files', report.files.length),
      urls: countOf('urls', report.urlCount),
      folder: oneLine(report.folder),
      index: report.indexUrl,
    }),
  ];
  // An index counts sitemaps, a sitemap URLs: the words (in either plural form) padded alike, so the sizes line up.
  const unitOf = (file: (typeof report.files)[number]): string =>
    t(file.kind === 'index' ? 'cli.export.sitemaps' : 'cli.export.urls', {}, { count: file.urlCount });
  const unitWidth = largestOf(report.files.map((file) => unitOf(file).length));
  for (const file of report.files) {
    const bytes = countOf('bytes', file.uncompressedBytes).padStart(18);
    const sizes = file.gzip
      ? t('cli.export.bytesGzip', { bytes, gzip: formatCount(file.writtenBytes).padStart(11) })
      : bytes;
    const unit = unitOf(file).padEnd(unitWidth);
    lines.push(`  ${file.name.padEnd(34)} ${formatCount(file.urlCount).padStart(7)} ${unit}  ${sizes}`);
  }
  // The settings' own warnings in full (validate, which has no export settings, cannot tell them); the rows' counted.
  const ofSettings = warned.filter((item) => item.place.field === 'settings');
  if (ofSettings.length > 0) lines.push(...problemReport(ofSettings));
  const warnings = countProblems(warned.filter((item) => item.place.field !== 'settings')).warning;
  if (warnings > 0) lines.push(t('cli.export.warningsAccepted', { n: formatCount(warnings) }, { count: warnings }));
  const otherHosts = report.otherHostUrls;
  if (otherHosts > 0) {
    const words = hostsSaved ? 'cli.export.otherHostsSaved' : 'cli.export.otherHosts';
    lines.push(t(words, { n: formatCount(otherHosts) }, { count: otherHosts }));
  }
  appendAll(lines, leftOutLines(report.leftOut, all));
  // What it found in the folder (an interrupted export repaired, manifest entries left alone) is said in full.
  if (report.notes.length > 0) lines.push(t('cli.export.inFolder', { report: problemReport(report.notes).join('\n') }));
  return `${lines.join('\n')}\n`;
}

/** The rows left out as not indexable, each with its place and why: the first few, or (--all) every one. */
function leftOutLines(leftOut: readonly LeftOutRow[], all: boolean): string[] {
  if (leftOut.length === 0) return [];
  return [
    t('cli.export.leftOut', { n: formatCount(leftOut.length) }, { count: leftOut.length }),
    ...firstListed(
      leftOut,
      all,
      PLACES_SHOWN_PER_CODE,
      (row) => `  ${formatPlace(row)}  ${row.loc}  (${leftOutReasonText(row)})`,
    ),
  ];
}
