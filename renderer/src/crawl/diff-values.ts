import { formatCount } from '../../../shared/format';
import type { FieldChange } from '../../../shared/site-check/published-diff';
import { t } from '../i18n';

/** A field's value in a diff as a person reads it: the text, "none", or how many entries an extension holds. */
export function describeValue(value: FieldChange['table']): string {
  if (value === null) return t('crawl.diff.none');
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return t('crawl.diff.entryCount', { count: formatCount(value.length) }, value.length);
  return t('crawl.diff.newsEntry');
}
