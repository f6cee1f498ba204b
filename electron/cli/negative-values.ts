import type { ParseArgsConfig } from 'node:util';

/**
 * The arguments with `--option -1` written `--option=-1` where the option takes a value: parseArgs
 * reads any argument that starts with a dash as an option, so it said "argument missing" where the
 * person gave a value, only not one the option allows. The option's own check then says which it allows.
 */
export function withNegativeValues(
  args: readonly string[],
  options: NonNullable<ParseArgsConfig['options']>,
): string[] {
  // Long options only: no short option takes a value.
  const takesValue = new Set(
    Object.entries(options)
      .filter(([, option]) => option.type === 'string')
      .map(([name]) => `--${name}`),
  );
  const joined: string[] = [];
  for (let at = 0; at < args.length; at++) {
    const [arg, next] = [args[at]!, args[at + 1]];
    if (arg === '--') return [...joined, ...args.slice(at)];
    if (takesValue.has(arg) && next !== undefined && /^-\d/.test(next)) {
      joined.push(`${arg}=${next}`);
      at += 1;
    } else joined.push(arg);
  }
  return joined;
}
