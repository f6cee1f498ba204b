import { isLocale, localeFromEnvironment, type Locale } from '../../shared/i18n/locales';

/** A command line with its `--lang` taken out: the other arguments, and the value given (null: --lang without one). */
export interface LanguageArgument {
  rest: string[];
  given: string | null | undefined;
}

/** Takes `--lang en|nl` (or `--lang=nl`) from anywhere before `--`. */
export function splitLanguage(args: readonly string[]): LanguageArgument {
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
  return { rest, given };
}

/** The language the CLI writes in: the one given, else the terminal's (LC_ALL, LC_MESSAGES, LANG). */
export const cliLocale = (
  given: string | null | undefined,
  env: Readonly<Record<string, string | undefined>>,
): Locale => (isLocale(given) ? given : localeFromEnvironment(env));
