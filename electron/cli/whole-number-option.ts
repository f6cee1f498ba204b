import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';
import { wholeNumberFrom } from '../../shared/whole-number';

/**
 * A whole-number option's value (`--name`): plain decimal digits from `min` to `max`, else the
 * message that names the option and what it takes (a bad argument: exit 2).
 */
export function wholeNumberOption(name: string, text: string, min: number, max: number): number | string {
  return (
    wholeNumberFrom(text, min, max) ??
    t('cli.args.notWholeNumber', { name, value: text, min: formatCount(min), max: formatCount(max) })
  );
}
