import { readdir, readFile, writeFile } from 'node:fs/promises';
import Module, { createRequire } from 'node:module';
import { basename, join, resolve } from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { cataloguesAsData } from '../../../scripts/catalogues-as-data-plugin';
import { setActiveLocale } from '../../../shared/i18n/active-locale';
import { translateMessage, type MessageParams } from '../../../shared/i18n/translator';
import type { UiMessageKey } from '../../../shared/i18n/catalogues';
import { useTempDir } from '../../support/use-temp-dir';

const temp = useTempDir();
const I18N = resolve(__dirname, '../../../shared/i18n');

type Words = (locale: 'en' | 'nl', key: string, params: MessageParams, count?: number) => string;

/** The translator built as the main process's build builds it, with the plugin, into a CommonJS file of its own. */
async function builtTranslator(): Promise<{ words: Words; code: string; catalogues: string[] }> {
  const entry = join(temp.path(), 'entry.ts');
  await writeFile(
    entry,
    [
      `import { setActiveLocale } from ${JSON.stringify(join(I18N, 'active-locale.ts'))};`,
      `import { translateMessage } from ${JSON.stringify(join(I18N, 'translator.ts'))};`,
      'export const words = (locale, key, params, count) => {',
      '  setActiveLocale(locale);',
      '  return translateMessage(key, params, count === undefined ? {} : { count });',
      '};',
    ].join('\n'),
  );
  const outDir = join(temp.path(), 'out');
  await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [cataloguesAsData()],
    ssr: { noExternal: true },
    build: {
      outDir,
      ssr: entry,
      // As electron-vite's main build does: the files the build emits (each language's catalogue) are written too.
      ssrEmitAssets: true,
      minify: false,
      rolldownOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  });
  const files = await readdir(outDir, { recursive: true });
  const code = (
    await Promise.all(files.filter((file) => file.endsWith('.cjs')).map((file) => readFile(join(outDir, file), 'utf8')))
  ).join('\n');
  const catalogues = files.filter((file) => /catalogue-[a-z]+-[\w-]+\.json$/.test(file));
  return { words: (createRequire(__filename)(join(outDir, 'entry.cjs')) as { words: Words }).words, code, catalogues };
}

describe('the main-process build’s catalogues', { timeout: 60_000 }, () => {
  it('word messages in every language as the source does, with params and plural forms, read from a JSON file per language', async () => {
    const { words, code, catalogues } = await builtTranslator();
    const asked: [UiMessageKey, MessageParams, number | undefined][] = [
      ['dialogs.jobs.checking', { urls: '1,234' }, 1234],
      ['dialogs.jobs.checking', { urls: '1' }, 1],
      ['dialogs.jobs.opening', {}, 3],
      ['dialogs.jobs.importing', {}, 1],
    ];
    try {
      for (const locale of ['en', 'nl'] as const)
        for (const [key, params, count] of asked) {
          setActiveLocale(locale);
          const source = translateMessage(key, params, count === undefined ? {} : { count });
          expect(source).not.toBe(key);
          expect(words(locale, key, params, count), `${locale} ${key}`).toBe(source);
        }
    } finally {
      setActiveLocale('en');
    }
    // The messages are in the files beside the code, not in the code each thread loads.
    expect(catalogues).toHaveLength(2);
    expect(code).not.toContain(JSON.stringify(translateMessage('dialogs.jobs.opening', {}, { count: 3 })));
    for (const file of catalogues) expect(code).toContain(basename(file));
  });
});

describe('the build’s process, once the catalogues are read', { timeout: 60_000 }, () => {
  it('loads through Node’s own hooks again: tsx’s are let go of', async () => {
    // tsx's require hooks replace these two while they are registered (tsImport leaves them so).
    const loader = Module as unknown as { _resolveFilename: unknown; _extensions: Record<string, unknown> };
    const before = { resolve: loader._resolveFilename, js: loader._extensions['.js'] };
    await builtTranslator();
    expect({ resolve: loader._resolveFilename, js: loader._extensions['.js'] }).toEqual(before);
  });
});
