import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow, type AlternateLink } from '../../../../shared/url-table';
import { renamedAlternates } from '../../../../renderer/src/table/renamed-alternates';

const link = (hreflang: string, href: string): AlternateLink => ({ rel: 'alternate', hreflang, href });
const table = (id: string, rows: ReturnType<typeof emptyRow>[]) => ({
  id,
  name: id,
  source: null,
  rows: UrlColumns.fromRows(rows),
});

describe('renamedAlternates', () => {
  it('moves every link that names a renamed loc, in every table, and leaves the others and other rows alone', () => {
    const en = table('en', [
      { ...emptyRow('https://old/en'), alternates: [link('en', 'https://old/en'), link('nl', 'https://old/nl')] },
      emptyRow('https://old/plain'),
    ]);
    const nl = table('nl', [
      { ...emptyRow('https://old/nl'), alternates: [link('nl', 'https://old/nl'), link('en', 'https://old/en')] },
      { ...emptyRow('https://old/de'), alternates: [link('de', 'https://old/de')] },
    ]);
    const found = renamedAlternates(new Map([['https://old/en', 'https://new/en']]), [en, nl]);
    expect(found.map(({ place, after }) => [place, after.map((item) => item.href)])).toEqual([
      [{ table: 0, row: 0 }, ['https://new/en', 'https://old/nl']],
      [{ table: 1, row: 0 }, ['https://old/nl', 'https://new/en']],
    ]);
    expect(found[0]!.before.map((item) => item.href)).toEqual(['https://old/en', 'https://old/nl']);
    expect(renamedAlternates(new Map(), [en, nl])).toEqual([]);
  });
});
