import { cutText } from '../cut-text';
import type { Words } from './wording';

/** How bad a problem is: errors block an export, warnings are shown, info is for the record. */
export type Severity = 'error' | 'warning' | 'info';

export const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info'];

/** The row fields a problem can sit on: the grid's columns and the extension groups. */
export const ROW_FIELDS = [
  'loc',
  'lastmod',
  'changefreq',
  'priority',
  'images',
  'videos',
  'alternates',
  'news',
] as const;
export type RowField = (typeof ROW_FIELDS)[number];

/**
 * What a problem belongs to: a row field, a file (or URL) that was read or written, the export
 * settings, the export as a whole, or a project file.
 */
export type ProblemField = RowField | 'file' | 'settings' | 'export' | 'project';

/**
 * One code of the catalogue. `words` prepares, from the code's typed parameters (none, or one
 * object), which of its messages words it and the values of the placeholders; the messages
 * themselves are in the message catalogues (`problems.<code>` in shared/i18n/messages/<lang>/),
 * so each language holds only strings. `severity` may depend on the parameters where the same fault is
 * judged differently, e.g. a loc the import kept as written is a warning there and an error in validation.
 */
export interface CatalogueEntry {
  severity: Severity | ((params: never) => Severity);
  field: ProblemField;
  words: (params: never) => Words;
}

/** Long values are shortened in messages, so one bad line does not fill the screen. */
export const clip = (text: string): string => cutText(text, 120, '...');

/** The severity of a fault in a row the import kept as written (a warning) or validation found (an error). */
export const keptOrError = (params: { kept?: unknown }): Severity => (params.kept ? 'warning' : 'error');
