import { formatCount } from '../format';
import { activeLocale } from '../i18n/active-locale';
import { LOCALES, type Locale } from '../i18n/locales';
import type { Severity } from './catalogue-entry';
import { CATALOGUE, type Catalogue, type Finding, type ProblemCode, type ProblemMessages } from './catalogue';
import { messageIn } from './render-words';
import type { Words } from './wording';

export type { CatalogueEntry, ProblemField, RowField, Severity } from './catalogue-entry';
export { ROW_FIELDS, SEVERITIES } from './catalogue-entry';
export { CATALOGUE, finding } from './catalogue';
export type { Finding, ParamsOf, ProblemCode, ProblemMessages, RowCodeTaking, RowProblemCode } from './catalogue';
export type { NoindexSource, UnreachableKind } from './check-problems';
export type { DuplicateWhere, NotAUrl } from './row-problems';
export type {
  Emptiness,
  FolderSkipReason,
  NamespaceSlip,
  SchemaOrderNames,
  TableTextFault,
  WideEncoding,
} from './import-problems';
export type { DatetimeFault, TimePart } from './datetime-fault';
export type { BaseUrlFault, FileNameFault, OutsideBase, PatternFault } from './settings-faults';
export type { ProjectDamage, ReadingPlace, ReaderFault, RecordFault } from './project-damage';
export type { XmlFault } from './xml-fault';
export type { KeyValue, Names, Nth } from './extension-problems';
export type { Part, WordValue, Words } from './wording';

// The catalogue's functions, called with parameters a Finding has already checked against its code.
type Untyped = (...params: readonly unknown[]) => never;

/** Each code's message keys by variant ('' for none), made once: a key built anew costs a hash on every lookup. */
const MESSAGE_KEYS = new Map<string, Map<string, string>>();

function messageKey(code: string, variant: string | undefined): string {
  let keys = MESSAGE_KEYS.get(code);
  if (keys === undefined) MESSAGE_KEYS.set(code, (keys = new Map()));
  let key = keys.get(variant ?? '');
  if (key === undefined)
    keys.set(variant ?? '', (key = variant === undefined ? `problems.${code}` : `problems.${code}.${variant}`));
  return key;
}

/** Which message of the catalogues words a finding, and its values: the same for every language. */
export function wordsOf({ code, params }: Finding): Words & { key: string } {
  const words = (CATALOGUE[code].words as Untyped)(...params) as Words;
  return { ...words, key: messageKey(code, words.variant) };
}

/** A finding in words in a language. */
function wordIn({ code, params }: Finding, locale: Locale): string {
  const { variant, values, count } = (CATALOGUE[code].words as Untyped)(...params) as Words;
  return messageIn(messageKey(code, variant), locale, values, count);
}

function messagesIn(locale: Locale): ProblemMessages {
  return Object.fromEntries(
    Object.keys(CATALOGUE).map((code) => [code, (...params: unknown[]) => wordIn({ code, params } as Finding, locale)]),
  ) as ProblemMessages;
}

const MESSAGES = Object.fromEntries(LOCALES.map((locale) => [locale, messagesIn(locale)])) as Record<
  Locale,
  ProblemMessages
>;

export const ENGLISH: ProblemMessages = MESSAGES.en;
export const DUTCH: ProblemMessages = MESSAGES.nl;

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

/**
 * The line that stands in for the problems of one code past a per-code limit (an import's in a file,
 * an export's in a table: `inTable`), in the active language.
 */
export const unlistedMessage = (count: number, code: ProblemCode, inTable = false): string =>
  messageIn(inTable ? 'problemParts.unlistedInTable' : 'problemParts.unlisted', activeLocale(), {
    count: formatCount(count),
    code,
  });
