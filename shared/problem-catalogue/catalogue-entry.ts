import { formatCount } from '../format';

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
 * One code of the catalogue. `message` words the problem in English from its typed parameters
 * (none, or one object); a message catalogue for another language has the same shape per code
 * (code + parameters → text). `severity` may depend on the parameters where the same fault is
 * judged differently, e.g. a loc the import kept as written is a warning there and an error in validation.
 */
export interface CatalogueEntry {
  severity: Severity | ((params: never) => Severity);
  field: ProblemField;
  message: (params: never) => string;
}

/** Long values are shortened in messages, so one bad line does not fill the screen. */
export function clip(text: string): string {
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** A count with its noun in the form the count takes: "1 file", "1,234 files". */
export const counted = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

/** The severity of a fault in a row the import kept as written (a warning) or validation found (an error). */
export const keptOrError = (params: { kept?: unknown }): Severity => (params.kept ? 'warning' : 'error');

/** A reason ("the file name pattern … needs {n}") as a sentence: capitalised, with a full stop. */
export const asSentence = (reason: string): string => `${reason[0]!.toUpperCase()}${reason.slice(1)}.`;

/**
 * One area's messages in another language: a function per code of the English entries, taking the
 * same parameters, so a missing, extra or differently typed message does not compile.
 */
export type MessagesOf<Area extends Record<string, CatalogueEntry>> = {
  readonly [K in keyof Area]: (...params: Parameters<Area[K]['message']>) => string;
};
