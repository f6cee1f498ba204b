import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';

/** "1 file", "2 files": a count with its word in the plural form it takes, in the active language. */
export const countOf = (
  what: 'files' | 'urls' | 'tables' | 'rows' | 'bytes' | 'indexablePages' | 'clusters' | 'links' | 'conflicts',
  count: number,
): string => t(`cli.counts.${what}`, { n: formatCount(count) }, { count });
