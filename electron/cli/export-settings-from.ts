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
type SwitchOption = {
  [K in keyof ExportValues]-?: ExportValues[K] extends boolean | undefined ? K : never;
}[keyof ExportValues];

/** The settings two options switch, each with the option that turns it on and the one that turns it off. */
const SWITCHES = {
  gzip: ['gzip', 'no-gzip'],
  xml: ['xml', 'text'],
  splitNewsSitemaps: ['news-split', 'no-news-split'],
  xsl: ['xsl', 'no-xsl'],
  writeRobotsTxt: ['robots-txt', 'no-robots-txt'],
  allowOtherHosts: ['allow-other-hosts', 'no-allow-other-hosts'],
  leaveOutNonIndexable: ['leave-out-non-indexable', 'keep-non-indexable'],
} as const satisfies Record<string, readonly [SwitchOption | 'xsl', SwitchOption]>;

type SwitchedSetting = Exclude<keyof typeof SWITCHES, 'xsl'>;

/** Two options given that switch one setting both ways: the message that says so (exit 2), else null. */
export function contradiction(values: ExportValues): string | null {
  for (const [on, off] of Object.values(SWITCHES))
    if (values[on] !== undefined && values[off])
      return t('cli.export.optionsContradict', { on: `--${on}`, off: `--${off}` });
  return null;
}

/** What the options say of a switched setting: on, off, or null when neither is given (it stays as saved). */
export function switchAsked(values: ExportValues, setting: SwitchedSetting): boolean | null {
  const [on, off] = SWITCHES[setting];
  return values[off] ? false : values[on] ? true : null;
}

/** A whole-number option given, read; else the setting it stands for. */
const countOr = (name: string, given: string | undefined, kept: number, min: number, max: number): number | string =>
  given === undefined ? kept : wholeNumberOption(name, given, min, max);

/**
 * An export's settings: every option given on the command line, over `saved` for the rest. `saved`
 * is a lone project's own (what the app saved with it: its folder, base URL, names, limits), so that
 * the app and the command line export a project alike; other sources have the defaults. Each setting
 * that is on or off has an option for either (a project may have saved it either way). Returns the
 * message of a bad or missing argument instead (exit 2): no folder or base URL given or saved, a
 * count out of range, two options that contradict each other.
 */
export function exportSettingsFrom(
  values: ExportValues,
  saved: ExportSettings = DEFAULT_EXPORT_SETTINGS,
): ExportSettings | string {
  const outputFolder = values.out ?? saved.outputFolder;
  if (!outputFolder) return t('cli.export.outRequired');
  const baseUrl = values['base-url'] ?? saved.baseUrl;
  if (!baseUrl) return t('cli.export.baseUrlRequired');
  const contradicting = contradiction(values);
  if (contradicting !== null) return contradicting;
  const switched = (setting: SwitchedSetting, kept: boolean): boolean => switchAsked(values, setting) ?? kept;
  const { min: fewestBytes, max: mostBytes } = MAX_BYTES_RANGE;
  const maxBytes = countOr('max-bytes', values['max-bytes'], saved.maxBytes, fewestBytes, mostBytes);
  if (typeof maxBytes === 'string') return maxBytes;
  const maxUrls = countOr('max-urls', values['max-urls'], saved.maxUrls, 1, LIMITS.urlsPerSitemap);
  if (typeof maxUrls === 'string') return maxUrls;
  const files: FileKind = {
    format: switched('xml', saved.format === 'xml') ? 'xml' : 'text',
    gzip: switched('gzip', saved.gzip),
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
    splitNewsSitemaps: switched('splitNewsSitemaps', saved.splitNewsSitemaps),
    xslHref: values['no-xsl'] ? null : (values.xsl ?? saved.xslHref),
    writeRobotsTxt: switched('writeRobotsTxt', saved.writeRobotsTxt),
    allowOtherHosts: switched('allowOtherHosts', saved.allowOtherHosts),
    leaveOutNonIndexable: switched('leaveOutNonIndexable', saved.leaveOutNonIndexable),
  };
}
