import { formatCount } from '../../../shared/format';
import type { Place } from '../../../shared/problems';
import { t } from '../i18n';

/** Where a problem is, as the problems panel shows it: "file:line:column, table T, row N, field" in the person's language. */
export function placeText(place: Place): string {
  const parts: string[] = [];
  if (place.file) parts.push([place.file, place.line, place.column].filter((part) => part !== undefined).join(':'));
  if (place.table) parts.push(t('validation.place.table', { name: place.table }));
  if (place.row !== undefined) parts.push(t('validation.place.row', { row: formatCount(place.row) }));
  if (place.field) parts.push(place.field);
  return parts.join(', ');
}
