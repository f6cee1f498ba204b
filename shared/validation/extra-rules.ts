import { xmlCannotHold } from './xml-chars';
import { fieldProblem, NO_PROBLEMS, type FieldProblem } from './field-problem';
import { unwritableExtra } from './unwritable-extra';

/**
 * The rules on a row's own unknown XML (`extra`, the elements of namespaces we do not model, written
 * back as read): half of a UTF-16 pair or a control character, which XML holds in no form, not even as a reference
 * (an error); an element no sitemap entry may hold, which the export leaves out (a warning naming the
 * first such element).
 */
export function checkExtra(extra: readonly string[]): readonly FieldProblem[] {
  const broken = extra.some(xmlCannotHold) ? [fieldProblem('extra-broken-character')] : NO_PROBLEMS;
  for (const raw of extra) {
    const element = unwritableExtra(raw);
    if (element !== null) return [...broken, fieldProblem('extra-not-written', { element })];
  }
  return broken;
}
