import { checkExportSettings, fileNamePatternSentence, looksFullPath } from '../../../shared/check-export-settings';
import type { ExportSettings } from '../../../shared/export-settings';
import { problemText, type ProblemCode } from '../../../shared/problems';
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

/** Each setting's problem, by the same checks the export makes, for the message under its field. */
export function settingsFieldMessages(settings: ExportSettings): Partial<Record<SettingsField, FieldMessage>> {
  const messages: Partial<Record<SettingsField, FieldMessage>> = {};
  for (const item of checkExportSettings(settings, { fullFolderPath: looksFullPath }).problems) {
    const field = FIELD_BY_CODE[item.code];
    if (field) messages[field] = { text: problemText(item), missing: item.code.endsWith('-missing') };
  }
  // Per-table patterns have their own fields; only the default pattern's problem goes here.
  const pattern = fileNamePatternSentence(settings.fileNamePattern);
  if (pattern) messages.fileNamePattern = { text: pattern, missing: false };
  return messages;
}
