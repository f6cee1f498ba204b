import { fitsUtf8 } from '../columnar/utf8-text';
import { fieldProblem, NO_PROBLEMS, type FieldProblem } from './field-problem';

/**
 * The rule on a row's own unknown XML (`extra`, the elements of namespaces we do not model, written
 * back as read): half of a UTF-16 pair, which XML holds in no form, not even as a character reference.
 */
export function checkExtra(extra: readonly string[]): readonly FieldProblem[] {
  return extra.every(fitsUtf8) ? NO_PROBLEMS : [fieldProblem('extra-broken-character')];
}
