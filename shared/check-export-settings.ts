import { formatCount } from './format';
import { MAX_BYTES_RANGE, type ExportSettings } from './export-settings';
import { problem, type Problem } from './problems';
import { LIMITS } from './protocol';
import { parseBaseUrl, type PublishBase } from './validation/base-url';
import { exportFileNameProblem, fileNamePatternProblem } from './export-file-names';

const settingProblem = (code: string, message: string): Problem =>
  problem('error', code, message, { field: 'settings' });

/** The export settings' own problems (a missing base URL, an impossible limit…) and the parsed base URL. */
export function checkExportSettings(settings: ExportSettings): { base: PublishBase | null; problems: Problem[] } {
  const problems: Problem[] = [];
  let base: PublishBase | null = null;
  if (settings.baseUrl.trim() === '') {
    problems.push(settingProblem('base-url-missing', 'Set the base URL where the sitemaps will be published.'));
  } else {
    const parsed = parseBaseUrl(settings.baseUrl);
    if (parsed.ok) base = parsed.base;
    else problems.push(settingProblem('base-url-invalid', `The base URL cannot be used: ${parsed.reason}.`));
  }
  if (settings.outputFolder.trim() === '')
    problems.push(settingProblem('output-folder-missing', 'Choose the folder to export to.'));
  for (const pattern of [settings.fileNamePattern, ...Object.values(settings.tableFileNamePatterns)]) {
    const sentence = fileNamePatternSentence(pattern);
    if (sentence) problems.push(settingProblem('file-name-pattern-invalid', sentence));
  }
  const indexName = exportFileNameProblem(settings.indexName);
  if (indexName) {
    problems.push(
      settingProblem('index-name-invalid', `The index name ${JSON.stringify(settings.indexName)} ${indexName}.`),
    );
  }
  if (!Number.isInteger(settings.maxUrls) || settings.maxUrls < 1 || settings.maxUrls > LIMITS.urlsPerSitemap) {
    problems.push(
      settingProblem(
        'max-urls-invalid',
        `URLs per file must be a whole number from 1 to ${formatCount(LIMITS.urlsPerSitemap)}.`,
      ),
    );
  }
  const { min, max } = MAX_BYTES_RANGE;
  if (!Number.isInteger(settings.maxBytes) || settings.maxBytes < min || settings.maxBytes > max) {
    problems.push(
      settingProblem(
        'max-bytes-invalid',
        `Bytes per file must be a whole number from ${formatCount(min)} to ${formatCount(max)}.`,
      ),
    );
  }
  return { base, problems };
}

/** Why a file name pattern cannot be used, as a sentence; null when it can. */
export function fileNamePatternSentence(pattern: string): string | null {
  const reason = fileNamePatternProblem(pattern);
  return reason ? `${reason[0]!.toUpperCase()}${reason.slice(1)}.` : null;
}
