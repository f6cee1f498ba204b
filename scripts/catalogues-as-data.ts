/**
 * The catalogues as the main-process build holds them: each language's messages as a JSON file of
 * its own beside the code, read and parsed the first time that language is asked for. As object
 * literals, every thread built both languages' trees as it loaded (~7 ms of each worker's start;
 * #29); as JSON text inside the code, every thread still scanned both texts as it loaded (~20 ms of
 * each worker's start, ~400 KB of escaped string literals); read from a file, a language costs only
 * the thread that asks for it, about 2 ms.
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
 * Each language's messages as JSON text (language → text). Throws, naming the message, for a value
 * JSON would not carry over as it is (a function, undefined, NaN, a class's instance): the build
 * fails rather than a message changing on the way.
 */
export function catalogueTexts(catalogues: Readonly<Record<string, unknown>>): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [locale, tree] of Object.entries(catalogues)) {
    const found = notPlainData(tree, locale);
    if (found) throw new Error(`The catalogues hold a value that is not plain data, at ${found}`);
    texts[locale] = JSON.stringify(tree);
  }
  return texts;
}

/**
 * The code of a module exporting `CATALOGUES` (language → message tree), each tree read from its
 * language's JSON file when first asked for. `files` gives, for each language, a JavaScript
 * expression for that file's path (the build's reference to the file it emits).
 */
export function cataloguesModule(files: Readonly<Record<string, string>>): string {
  const entries = Object.entries(files).map(([locale, path]) => `  ${JSON.stringify(locale)}: ${path},`);
  return [
    '// Made by scripts/catalogues-as-data.ts from shared/i18n/catalogues.ts, for the main-process build.',
    "import { readFileSync } from 'node:fs';",
    'const FILES = {',
    ...entries,
    '};',
    'const trees = {};',
    'export const CATALOGUES = Object.defineProperties({}, Object.fromEntries(Object.keys(FILES).map((locale) => [',
    '  locale,',
    "  { enumerable: true, get: () => (trees[locale] ??= JSON.parse(readFileSync(FILES[locale], 'utf8'))) },",
    '])));',
    '',
  ].join('\n');
}
