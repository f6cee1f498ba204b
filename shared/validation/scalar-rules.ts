import { withDecimalPoint } from '../decimal-comma';
import { CHANGEFREQ_VALUES } from '../protocol';
import { fieldProblem, NO_PROBLEMS, type FieldProblem } from './field-problem';
import type { DatetimeFault } from '../problem-catalogue/datetime-fault';
import { outsideSchema, parseW3cDatetime, w3cDatetimeInstant } from './w3c-datetime';

/** How far ahead of the clock a lastmod may be before it counts as "in the future" (clocks drift). */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * lastmod: the W3C Datetime grammar, a real calendar date, not in the future (a warning), and in a
 * form the official schema takes (a note: search engines read the others).
 * `earliest` is w3cDatetimeInstant(lastmod), for a caller that has read it already.
 */
export function checkLastmod(
  lastmod: string | null,
  now: number,
  earliest: number = lastmod ? w3cDatetimeInstant(lastmod) : NaN,
): readonly FieldProblem[] {
  if (lastmod === null || lastmod === '') return NO_PROBLEMS;
  if (Number.isNaN(earliest)) {
    const parsed = parseW3cDatetime(lastmod) as { ok: false; reason: DatetimeFault };
    return [fieldProblem('lastmod-invalid', { lastmod, reason: parsed.reason })];
  }
  const future = isLastmodFuture(earliest, now) ? fieldProblem('lastmod-future', { lastmod }) : null;
  const form = outsideSchema(lastmod);
  if (form === null) return future === null ? NO_PROBLEMS : [future];
  const schema = fieldProblem('lastmod-schema-form', form);
  return future === null ? [schema] : [future, schema];
}

/** Whether a lastmod whose earliest instant is `earliest` is "in the future" at `now`. */
export const isLastmodFuture = (earliest: number, now: number): boolean => earliest > now + CLOCK_SKEW_MS;

/** changefreq: one of the seven values, in lower case as the schema wants. */
export function checkChangefreq(changefreq: string | null): readonly FieldProblem[] {
  if (changefreq === null || changefreq === '') return NO_PROBLEMS;
  if ((CHANGEFREQ_VALUES as readonly string[]).includes(changefreq)) return NO_PROBLEMS;
  const lower = changefreq.toLowerCase();
  const known = (CHANGEFREQ_VALUES as readonly string[]).includes(lower);
  return [fieldProblem('changefreq-invalid', { changefreq, lower: known ? lower : null, allowed: CHANGEFREQ_VALUES })];
}

/** "0.0" to "0.9", nearly every priority written: valid without a regular expression or a number parse. */
function isPlainFraction(priority: string): boolean {
  if (priority.length !== 3 || priority.charCodeAt(0) !== 0x30 || priority.charCodeAt(1) !== 0x2e) return false;
  const digit = priority.charCodeAt(2);
  return digit >= 0x30 && digit <= 0x39;
}

// xs:decimal: an optional "+", digits, an optional fraction.
const DECIMAL = /^\+?(?:\d+(?:\.\d*)?|\.\d+)$/;
/** Zero written with a minus sign: XSD's decimal value 0, in range (`sitemap.xsd` takes it). */
const NEGATIVE_ZERO = /^-(?:0+(?:\.0*)?|\.0+)$/;

/** priority: a decimal number from 0.0 to 1.0. */
export function checkPriority(priority: string | null): readonly FieldProblem[] {
  if (priority === null || priority === '' || isPlainFraction(priority)) return NO_PROBLEMS;
  if (NEGATIVE_ZERO.test(priority)) return NO_PROBLEMS;
  if (!DECIMAL.test(priority)) {
    // "0,5" under English (or imported): suggest the point the protocol needs.
    const withPoint = withDecimalPoint(priority);
    return [fieldProblem('priority-invalid', withPoint === null ? { priority } : { priority, withPoint })];
  }
  if (Number(priority) > 1) {
    return [fieldProblem('priority-out-of-range', { priority })];
  }
  return NO_PROBLEMS;
}
