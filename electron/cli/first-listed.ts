import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';

/** Items of one kind a text report lists before "… N more" (--all lists every one). */
export const LISTED = 20;

/**
 * A report's lines for `items`: the first `most` (every one with --all, `all`), each made by `line`,
 * then "… N more (--all lists every one)" for the rest.
 */
export function firstListed<T>(items: readonly T[], all: boolean, most: number, line: (item: T) => string): string[] {
  const shown = all ? items : items.slice(0, most);
  return [...shown.map(line), ...moreListed(items.length - shown.length)];
}

/** "… N more (--all lists every one)" for `left` items not listed, if any. */
export const moreListed = (left: number): string[] =>
  left > 0 ? [`  ${t('cli.report.moreListed', { n: formatCount(left) })}`] : [];
