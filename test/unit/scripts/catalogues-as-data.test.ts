import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueTexts, cataloguesModule } from '../../../scripts/catalogues-as-data';
import { CATALOGUES } from '../../../shared/i18n/catalogues';
import { useTempDir } from '../../support/use-temp-dir';

const temp = useTempDir();

/** The module made for `catalogues`, each language's text written to a file, loaded as Node loads any module. */
async function loaded(catalogues: Readonly<Record<string, unknown>>): Promise<{ CATALOGUES: Record<string, unknown> }> {
  const name = Math.random().toString(36).slice(2);
  const files: Record<string, string> = {};
  for (const [locale, text] of Object.entries(catalogueTexts(catalogues))) {
    const file = join(temp.path(), `${name}-${locale}.json`);
    await writeFile(file, text);
    files[locale] = JSON.stringify(file);
  }
  const module = join(temp.path(), `catalogues-${name}.mjs`);
  await writeFile(module, cataloguesModule(files));
  return (await import(pathToFileURL(module).href)) as { CATALOGUES: Record<string, unknown> };
}

describe('the catalogues as data, for the main-process build', () => {
  it('reads as the very trees of the source, language by language, each made once', async () => {
    const made = (await loaded(CATALOGUES)).CATALOGUES;
    expect(Object.keys(made)).toEqual(Object.keys(CATALOGUES));
    for (const locale of Object.keys(CATALOGUES)) {
      expect(made[locale]).toEqual(CATALOGUES[locale as keyof typeof CATALOGUES]);
      expect(made[locale]).toBe(made[locale]);
    }
  });

  it('holds each language as JSON text of its own, read only when that language is first asked for', async () => {
    expect(catalogueTexts({ en: { greeting: 'Hello {name}' }, nl: { greeting: 'Hallo {name}' } })).toEqual({
      en: JSON.stringify({ greeting: 'Hello {name}' }),
      nl: JSON.stringify({ greeting: 'Hallo {name}' }),
    });
    const code = cataloguesModule({ en: JSON.stringify(join(temp.path(), 'not-yet.json')) });
    expect(code).not.toMatch(/greeting/);
    const module = join(temp.path(), 'lazy.mjs');
    await writeFile(module, code);
    const { CATALOGUES: lazy } = (await import(pathToFileURL(module).href)) as { CATALOGUES: Record<string, unknown> };
    // Loaded before its file is there: only the first ask reads it.
    await writeFile(join(temp.path(), 'not-yet.json'), JSON.stringify({ greeting: 'Hello' }));
    expect(lazy['en']).toEqual({ greeting: 'Hello' });
  });

  it('keeps every kind of plain data as it is: nested trees, lists, numbers, true, false and null', async () => {
    const tree = { a: { b: ['x', 1, 2.5, -0.25, true, false, null], c: 'it’s “quoted” \\ and\nnew' } };
    expect((await loaded({ en: tree })).CATALOGUES['en']).toEqual(tree);
  });

  it('refuses, naming the place, a value JSON would change or drop: the build fails rather than a message', () => {
    const refused: [unknown, string][] = [
      [{ a: { b: () => 'worded' } }, 'en.a.b: function'],
      [{ a: undefined }, 'en.a: undefined'],
      [{ a: [1, Number.NaN] }, 'en.a[1]: NaN'],
      [{ a: Number.POSITIVE_INFINITY }, 'en.a: Infinity'],
      [{ a: new Date(0) }, 'en.a: object'],
      [{ a: new Map() }, 'en.a: object'],
    ];
    for (const [tree, place] of refused)
      expect(() => catalogueTexts({ en: tree }), place).toThrow(
        `The catalogues hold a value that is not plain data, at ${place}`,
      );
  });
});
