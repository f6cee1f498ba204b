import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';

/**
 * A report's lines for `items`: the first `most` (every one with --all, `all`), each made by `line`,
 * then "… N more (--all lists every one)" for the rest.
 */
export function firstListed<T>(items: readonly T[], all: boolean, most: number, line: (item: T) => string): string[] {
  const shown = all ? items : items.slice(0, most);
  const lines = shown.map(line);
  if (shown.length < items.length)
    lines.push(`  ${t('cli.report.moreListed', { n: formatCount(items.length - shown.length) })}`);
  return lines;
}
