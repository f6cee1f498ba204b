import type { UrlRow } from '../url-table';
import { xmlCannotHold } from './xml-chars';
import { fieldProblem, NO_PROBLEMS, type FieldProblem } from './field-problem';
import { unwritableExtra } from './unwritable-extra';
import { isOneWellFormedElement } from './xml-fragment';

/**
 * The rules on a row's own unknown XML (`extra`, the elements of namespaces we do not model, written
 * back as read), and its image, video and news entries': half of a UTF-16 pair or a control character,
 * which XML holds in no form, not even as a reference (an error, the entries' told by their own
 * rules); XML that is not one well-formed element, which the export would write as it is (an error:
 * a file that is no XML, or one that says more than the row); an element no sitemap entry may hold,
 * which the export leaves out (a warning naming the first such element).
 */
export function checkExtra(row: UrlRow): readonly FieldProblem[] {
  const { extra } = row;
  let found: FieldProblem[] | null = null;
  if (extra.some(xmlCannotHold)) (found ??= []).push(fieldProblem('extra-broken-character'));
  const malformed = firstMalformed(row);
  if (malformed !== null) (found ??= []).push(fieldProblem('extra-malformed', { xml: malformed }));
  for (const raw of extra) {
    const element = isOneWellFormedElement(raw) ? unwritableExtra(raw) : null;
    if (element !== null) return [...(found ?? []), fieldProblem('extra-not-written', { element })];
  }
  return found ?? NO_PROBLEMS;
}

/** Whether a row or any of its entries keeps XML of elements we do not model. */
export const holdsExtra = (row: UrlRow): boolean =>
  row.extra.length > 0 ||
  row.images.some((image) => image.extra.length > 0) ||
  row.videos.some((video) => video.extra.length > 0) ||
  (row.news !== null && row.news.extra.length > 0);

/** The first kept XML of the row or its entries that is not one well-formed element, or null. */
function firstMalformed(row: UrlRow): string | null {
  for (const extra of [row.extra, ...row.images.map((image) => image.extra), ...row.videos.map((video) => video.extra)])
    for (const raw of extra) if (!isOneWellFormedElement(raw)) return raw;
  for (const raw of row.news?.extra ?? []) if (!isOneWellFormedElement(raw)) return raw;
  return null;
}
