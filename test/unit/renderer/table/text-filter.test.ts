import { describe, expect, it } from 'vitest';
import { seededInts } from '../../../support/seeded-random';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';
import { rowsContaining } from '../../../../renderer/src/table/text-filter';

const PIECES = [
  'https://www.',
  'Example',
  '.com/',
  'SHOP',
  'shop',
  '/item-',
  'K',
  '\u212a',
  'İ',
  'é',
  '😀',
  '\ud800',
  '?Q=1',
  'kelvin',
  '',
];

describe('rowsContaining', () => {
  it('keeps exactly the rows whose lower-cased text contains the needle, over several blocks', () => {
    const next = seededInts(5);
    const locs = Array.from({ length: 70_000 }, () =>
      Array.from({ length: 1 + next(6) }, () => PIECES[next(PIECES.length)]).join(''),
    );
    const column = UrlColumns.fromRows(locs.map((loc) => emptyRow(loc))).locs;
    const all = Int32Array.from(locs.keys());
    const some = all.filter((i) => i % 3 !== 0);
    for (const needle of [
      'shop',
      'k',
      'i̇',
      'example.com/shop',
      'é',
      '😀',
      '?q=1',
      'kelvink',
      'x'.repeat(40),
      '\ud800',
    ]) {
      for (const rows of [all, some]) {
        const expected = [...rows].filter((i) => locs[i]!.toLowerCase().includes(needle));
        expect([...rowsContaining(column, rows, needle)], needle).toEqual(expected);
      }
    }
  });
});
