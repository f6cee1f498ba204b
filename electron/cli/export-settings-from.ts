import {
  DEFAULT_EXPORT_SETTINGS,
  filesSwitched,
  MAX_BYTES_RANGE,
  type ExportSettings,
  type FileKind,
} from '../../shared/export-settings';
import { translateMessage as t } from '../../shared/i18n/translator';
import { LIMITS } from '../../shared/protocol';
import type { readExportArguments } from './export-options';
import { wholeNumberOption } from './whole-number-option';

/** `export`'s options as parsed. */
type ExportValues = NonNullable<ReturnType<typeof readExportArguments>>['values'];

/** A whole-number option given, read; else the setting it stands for. */
const countOr = (name: string, given: string | undefined, kept: number, min: number, max: number): number | string =>
  given === undefined ? kept : wholeNumberOption(name, given, min, max);

/**
 * An export's settings: every option given on the command line, over `saved` for the rest. `saved`
 * is a lone project's own (what the app saved with it: its folder, base URL, names, limits), so that
 * the app and the command line export a project alike; other sources have the defaults. Returns the
 * message of a bad or missing argument instead (exit 2): no folder or base URL given or saved, a
 * count out of range, --gzip with --no-gzip.
 */
export function exportSettingsFrom(
  values: ExportValues,
  saved: ExportSettings = DEFAULT_EXPORT_SETTINGS,
): ExportSettings | string {
  const outputFolder = values.out ?? saved.outputFolder;
  if (!outputFolder) return t('cli.export.outRequired');
  const baseUrl = values['base-url'] ?? saved.baseUrl;
  if (!baseUrl) return t('cli.export.baseUrlRequired');
  if (values.gzip && values['no-gzip']) return t('cli.export.gzipContradiction');
  const { min: fewestBytes, max: mostBytes } = MAX_BYTES_RANGE;
  const maxBytes = countOr('max-bytes', values['max-bytes'], saved.maxBytes, fewestBytes, mostBytes);
  if (typeof maxBytes === 'string') return maxBytes;
  const maxUrls = countOr('max-urls', values['max-urls'], saved.maxUrls, 1, LIMITS.urlsPerSitemap);
  if (typeof maxUrls === 'string') return maxUrls;
  const files: FileKind = {
    format: values.text ? 'text' : saved.format,
    gzip: values['no-gzip'] ? false : values.gzip ? true : saved.gzip,
  };
  // --pattern names every file; otherwise the saved names, switched (as the app's fields are) where
  // the options switch the format or the compression they were saved for.
  const names =
    values.pattern !== undefined
      ? { fileNamePattern: values.pattern, tableFileNamePatterns: {} }
      : files.format === saved.format && files.gzip === saved.gzip
        ? {}
        : filesSwitched(saved, files);
  return {
    ...saved,
    ...names,
    ...files,
    baseUrl,
    outputFolder,
    indexName: values['index-name'] ?? saved.indexName,
    maxBytes,
    maxUrls,
    splitNewsSitemaps: values['no-news-split'] ? false : saved.splitNewsSitemaps,
    xslHref: values.xsl ?? saved.xslHref,
    writeRobotsTxt: values['robots-txt'] ? true : saved.writeRobotsTxt,
    allowOtherHosts: values['allow-other-hosts'] ? true : saved.allowOtherHosts,
    leaveOutNonIndexable: values['keep-non-indexable'] ? false : saved.leaveOutNonIndexable,
  };
}
