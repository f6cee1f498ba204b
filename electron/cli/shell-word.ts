/** What a POSIX shell reads as one plain word: anything else is quoted. */
const PLAIN_WORD = /^[A-Za-z0-9_@%+=:,./-]+$/;

/**
 * `text` as one word a person can paste into a shell: as it is when plain, else in single quotes (a
 * URL's `&` or `?` would otherwise put the command in the background or glob).
 */
export const shellWord = (text: string): string =>
  PLAIN_WORD.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
