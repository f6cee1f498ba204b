import { BYTE_LIMIT_PRESETS, DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../shared/export-settings';
import type { ExportReport } from '../../shared/export-types';
import { countProblems, type Problem } from '../../shared/problems';
import { LIMITS } from '../../shared/protocol';
import { EXTENSION_LIMITS } from '../../shared/validation/extension-limits';
import { createGzipPool } from '../engine/export/gzip-pool';
import { exportStream, type TableSource } from '../engine/stream/export-stream';
import { streamTables } from '../engine/stream/stream-tables';
import { atArgumentPlace, checkSources } from './bad-argument';
import { EXIT, usageError, parseCommandLine, type CliIo } from './cli-io';
import { IMPORT_LIMIT_OPTIONS, IMPORT_LIMIT_USAGE, importLimits } from './import-limits';
import { PLACES_SHOWN_PER_CODE, listedFor, problemReport } from './problem-report';

export const EXPORT_USAGE = `Usage: sitemap-studio export <project-or-sitemap...> --out DIR --base-url URL [options]

Writes split sitemaps (one set per table) and a sitemap index into DIR, all or nothing, never
over the protocol's limits; reads every file back and reports it.

Options:
  --out DIR          The folder to write to (created if needed; only our files are replaced)
  --base-url URL     Where the files will be published, e.g. https://example.com/
  --gzip, --no-gzip  Compress the sitemaps (default: gzip)
  --max-bytes N      Uncompressed bytes per file: ${BYTE_LIMIT_PRESETS.join(' (default) or ')}
  --max-urls N       URLs per file, at most ${LIMITS.urlsPerSitemap} (default)
  --no-news-split    Write news sitemaps like the others, not in files of ${EXTENSION_LIMITS.newsUrlsPerSitemap} URLs (Google reads ${EXTENSION_LIMITS.newsUrlsPerSitemap})
  --text             Plain-text sitemaps (one URL per line) instead of XML
  --pattern P        Sitemap file names (default: ${DEFAULT_EXPORT_SETTINGS.fileNamePattern})
  --index-name NAME  The index's file name (default: ${DEFAULT_EXPORT_SETTINGS.indexName})
  --xsl HREF         Link an XSL stylesheet from every file
  --robots-txt       Also write robots.txt with a Sitemap: line for the index
  --all              List every problem (by default: the first ${PLACES_SHOWN_PER_CODE} of each kind, and how many in all)
  --json             Print the report (or the problems) as JSON
${IMPORT_LIMIT_USAGE}
  -h, --help         Show this help

Exit code: 0 when written, 1 when problems of severity error stopped it (nothing written), 2 for bad arguments.
`;

/** `sitemap-studio export`: imports the sources and exports them as the app does. */
export async function runExport(args: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseCommandLine(
    args,
    io,
    {
      out: { type: 'string' },
      'base-url': { type: 'string' },
      gzip: { type: 'boolean' },
      'no-gzip': { type: 'boolean' },
      'max-bytes': { type: 'string' },
      'max-urls': { type: 'string' },
      'no-news-split': { type: 'boolean' },
      text: { type: 'boolean' },
      pattern: { type: 'string' },
      'index-name': { type: 'string' },
      xsl: { type: 'string' },
      'robots-txt': { type: 'boolean' },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      ...IMPORT_LIMIT_OPTIONS,
    },
    EXPORT_USAGE,
  );
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const fail = (message: string): number => usageError(io, message, EXPORT_USAGE);
  if (positionals.length === 0) return fail('Name at least one project, sitemap, folder or URL to export.');
  if (!values.out) return fail('--out is required: the folder to write to.');
  if (!values['base-url']) return fail('--base-url is required: where the files will be published.');
  if (values.gzip && values['no-gzip']) return fail('--gzip and --no-gzip contradict each other.');
  const limits = importLimits(values);
  if (typeof limits === 'string') return fail(limits);
  const maxBytes = values['max-bytes'] === undefined ? LIMITS.bytesPerFile : Number(values['max-bytes']);
  const maxUrls = values['max-urls'] === undefined ? LIMITS.urlsPerSitemap : Number(values['max-urls']);
  const textFormat = values.text ?? false;
  const settings: ExportSettings = {
    ...DEFAULT_EXPORT_SETTINGS,
    baseUrl: values['base-url'],
    outputFolder: values.out,
    gzip: !values['no-gzip'],
    format: textFormat ? 'text' : 'xml',
    fileNamePattern:
      values.pattern ?? (textFormat ? 'sitemap-{table}-{n}.txt.gz' : DEFAULT_EXPORT_SETTINGS.fileNamePattern),
    indexName: values['index-name'] ?? DEFAULT_EXPORT_SETTINGS.indexName,
    maxBytes,
    maxUrls,
    splitNewsSitemaps: !values['no-news-split'],
    xslHref: values.xsl ?? null,
    writeRobotsTxt: values['robots-txt'] ?? false,
  };

  checkSources(positionals);
  const all = values.all ?? false;
  const pool = createGzipPool();
  try {
    // Tables stream from the sources into the export: one file's rows are held at a time.
    const source: TableSource = (onTable, onRobotsTxt) =>
      streamTables(positionals, { ...limits, ...listedFor(all || Boolean(values.json)) }, onTable, {
        signal: io.signal,
        onRobotsTxt,
      });
    // The export writes only inside --out: a file-system failure there is about that argument.
    const { sourceProblems, outcome } = await atArgumentPlace(`--out ${settings.outputFolder}`, () =>
      exportStream(source, { projectId: `cli:${settings.outputFolder}`, settings }, { codec: pool, signal: io.signal }),
    );
    const importErrors = sourceProblems.filter((item) => item.severity === 'error');
    if (importErrors.length > 0) {
      io.err(
        `Not exported: some sources could not be read completely, and their missing rows would be lost.\n${problemReport(importErrors, { all }).join('\n')}\n`,
      );
      return EXIT.problems;
    }
    if (values.json) io.out(`${JSON.stringify(outcome, null, 2)}\n`);
    else if (outcome.ok) io.out(reportText(outcome.report, notErrors(outcome.warnings)));
    else io.err(`Not exported (nothing was written):\n${problemReport(outcome.problems, { all }).join('\n')}\n`);
    return outcome.ok ? EXIT.ok : settingsOnly(outcome.problems) ? EXIT.usage : EXIT.problems;
  } finally {
    await pool.close();
  }
}

const notErrors = (problems: readonly Problem[]): number => {
  const count = countProblems(problems);
  return count.warning + count.info;
};

/** Problems only about the command's own settings are bad arguments, not bad rows. */
const settingsOnly = (problems: readonly { place: { field?: string } }[]): boolean =>
  problems.length > 0 && problems.every((item) => item.place.field === 'settings');

function reportText(report: ExportReport, warnings: number): string {
  const lines = [
    `Wrote ${report.files.length} files (${report.urlCount.toLocaleString('en')} URLs) to ${report.folder}; index: ${report.indexUrl}`,
  ];
  for (const file of report.files) {
    const sizes = file.gzip
      ? `${file.uncompressedBytes.toLocaleString('en').padStart(12)} bytes, ${file.writtenBytes.toLocaleString('en').padStart(11)} gzip`
      : `${file.uncompressedBytes.toLocaleString('en').padStart(12)} bytes`;
    lines.push(
      `  ${file.name.padEnd(34)} ${file.urlCount.toLocaleString('en').padStart(7)} ${file.kind === 'index' ? 'sitemaps' : 'URLs    '}  ${sizes}`,
    );
  }
  if (warnings > 0) lines.push(`${warnings.toLocaleString('en')} warning(s) accepted; run validate to see them.`);
  // What it found in the folder (an interrupted export repaired, manifest entries left alone) is said in full.
  if (report.notes.length > 0) lines.push(`In the folder: ${problemReport(report.notes).join('\n')}`);
  return `${lines.join('\n')}\n`;
}
