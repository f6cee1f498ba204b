import { setActiveLocale } from '../../shared/i18n/active-locale';
import { isLocale } from '../../shared/i18n/locales';
import { translateMessage as t } from '../../shared/i18n/translator';
import { cliLocale, splitLanguage } from './language-argument';

/**
 * Takes `--lang en|nl` (or `--lang=nl`) from anywhere before `--`, so it goes with every command,
 * and sets the language the CLI writes in: the one given, else the terminal's (LC_ALL, LC_MESSAGES,
 * LANG). Answers the other arguments, or the message for a --lang that names no language it speaks.
 */
export function takeLanguage(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): { args: string[] } | { error: string } {
  const { rest, given } = splitLanguage(args);
  setActiveLocale(cliLocale(given, env));
  if (given === null) return { error: t('cli.lang.missing') };
  if (given !== undefined && !isLocale(given)) return { error: t('cli.lang.bad', { value: given }) };
  return { args: rest };
}
