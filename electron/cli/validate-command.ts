import { appendAll } from '../../shared/append-all';
import { tableLegend, type LegendTable } from './table-legend';
import { writeJson } from './write-json';
import { finding, renderMessage } from '../../shared/problem-catalogue';
import { translateMessage as t } from '../../shared/i18n/translator';
import { countProblems } from '../../shared/problems';
import { isValidRobotsAgent } from '../../shared/robots/robots-matcher';
import { parseBaseUrl, type PublishBase } from '../../shared/validation/base-url';
import { formatCount } from '../../shared/format';
import { PROBLEMS_KEPT_IN_ALL, PROBLEMS_KEPT_PER_CODE } from '../../shared/validation/kept-problems';
import {
  createCheckPool,
  type CheckContextData,
  type StreamedColumnTable,
  streamColumnTables,
  streamProjectColumns,
  StreamChecksOnWorkers,
} from '../engine';
import { hasProjectExtension } from '../../shared/project-file';
import { checkSources } from './bad-argument';
import { readRobotsFile } from './argument-file';
import { EXIT, usageError, parseCommandLine, type CliIo } from './cli-io';
import { countOf } from './count-of';
import { IMPORT_LIMIT_OPTIONS, importLimitUsage, importLimits } from './import-limits';
import { PLACES_SHOWN_PER_CODE, listedFor, problemReport } from './problem-report';
import { defaultThreads, mostWorkersSaid, threadsFrom } from './threads-option';
import { readingProgress } from './reading-progress';

/** `validate`'s usage, in the active language. */
export const validateUsage = (): string =>
  t('cli.validate.usage', {
    shown: PLACES_SHOWN_PER_CODE,
    kept: formatCount(PROBLEMS_KEPT_PER_CODE),
    keptInAll: formatCount(PROBLEMS_KEPT_IN_ALL),
    limits: importLimitUsage(),
    threads: defaultThreads(),
  });

/** `sitemap-studio validate`: every rule over every table, problems with their table and row. */
export async function runValidate(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(
    args,
    io,
    {
      'base-url': { type: 'string' },
      robots: { type: 'string' },
      agent: { type: 'string', default: 'Googlebot' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      threads: { type: 'string' },
      ...IMPORT_LIMIT_OPTIONS,
    },
    validateUsage,
  );
  if (typeof parsed === 'number') return parsed;
  const fail = (message: string): number => usageError(io, message, validateUsage());
  const { values, positionals } = parsed;
  if (positionals.length === 0) return fail(t('cli.args.noSources'));
  if (!isValidRobotsAgent(values.agent)) return fail(t('cli.args.notCrawler', { agent: values.agent }));
  let base: PublishBase | null = null;
  if (values['base-url'] !== undefined) {
    const parsedBase = parseBaseUrl(values['base-url']);
    if (!parsedBase.ok)
      return fail(`--base-url: ${renderMessage(finding('base-url-invalid', { reason: parsedBase.reason }))}`);
    base = parsedBase.base;
  }
  const limits = importLimits(values);
  if (typeof limits === 'string') return fail(limits);
  const threads = threadsFrom(values.threads);
  if (typeof threads === 'string') return fail(threads);
  checkSources(positionals);
  // Read before the sources, so a wrong --robots is told at once.
  const robotsFile = values.robots;
  const givenRobotsTxt = robotsFile !== undefined ? await readRobotsFile(`--robots ${robotsFile}`, robotsFile) : null;
  const tables: Required<LegendTable>[] = [];
  let robotsTxt = givenRobotsTxt;
  // A lone project opens whole into columns on the project workers, then streams from them. The
  // workers keep V8's default young generation: kept small (as the streaming export's), 3 files of
  // 1.1M URLs took the same memory (657-660 MB against 627-687) and more time (6.7 s against 6.5).
  const project = positionals.length === 1 && hasProjectExtension(positionals[0]!) ? positionals[0]! : null;
  const pool = createCheckPool(threads);
  let validator: StreamChecksOnWorkers | null = null;
  // Tables stream from the sources and are checked as they come: one batch of rows is held at a
  // time, or a file a parse worker read as its columns, cut into slices for the check workers.
  // The robots.txt is the one given, else one met before the first URL (a project's, or one read first).
  const onTable = async (table: StreamedColumnTable): Promise<void> => {
    const counted = { name: table.name, source: table.file ?? null, urls: 0 };
    tables.push(counted);
    // Every row goes into the check workers' columns as it comes: none is kept as a row.
    table.copiedAtOnce?.();
    let index: number | null = null;
    for await (const batch of table.batches) {
      const rows = 'rowCount' in batch ? batch.rowCount : batch.length;
      if (rows === 0) continue;
      const firstLoc = 'rowCount' in batch ? batch.locs.get(0) : batch[0]!.loc;
      validator ??= new StreamChecksOnWorkers(checkContext(base, robotsTxt, firstLoc, values.agent), pool, {
        signal: io.signal,
      });
      index ??= validator.startTable(table.name, table.kind);
      if ('rowCount' in batch) validator.checkColumns(index, counted.urls, batch, [], table.alternates);
      else for (let at = 0; at < batch.length; at++) validator.check(index, counted.urls + at, batch[at]!);
      counted.urls += rows;
      await validator.room();
      io.signal?.throwIfAborted();
    }
    if (index !== null) validator!.endTable(counted.urls);
    io.signal?.throwIfAborted();
  };
  let problems;
  // Ctrl-C once the rows are read stops the duplicates' and clusters' jobs too: they ran to the end,
  // and the whole report was printed, exit 1.
  const stopChecks = (): void => void pool.stop();
  io.signal?.addEventListener('abort', stopChecks, { once: true });
  // Sources are read with their progress shown; a project opens as one file.
  const reading = project === null ? readingProgress(io) : null;
  try {
    const onRobotsTxt = (text: string): void => void (robotsTxt ??= text);
    // A project opens on as many project workers as --threads says, at most (a small one on this thread).
    const projectWorkers = mostWorkersSaid(values.threads, threads);
    const streamed =
      project !== null
        ? await streamProjectColumns(project, onTable, {
            signal: io.signal,
            onRobotsTxt,
            workersUnlessTold: projectWorkers,
          })
        : await streamColumnTables(
            positionals,
            { ...limits, ...listedFor(Boolean(values.all || values.json)) },
            onTable,
            {
              signal: io.signal,
              onRobotsTxt,
              onProgress: reading?.onProgress,
              // --threads bounds every kind of worker: the sitemaps parse on as many threads as the rows are checked on.
              parseWorkers: threads,
              // A project beside other sources opens on as many project workers as a lone one.
              projectWorkers,
            },
          ).finally(() => reading?.stop());
    io.signal?.throwIfAborted();
    problems = [...streamed.problems, ...((await (validator as StreamChecksOnWorkers | null)?.problems()) ?? [])];
    io.signal?.throwIfAborted();
  } catch (error) {
    await (validator as StreamChecksOnWorkers | null)?.abandon();
    io.signal?.throwIfAborted(); // a job stopped by Ctrl-C failed as cancelled: the cancel is what happened
    throw error;
  } finally {
    io.signal?.removeEventListener('abort', stopChecks);
    await pool.close();
  }
  const urls = tables.reduce((sum, table) => sum + table.urls, 0);
  if (values.json) {
    const count = countProblems(problems);
    writeJson(io, { tables, urls, errors: count.error, warnings: count.warning, notes: count.info, problems });
  } else {
    const lines = [
      t('cli.validate.checked', { urls: countOf('urls', urls), tables: countOf('tables', tables.length) }),
      ...tableLegend(tables, values.all ?? false),
    ];
    if (problems.length > 0) appendAll(lines, problemReport(problems, { all: values.all ?? false }));
    else lines.push(t('cli.report.noProblems'));
    io.out(`${lines.join('\n')}\n`);
  }
  return problems.some((item) => item.severity === 'error') ? EXIT.problems : EXIT.ok;
}

/** The rules' context: the base URL, and robots.txt read as the robots.txt of the base URL's site (else the first loc's). */
function checkContext(
  base: PublishBase | null,
  robotsTxt: string | null,
  firstLoc: string | undefined,
  agent: string,
): CheckContextData {
  const site = base?.href ?? (firstLoc && URL.canParse(firstLoc) ? firstLoc : null);
  const robots = robotsTxt !== null && site ? { url: new URL('/robots.txt', site).href, text: robotsTxt, agent } : null;
  return { base, now: Date.now(), robots };
}
