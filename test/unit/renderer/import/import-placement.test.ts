import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../../renderer/src/i18n';
import { addedSentence, mergedSentence } from '../../../../renderer/src/import/import-placement';
import type { ColumnarTable } from '../../../../shared/columnar/columnar-table';
import type { MergePlan } from '../../../../shared/merge-rows';

/** Only what the sentences read: a table's name and its row count. */
const table = (name: string, rowCount: number) => ({ name, rows: { rowCount } }) as unknown as ColumnarTable;
const plan = (added: number, updated: number, unchanged: number, kept: number) =>
  ({
    added: { rowCount: added },
    at: Array.from({ length: updated }, (_, i) => i),
    unchanged,
    kept,
  }) as unknown as MergePlan;

describe('the status bar after an import', () => {
  afterEach(() => {
    i18n.global.locale.value = 'en';
  });

  it('counts with plural forms and grouped numbers, in English', () => {
    expect(addedSentence([table('pages', 1)])).toBe('Added the table "pages" with 1 URL.');
    expect(addedSentence([table('pages', 1200), table('posts', 34)])).toBe('Added 2 tables with 1,234 URLs.');
    expect(mergedSentence('pages', plan(1, 2, 3, 0), 'update')).toBe(
      'Merged into "pages": 1 URL added, 2 updated, 3 already up to date.',
    );
  });

  it('says the same in Dutch', () => {
    i18n.global.locale.value = 'nl';
    expect(addedSentence([table('pages', 1)])).toBe('Tabel "pages" toegevoegd met 1 URL.');
    expect(addedSentence([table('pages', 1200), table('posts', 34)])).toBe("2 tabellen toegevoegd met 1.234 URL's.");
    expect(mergedSentence('pages', plan(2, 0, 0, 4), 'keep')).toBe(
      'Samengevoegd in "pages": 2 URL\'s toegevoegd, 4 stonden al in de tabel en bleven zoals ze waren.',
    );
    expect(mergedSentence('pages', plan(0, 0, 0, 1), 'keep')).toBe(
      'Samengevoegd in "pages": 0 URL\'s toegevoegd, 1 stond al in de tabel en bleef zoals hij was.',
    );
  });
});
