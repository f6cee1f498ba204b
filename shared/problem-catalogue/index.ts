import { formatCount } from '../format';
import { activeLocale } from '../i18n/active-locale';
import type { Locale } from '../i18n/locales';
import type { RowField, Severity } from './catalogue-entry';
import { CHECK_PROBLEMS } from './check-problems';
import { EXPORT_PROBLEMS, PROJECT_PROBLEMS, SETTINGS_PROBLEMS } from './export-problems';
import { EXTENSION_PROBLEMS } from './extension-problems';
import { CONTENT_PROBLEMS, SOURCE_PROBLEMS } from './import-problems';
import { DUTCH, dutchUnlisted } from './dutch';
import { LOC_PROBLEMS, SCALAR_PROBLEMS } from './row-problems';

export type { CatalogueEntry, MessagesOf, ProblemField, RowField, Severity } from './catalogue-entry';
export { ROW_FIELDS, SEVERITIES } from './catalogue-entry';
export { DUTCH } from './dutch';
export type { NoindexSource, UnreachableKind } from './check-problems';
export type { KeyValue, Names, Nth } from './extension-problems';

/**
 * Every problem code the app reports, with its severity, the field it belongs to and its message.
 * Import, validation, export and the CLI share this one vocabulary; a code not listed here does not compile.
 */
export const CATALOGUE = {
  ...LOC_PROBLEMS,
  ...SCALAR_PROBLEMS,
  ...CHECK_PROBLEMS,
  ...EXTENSION_PROBLEMS,
  ...SOURCE_PROBLEMS,
  ...CONTENT_PROBLEMS,
  ...SETTINGS_PROBLEMS,
  ...EXPORT_PROBLEMS,
  ...PROJECT_PROBLEMS,
};

type Catalogue = typeof CATALOGUE;
export type ProblemCode = keyof Catalogue;

/** A code's parameters as a rest tuple: `[]` for a code whose message needs none, else `[params]`. */
export type ParamsOf<K extends ProblemCode> = Parameters<Catalogue[K]['message']>;

/** The codes that sit on a row's field (the grid's cells and extension groups). */
export type RowProblemCode = {
  [K in ProblemCode]: Catalogue[K]['field'] extends RowField ? K : never;
}[ProblemCode];

/**
 * The row codes whose message takes parameters of shape `P`: what a rule that reports a code it is
 * given (an absolute URL's check, a required field's) may be given.
 */
export type RowCodeTaking<P> = {
  [K in RowProblemCode]: [P] extends ParamsOf<K> ? K : never;
}[RowProblemCode];

/** A code with its parameters, as a value: what a check found, before it has a place. */
export type Finding = { [K in ProblemCode]: { code: K; params: ParamsOf<K> } }[ProblemCode];

/** Makes a Finding from a code and its parameters, checked together. */
export const finding = <K extends ProblemCode>(code: K, ...params: ParamsOf<K>): Finding =>
  ({ code, params }) as Finding;

/**
 * The text of a code with its parameters, per language: English from the entries, each other
 * language an object of this type built from one file per area (`dutch/`).
 */
export type ProblemMessages = { [K in ProblemCode]: (...params: ParamsOf<K>) => string };

export const ENGLISH: ProblemMessages = Object.fromEntries(
  Object.entries(CATALOGUE).map(([code, entry]) => [code, entry.message]),
) as ProblemMessages;

// The catalogue's functions, called with parameters a Finding has already checked against its code.
type Untyped = (...params: readonly unknown[]) => never;

const MESSAGES: Record<Locale, ProblemMessages> = { en: ENGLISH, nl: DUTCH };

/** The problem messages of a language, by default the one spoken now. */
export const messagesFor = (locale: Locale = activeLocale()): ProblemMessages => MESSAGES[locale];

/** A finding in words, in the active language unless other messages are given. */
export function renderMessage({ code, params }: Finding, messages: ProblemMessages = messagesFor()): string {
  return (messages[code] as Untyped)(...params);
}

/** How bad a finding is: the code's severity, or what it makes of the parameters. */
export function severityOf({ code, params }: Finding): Severity {
  const severity = CATALOGUE[code].severity as Severity | Untyped;
  return typeof severity === 'function' ? severity(...params) : severity;
}

/** The field a code belongs to. */
export const fieldOf = (code: ProblemCode): Catalogue[ProblemCode]['field'] => CATALOGUE[code].field;

/** True when `code` is one of the catalogue's (for codes that crossed a boundary as text). */
export const isProblemCode = (code: string): code is ProblemCode => Object.hasOwn(CATALOGUE, code);

const UNLISTED: Record<Locale, (count: number, code: ProblemCode) => string> = {
  en: (count, code) => `${formatCount(count)} more "${code}" problems in this file are not listed.`,
  nl: dutchUnlisted,
};

/** The line that stands in for the problems of one code past the import's per-code limit, in the active language. */
export const unlistedMessage = (count: number, code: ProblemCode): string => UNLISTED[activeLocale()](count, code);
