import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cataloguesModule } from '../../../scripts/catalogues-as-data';
import { CATALOGUES } from '../../../shared/i18n/catalogues';
import { useTempDir } from '../../support/use-temp-dir';

const temp = useTempDir();

/** The module's code, written to a file and loaded as Node loads any module. */
async function loaded(code: string): Promise<{ CATALOGUES: Record<string, unknown> }> {
  const file = join(temp.path(), `catalogues-${Math.random().toString(36).slice(2)}.mjs`);
  await writeFile(file, code);
  return (await import(pathToFileURL(file).href)) as { CATALOGUES: Record<string, unknown> };
}

describe('the catalogues as data, for the main-process build', () => {
  it('reads as the very trees of the source, language by language, each made once', async () => {
    const made = (await loaded(cataloguesModule(CATALOGUES))).CATALOGUES;
    expect(Object.keys(made)).toEqual(Object.keys(CATALOGUES));
    for (const locale of Object.keys(CATALOGUES)) {
      expect(made[locale]).toEqual(CATALOGUES[locale as keyof typeof CATALOGUES]);
      expect(made[locale]).toBe(made[locale]);
    }
  });

  it('holds each language as JSON text, not as code that builds it', () => {
    const code = cataloguesModule({ en: { greeting: 'Hello {name}' }, nl: { greeting: 'Hallo {name}' } });
    expect(code).toContain(JSON.stringify(JSON.stringify({ greeting: 'Hello {name}' })));
    expect(code).not.toMatch(/greeting:/);
  });

  it('keeps every kind of plain data as it is: nested trees, lists, numbers, true, false and null', async () => {
    const tree = { a: { b: ['x', 1, 2.5, -0.25, true, false, null], c: 'it’s “quoted” \\ and\nnew' } };
    expect((await loaded(cataloguesModule({ en: tree }))).CATALOGUES['en']).toEqual(tree);
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
      expect(() => cataloguesModule({ en: tree }), place).toThrow(
        `The catalogues hold a value that is not plain data, at ${place}`,
      );
  });
});
