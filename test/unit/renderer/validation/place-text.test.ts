import { afterEach, describe, expect, it } from 'vitest';
import { formatPlace } from '../../../../shared/problems';
import { i18n } from '../../../../renderer/src/i18n';
import { placeText } from '../../../../renderer/src/validation/place-text';

afterEach(() => {
  i18n.global.locale.value = 'en';
});

describe('placeText', () => {
  it('reads as formatPlace in English', () => {
    for (const place of [{ file: 'a.xml', line: 3, column: 7 }, { table: 'blog', row: 12, field: 'loc' }, {}]) {
      expect(placeText(place)).toBe(formatPlace(place));
    }
  });

  it('names the table and row in Dutch, the row number grouped as Dutch groups it', () => {
    i18n.global.locale.value = 'nl';
    expect(placeText({ table: 'blog', row: 12345, field: 'lastmod' })).toBe('tabel blog, rij 12.345, lastmod');
  });
});
