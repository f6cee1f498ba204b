import type { RowField } from './catalogue-entry';
import { CHECK_PROBLEMS } from './check-problems';
import { EXPORT_PROBLEMS, PROJECT_PROBLEMS, SETTINGS_PROBLEMS } from './export-problems';
import { EXTENSION_PROBLEMS } from './extension-problems';
import { HREFLANG_PROBLEMS } from './hreflang-problems';
import { CONTENT_PROBLEMS, SOURCE_PROBLEMS } from './import-problems';
import { LASTMOD_TRUTH_PROBLEMS } from './lastmod-truth-problems';
import { EXTRA_PROBLEMS, LOC_PROBLEMS, SCALAR_PROBLEMS } from './row-problems';

/**
 * Every problem code the app reports, with its severity, the field it belongs to and how its message
 * (in the message catalogues, `problems.<code>`) is worded from its parameters.
 * Import, validation, export and the CLI share this one vocabulary; a code not listed here does not compile.
 */
export const CATALOGUE = {
  ...LOC_PROBLEMS,
  ...SCALAR_PROBLEMS,
  ...EXTRA_PROBLEMS,
  ...CHECK_PROBLEMS,
  ...LASTMOD_TRUTH_PROBLEMS,
  ...EXTENSION_PROBLEMS,
  ...HREFLANG_PROBLEMS,
  ...SOURCE_PROBLEMS,
  ...CONTENT_PROBLEMS,
  ...SETTINGS_PROBLEMS,
  ...EXPORT_PROBLEMS,
  ...PROJECT_PROBLEMS,
};

export type Catalogue = typeof CATALOGUE;
export type ProblemCode = keyof Catalogue;

/** A code's parameters as a rest tuple: `[]` for a code whose message needs none, else `[params]`. */
export type ParamsOf<K extends ProblemCode> = Parameters<Catalogue[K]['words']>;

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

/** The text of each code with its parameters, in one language (messagesFor). */
export type ProblemMessages = { [K in ProblemCode]: (...params: ParamsOf<K>) => string };
