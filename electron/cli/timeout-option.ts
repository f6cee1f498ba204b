import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';
import { deadlineMsFrom, MOST_DEADLINE_SECONDS } from '../../shared/import-limits';

/** `--timeout S` in ms (`defaultS` when not given), or the sentence refusing what was given. */
export function timeoutOption(value: string | undefined, defaultS: number): { ms: number } | { refused: string } {
  const ms = value === undefined ? defaultS * 1000 : deadlineMsFrom(value);
  return ms === null
    ? { refused: t('cli.args.badTimeout', { value, most: formatCount(MOST_DEADLINE_SECONDS) }) }
    : { ms };
}
