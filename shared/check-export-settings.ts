import { MAX_BYTES_RANGE, type ExportSettings } from './export-settings';
import { finding, renderMessage } from './problem-catalogue';
import { problemAt, type Problem } from './problems';
import { LIMITS } from './protocol';
import { parseBaseUrl, type PublishBase } from './validation/base-url';
import { endsInGz, fileNamePatternProblem, indexNameProblem } from './export-file-names';

const SETTINGS = { field: 'settings' };

const FULL_PATH = /^(?:[A-Za-z]:[\\/]|[\\/])/;

/**
 * Whether a path looks full on some system: from the root (`/…`), a drive (`C:\\…`) or a share
 * (`\\\\server\\…`). The renderer's guess, which knows no system; main asks its own (path.isAbsolute).
 */
export const looksFullPath = (path: string): boolean => FULL_PATH.test(path);

/**
 * The export settings' own problems (a missing base URL, an impossible limit…) and the parsed base
 * URL; with `fullFolderPath` (the app's), an output folder it does not take for a full path too.
 */
export function checkExportSettings(
  settings: ExportSettings,
  { fullFolderPath }: { fullFolderPath?: (path: string) => boolean } = {},
): { base: PublishBase | null; problems: Problem[] } {
  const problems: Problem[] = [];
  let base: PublishBase | null = null;
  if (settings.baseUrl.trim() === '') {
    problems.push(problemAt(SETTINGS, 'base-url-missing'));
  } else {
    const parsed = parseBaseUrl(settings.baseUrl);
    if (parsed.ok) base = parsed.base;
    else problems.push(problemAt(SETTINGS, 'base-url-invalid', { reason: parsed.reason }));
  }
  // Crawlers read robots.txt at a host's root only (RFC 9309 2.3): one beside sitemaps in a folder is read by none.
  if (settings.writeRobotsTxt && base !== null && base.directory !== '/')
    problems.push(problemAt(SETTINGS, 'robots-txt-not-at-root', { directory: base.directory }));
  if (settings.outputFolder.trim() === '') problems.push(problemAt(SETTINGS, 'output-folder-missing'));
  else if (fullFolderPath && !fullFolderPath(settings.outputFolder))
    problems.push(problemAt(SETTINGS, 'output-folder-not-full', { folder: settings.outputFolder }));
  for (const pattern of new Set([settings.fileNamePattern, ...Object.values(settings.tableFileNamePatterns)])) {
    const reason = fileNamePatternProblem(pattern);
    if (reason) problems.push(problemAt(SETTINGS, 'file-name-pattern-invalid', { pattern, reason }));
    else if (settings.gzip && !endsInGz(pattern))
      problems.push(problemAt(SETTINGS, 'file-name-pattern-not-gz', { pattern }));
    // Uncompressed files never carry .gz (sitemapFileName): said, as the names differ from the pattern (the CLI's --no-gzip).
    else if (!settings.gzip && endsInGz(pattern))
      problems.push(problemAt(SETTINGS, 'file-name-pattern-gz-left-off', { pattern }));
  }
  const indexName = indexNameProblem(settings.indexName);
  if (indexName)
    problems.push(problemAt(SETTINGS, 'index-name-invalid', { name: settings.indexName, reason: indexName }));
  // The index is written as plain XML, gzip or not (the CLI probe: `--index-name x.xml.gz` was plain, unsaid).
  else if (endsInGz(settings.indexName))
    problems.push(problemAt(SETTINGS, 'index-name-gz', { name: settings.indexName }));
  if (!Number.isInteger(settings.maxUrls) || settings.maxUrls < 1 || settings.maxUrls > LIMITS.urlsPerSitemap) {
    problems.push(problemAt(SETTINGS, 'max-urls-invalid', { max: LIMITS.urlsPerSitemap }));
  }
  const { min, max } = MAX_BYTES_RANGE;
  if (!Number.isInteger(settings.maxBytes) || settings.maxBytes < min || settings.maxBytes > max) {
    problems.push(problemAt(SETTINGS, 'max-bytes-invalid', { min, max }));
  }
  return { base, problems };
}

/** Why a file name pattern cannot be used, as a sentence in the active language; null when it can. */
export function fileNamePatternSentence(pattern: string): string | null {
  const reason = fileNamePatternProblem(pattern);
  return reason ? renderMessage(finding('file-name-pattern-invalid', { pattern, reason })) : null;
}
