import { checkExportSettings, fileNamePatternSentence, looksFullPath } from '../../../shared/check-export-settings';
import type { ExportSettings } from '../../../shared/export-settings';
import type { NameWriter } from '../../../shared/problem-catalogue/export-problems';
import { problemText, type Problem, type ProblemCode } from '../../../shared/problems';
import type { FieldMessage } from '../ui/field-message';

export type SettingsField = 'baseUrl' | 'outputFolder' | 'fileNamePattern' | 'indexName' | 'maxUrls' | 'maxBytes';

const FIELD_BY_CODE: Partial<Record<ProblemCode, SettingsField>> = {
  'base-url-missing': 'baseUrl',
  'base-url-invalid': 'baseUrl',
  'output-folder-missing': 'outputFolder',
  'output-folder-not-full': 'outputFolder',
  'index-name-invalid': 'indexName',
  'max-urls-invalid': 'maxUrls',
  'max-bytes-invalid': 'maxBytes',
};

/**
 * Each setting's problem, by the same checks the export makes, for the message under its field; and
 * what the preview found of them (`previewed`): a clash of the set's names, under the field that names
 * the file, and a folder it cannot write in, under the folder's.
 */
export function settingsFieldMessages(
  settings: ExportSettings,
  previewed: readonly Problem[] = [],
): Partial<Record<SettingsField, FieldMessage>> {
  const messages: Partial<Record<SettingsField, FieldMessage>> = {};
  for (const item of checkExportSettings(settings, { fullFolderPath: looksFullPath }).problems) {
    const field = FIELD_BY_CODE[item.code];
    if (field) messages[field] = { text: problemText(item), missing: item.code.endsWith('-missing') };
  }
  // Per-table patterns have their own fields; only the default pattern's problem goes here.
  const pattern = fileNamePatternSentence(settings.fileNamePattern);
  if (pattern) messages.fileNamePattern = { text: pattern, missing: false };
  for (const item of previewed) {
    // A folder it cannot write in, for certain, is the folder field's error (permissions only: the check's warning).
    const field =
      item.code === 'export-folder-unwritable' ? (item.severity === 'error' ? 'outputFolder' : null) : clashField(item);
    if (field !== null) messages[field] ??= { text: problemText(item), missing: false };
  }
  return messages;
}

/**
 * The field a clash of the set's names is about: the index name's when the index is one of the two
 * (an index named as a sitemap is), else the file name pattern's (two sitemaps, or one and robots.txt).
 */
function clashField(item: Problem): SettingsField | null {
  if (item.code !== 'file-name-clash') return null;
  const clash = item.params?.[0] as { first: NameWriter; second: NameWriter } | undefined;
  if (clash === undefined) return null;
  return clash.first.table === null || clash.second.table === null ? 'indexName' : 'fileNamePattern';
}
