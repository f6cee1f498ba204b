import { formatCount } from '../../shared/format';
import { translateMessage as t } from '../../shared/i18n/translator';
import { deadlineMsFrom, MOST_DEADLINE_SECONDS } from '../../shared/import-limits';

/** What a live request of `diagnose` and `robots` may take when --timeout is not given, redirects and all. */
export const DEFAULT_TIMEOUT_S = 30;

/** `--timeout S` in ms (DEFAULT_TIMEOUT_S when not given), or the sentence refusing what was given. */
export function timeoutOption(value: string | undefined): { ms: number } | { refused: string } {
  const ms = value === undefined ? DEFAULT_TIMEOUT_S * 1000 : deadlineMsFrom(value);
  return ms === null
    ? { refused: t('cli.args.badTimeout', { value, most: formatCount(MOST_DEADLINE_SECONDS) }) }
    : { ms };
}
