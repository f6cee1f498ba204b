import { randomUUID } from 'node:crypto';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { projectNameOf, withProjectExtension } from '../../shared/project-file';
import { tablesFromImport } from '../../shared/tables-from-import';
import { saveProjectFile } from '../engine/project/project-file';
import type { ImportResult } from '../../shared/import-types';
import { countProblems } from '../../shared/problems';
import { sourceKindLabel } from '../../shared/sources';
import { importSources } from '../engine/import/import-sources';
import { atArgumentPlace, checkSources } from './bad-argument';
import { EXIT, usageError as printUsageError, parseCommandLine, type CliIo } from './cli-io';
import { IMPORT_LIMIT_OPTIONS, IMPORT_LIMIT_USAGE, importLimits } from './import-limits';
import { PLACES_SHOWN_PER_CODE, listedFor, problemReport } from './problem-report';

export const IMPORT_USAGE = `Usage: sitemap-studio import <source...> [--all | --json [--rows]] [--out project-file]
                              [--deadline seconds] [--max-files n]

Reads sitemaps, sitemap indexes (followed), gzip files, text sitemaps, robots.txt files
(their Sitemap lines followed) and CSV or TSV tables (.csv, .tsv: a header row naming loc,
lastmod, changefreq, priority) from files, folders and http(s) URLs. A site's home page
(https://example.com/) is read through its robots.txt, or /sitemap.xml when it has none.

Options:
  --all            List every problem (by default: the first ${PLACES_SHOWN_PER_CODE} of each kind, and how many in all)
  --json           Print one JSON document: files, counts and every problem
  --rows           With --json, include every row of every file
  --out <file>     Also save what was read as a project file (.sitemapstudio)
${IMPORT_LIMIT_USAGE}
  -h, --help       Show this help

Exit code: 0 when everything was read, 1 when some sources had errors, 2 for bad arguments.
`;

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
      ...IMPORT_LIMIT_OPTIONS,
    },
    IMPORT_USAGE,
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  if (positionals.length === 0) return usageError(io, 'Name at least one file, folder or URL to import.');
  if (values.rows && !values.json) return usageError(io, '--rows only goes with --json.');
  checkSources(positionals);
  const limits = importLimits(values);
  if (typeof limits === 'string') return usageError(io, limits);
  const result = await importSources(positionals, { ...limits, ...listedFor(Boolean(values.all || values.json)) });
  if (values.out !== undefined) {
    const out = withProjectExtension(values.out);
    const { tables, robotsTxt } = tablesFromImport(result.files, { newId: randomUUID });
    await atArgumentPlace(`--out ${values.out}`, () =>
      saveProjectFile(out, {
        name: projectNameOf(out),
        tables,
        robotsTxt,
        exportSettings: DEFAULT_EXPORT_SETTINGS,
        siteChecks: [],
      }),
    );
    const urls = tables.reduce((sum, table) => sum + table.rows.length, 0);
    io.err(`Saved ${out}: ${tables.length} table(s), ${urls.toLocaleString('en')} URLs.\n`);
  }
  io.out(
    values.json
      ? `${JSON.stringify(importJson(result, values.rows ?? false), null, 2)}\n`
      : importText(result, values.all ?? false),
  );
  return result.problems.some((item) => item.severity === 'error') ? EXIT.problems : EXIT.ok;
}

const usageError = (io: CliIo, message: string): number => printUsageError(io, message, IMPORT_USAGE);

function counts(result: ImportResult): Record<string, number> {
  const problems = countProblems(result.problems);
  const urls = result.files.reduce((sum, file) => sum + file.summary.urlCount, 0);
  return { files: result.files.length, urls, errors: problems.error, warnings: problems.warning, infos: problems.info };
}

/** The `--json` document; rows (and index entries, robots text) only with `--rows`. */
export function importJson(result: ImportResult, withRows: boolean): unknown {
  return {
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
  const lines = [`Read ${total.files} file(s), ${total.urls!.toLocaleString('en')} URLs.`];
  for (const { summary } of result.files) {
    const flags = [summary.gzip ? 'gzip' : '', summary.partial ? 'PARTIAL' : ''].filter(Boolean).join(', ');
    lines.push(
      `  ${sourceKindLabel(summary.kind).padEnd(16)} ${summary.urlCount.toLocaleString('en').padStart(9)} URLs ` +
        `${summary.bytes.toLocaleString('en').padStart(12)} bytes  ${summary.location}${flags ? `  (${flags})` : ''}`,
    );
  }
  if (result.problems.length > 0) lines.push('', ...problemReport(result.problems, { all }));
  return `${lines.join('\n')}\n`;
}
