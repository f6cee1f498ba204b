/**
 * The catalogues as the main-process build holds them: each language's messages as JSON text, parsed
 * the first time that language is asked for. As object literals, every thread built both languages'
 * trees as it loaded (~7 ms of each export worker's start, ~9 ms of the command line's, with V8's
 * flags changed; #29); JSON.parse reads one in about 1 ms, and a language nobody asks for costs only
 * the scan of its text.
 */

/** Where a value is not plain data, which JSON would change or drop: its path and what it is. */
function notPlainData(value: unknown, path: string): string | null {
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path}: ${String(value)}`;
  if (Array.isArray(value)) {
    for (const [at, item] of value.entries()) {
      const found = notPlainData(item, `${path}[${at}]`);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const found = notPlainData(item, `${path}.${key}`);
      if (found) return found;
    }
    return null;
  }
  return `${path}: ${typeof value}`;
}

/**
 * The code of a module exporting `CATALOGUES` as `catalogues` (language → message tree), each tree
 * made from its JSON text when first read. Throws, naming the message, for a value JSON would not
 * carry over as it is (a function, undefined, NaN, a class's instance): the build fails rather than
 * a message changing on the way.
 */
export function cataloguesModule(catalogues: Readonly<Record<string, unknown>>): string {
  const texts: Record<string, string> = {};
  for (const [locale, tree] of Object.entries(catalogues)) {
    const found = notPlainData(tree, locale);
    if (found) throw new Error(`The catalogues hold a value that is not plain data, at ${found}`);
    texts[locale] = JSON.stringify(tree);
  }
  return [
    '// Made by scripts/catalogues-as-data.ts from shared/i18n/catalogues.ts, for the main-process build.',
    `const TEXTS = ${JSON.stringify(texts)};`,
    'const trees = {};',
    'export const CATALOGUES = Object.defineProperties({}, Object.fromEntries(Object.keys(TEXTS).map((locale) => [',
    '  locale,',
    '  { enumerable: true, get: () => (trees[locale] ??= JSON.parse(TEXTS[locale])) },',
    '])));',
    '',
  ].join('\n');
}
