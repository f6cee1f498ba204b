import { readFile } from 'node:fs/promises';
import { countProblems } from '../../shared/problems';
import { createRobotsMatcher, isValidRobotsAgent } from '../../shared/robots/robots-matcher';
import { parseBaseUrl, type PublishBase } from '../../shared/validation/base-url';
import type { RowContext } from '../../shared/validation/validate-rows';
import { StreamValidator } from '../engine/stream/stream-validator';
import { streamTables, type StreamedTable } from '../engine/stream/stream-tables';
import { atArgumentPlace, checkSources } from './bad-argument';
import { EXIT, usageError, parseCommandLine, type CliIo } from './cli-io';
import { IMPORT_LIMIT_OPTIONS, IMPORT_LIMIT_USAGE, importLimits } from './import-limits';
import { PLACES_SHOWN_PER_CODE, listedFor, problemReport } from './problem-report';

export const VALIDATE_USAGE = `Usage: sitemap-studio validate <project-or-sitemap...> [--base-url URL] [--robots FILE] [--agent NAME] [--all | --json]

Checks every URL against the protocol and Google's rules, as the app and the export do.

Options:
  --base-url URL   Where the sitemaps are published: locs must be on its host and under its folder
  --robots FILE    A robots.txt to flag blocked URLs with (default: one found among the sources)
  --agent NAME     The crawler to check robots.txt for (default: Googlebot)
  --all            List every problem (by default: the first ${PLACES_SHOWN_PER_CODE} of each kind, and how many in all)
  --json           Print one JSON document: tables, counts and every problem
${IMPORT_LIMIT_USAGE}
  -h, --help       Show this help

Exit code: 0 when there is no error (warnings allowed), 1 when there are errors, 2 for bad arguments.
`;

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
      ...IMPORT_LIMIT_OPTIONS,
    },
    VALIDATE_USAGE,
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length === 0)
    return usageError(io, 'Name at least one project, sitemap, folder or URL.', VALIDATE_USAGE);
  if (!isValidRobotsAgent(values.agent))
    return usageError(io, `"${values.agent}" is not a crawler name.`, VALIDATE_USAGE);
  let base: PublishBase | null = null;
  if (values['base-url'] !== undefined) {
    const parsedBase = parseBaseUrl(values['base-url']);
    if (!parsedBase.ok) return usageError(io, `--base-url: ${parsedBase.reason}.`, VALIDATE_USAGE);
    base = parsedBase.base;
  }
  const limits = importLimits(values);
  if (typeof limits === 'string') return usageError(io, limits, VALIDATE_USAGE);
  checkSources(positionals);
  // Read before the sources, so a wrong --robots is told at once.
  const robotsFile = values.robots;
  const givenRobotsTxt =
    robotsFile !== undefined
      ? await atArgumentPlace(`--robots ${robotsFile}`, () => readFile(robotsFile, 'utf8'))
      : null;
  const tables: { name: string; source: string; urls: number }[] = [];
  let robotsTxt = givenRobotsTxt;
  let validator: StreamValidator | null = null;
  // Tables stream from the sources and are checked as they come: one batch of rows is held at a time.
  // The robots.txt is the one given, else one met before the first URL (a project's, or one read first).
  const onTable = async (table: StreamedTable): Promise<void> => {
    const counted = { name: table.name, source: table.id, urls: 0 };
    tables.push(counted);
    let index: number | null = null;
    for await (const batch of table.batches) {
      if (batch.length === 0) continue;
      validator ??= new StreamValidator(rowContext(base, robotsTxt, batch[0]!.loc, values.agent));
      index ??= validator.startTable(table.name, table.kind);
      for (let at = 0; at < batch.length; at++) validator.check(index, counted.urls + at, batch[at]!);
      counted.urls += batch.length;
      io.signal?.throwIfAborted();
    }
    if (index !== null) validator!.endTable(counted.urls);
    io.signal?.throwIfAborted();
  };
  let streamed;
  try {
    streamed = await streamTables(
      positionals,
      { ...limits, ...listedFor(Boolean(values.all || values.json)) },
      onTable,
      { signal: io.signal, onRobotsTxt: (text) => void (robotsTxt ??= text) },
    );
    io.signal?.throwIfAborted();
  } catch (error) {
    (validator as StreamValidator | null)?.dispose();
    throw error;
  }
  const problems = [...streamed.problems, ...((validator as StreamValidator | null)?.problems() ?? [])];
  const urls = tables.reduce((sum, table) => sum + table.urls, 0);
  if (values.json) {
    const count = countProblems(problems);
    io.out(
      `${JSON.stringify({ tables, urls, errors: count.error, warnings: count.warning, notes: count.info, problems }, null, 2)}\n`,
    );
  } else {
    const lines = [`Checked ${urls.toLocaleString('en')} URLs in ${tables.length} table(s).`];
    if (problems.length > 0) lines.push(...problemReport(problems, { all: values.all ?? false }));
    else lines.push('No problems.');
    io.out(`${lines.join('\n')}\n`);
  }
  return problems.some((item) => item.severity === 'error') ? EXIT.problems : EXIT.ok;
}

/** The rules' context: the base URL, and robots.txt read as the robots.txt of the base URL's site (else the first loc's). */
function rowContext(
  base: PublishBase | null,
  robotsTxt: string | null,
  firstLoc: string | undefined,
  agent: string,
): RowContext {
  const site = base?.href ?? (firstLoc && URL.canParse(firstLoc) ? firstLoc : null);
  const robots =
    robotsTxt !== null && site
      ? { matcher: createRobotsMatcher(new URL('/robots.txt', site).href, robotsTxt), agent }
      : null;
  return { base, now: Date.now(), robots };
}
