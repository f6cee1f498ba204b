import { describe, expect, it } from 'vitest';
import { byPastedHeader } from '../../../../../renderer/src/grid/clipboard/pasted-header';
import { pasteTarget, tileBlock } from '../../../../../renderer/src/grid/clipboard/tile';
import { GRID_COLUMNS } from '../../../../../renderer/src/table/columns';

const column = (key: string): number => GRID_COLUMNS.findIndex((one) => one.key === key);

// The UI probe: `loc⇥lastmod⇥priority` pasted from a sheet made "loc" a row, and put the priorities
// under changefreq (columns by place, not by name).
describe('a pasted block that starts with a header row', () => {
  it('puts each cell under the column its header names, from loc on the first row selected', () => {
    const block = [
      ['Priority', 'LOC', 'lastmod', 'Titel'],
      ['0.5', 'https://example.com/a', '2024-01-02', 'A'],
      ['0.8', 'https://example.com/b', '', 'B'],
    ];
    const pasted = byPastedHeader(block, { top: 4, bottom: 4, left: 2, right: 2 })!;
    expect(pasted.range).toEqual({ top: 4, bottom: 4, left: 0, right: 0 });
    const written: [number, string, string | null][] = [];
    tileBlock(pasted.block, pasteTarget(pasted.block, pasted.range), (v, field, value) =>
      written.push([v, field, value]),
    );
    expect(written).toEqual([
      [4, 'loc', 'https://example.com/a'],
      [4, 'lastmod', '2024-01-02'],
      [4, 'priority', '0.5'],
      [5, 'loc', 'https://example.com/b'],
      [5, 'lastmod', null],
      [5, 'priority', '0.8'],
    ]);
    expect(pasted.block[0]![column('changefreq')]).toBeUndefined();
    // Titel has no column: counted for the notice of columns unused (the review: it went unsaid).
    expect(pasted.dropped).toBe(1);
  });

  it('is no header without a loc, nor alone: data is pasted as it is', () => {
    expect(
      byPastedHeader(
        [
          ['lastmod', 'priority'],
          ['2024-01-02', '0.5'],
        ],
        { top: 0, bottom: 0, left: 1, right: 1 },
      ),
    ).toBeNull();
    expect(byPastedHeader([['loc']], { top: 0, bottom: 0, left: 0, right: 0 })).toBeNull();
    expect(
      byPastedHeader([['https://example.com/a', '2024-01-02']], { top: 0, bottom: 0, left: 0, right: 0 }),
    ).toBeNull();
  });
});
