import { setActiveLocale } from '../../shared/i18n/active-locale';
import { isLocale, localeFromEnvironment } from '../../shared/i18n/locales';
import { translateMessage as t } from '../../shared/i18n/translator';

/**
 * Takes `--lang en|nl` (or `--lang=nl`) from anywhere before `--`, so it goes with every command,
 * and sets the language the CLI writes in: the one given, else the terminal's (LC_ALL, LC_MESSAGES,
 * LANG). Answers the other arguments, or the message for a --lang that names no language it speaks.
 */
export function takeLanguage(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
): { args: string[] } | { error: string } {
  const rest: string[] = [];
  let given: string | null | undefined;
  for (let at = 0; at < args.length; at++) {
    const arg = args[at]!;
    if (arg === '--') {
      rest.push(...args.slice(at));
      break;
    }
    if (arg === '--lang') {
      given = args[at + 1] ?? null;
      at += 1;
    } else if (arg.startsWith('--lang=')) given = arg.slice('--lang='.length);
    else rest.push(arg);
  }
  setActiveLocale(isLocale(given) ? given : localeFromEnvironment(env));
  if (given === null) return { error: t('cli.lang.missing') };
  if (given !== undefined && !isLocale(given)) return { error: t('cli.lang.bad', { value: given }) };
  return { args: rest };
}
