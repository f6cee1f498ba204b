import { afterEach, describe, expect, it, vi } from 'vitest';
import { columnsFromSlices, columnsToSlices } from '../../../../electron/engine/import/columnar-rows';
import { columnsFacts } from '../../../../electron/engine/import/columns-facts';
import type { SparsePack } from '../../../../shared/columnar/sparse-pack';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { SLICE_MAX_ROWS, sliceRanges, sliceToShare } from '../../../../shared/columnar/transfer-slice';
import { emptyRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';

const table = (rows: number): UrlColumns =>
  UrlColumns.fromRows(Array.from({ length: rows }, (_, n) => emptyRow(`https://example.com/p/${n}`)));

// What a parse worker sends of a file and the main thread takes back (the same process here).
describe('a file’s columns sent from a parse worker and taken back', () => {
  it('of one slice: its loc bytes taken where they lie, in the shared memory the worker wrote them in', () => {
    const sent = table(2_000);
    const { slices } = columnsToSlices(sent);
    expect(slices).toHaveLength(1);
    const taken = columnsFromSlices(slices);
    expect(taken.locs.storedChunk(0).buffer).toBe(sent.locs.storedChunk(0).buffer);
    expect(taken.locs.storedChunk(0).buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(taken.toRows()).toEqual(sent.toRows());
  });

  it('of more slices: copied into chunks of its own, every row as sent', () => {
    const sent = table(SLICE_MAX_ROWS + 7);
    const { slices } = columnsToSlices(sent);
    expect(slices).toHaveLength(2);
    const taken = columnsFromSlices(slices);
    expect(taken.locs.storedChunk(0).buffer).not.toBe(sent.locs.storedChunk(0).buffer);
    expect(taken.rowCount).toBe(SLICE_MAX_ROWS + 7);
    expect(taken.toRows()).toEqual(sent.toRows());
  });
});

/** Whether two packs hold the same bytes (compared as bytes: a deep compare of megabytes of typed arrays takes gigabytes). */
const samePack = (a: SparsePack, b: SparsePack): boolean =>
  (['rows', 'bytes', 'ends'] as const).every((key) =>
    Buffer.from(a[key].buffer, a[key].byteOffset, a[key].byteLength).equals(
      Buffer.from(b[key].buffer, b[key].byteOffset, b[key].byteLength),
    ),
  ) && a.rows.length > 0;

describe('a file’s extensions sent from a parse worker and passed on', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Every other row with images, videos, alternates and news (fullRow), some with images only; over two slices. */
  const extended = (): UrlColumns =>
    UrlColumns.fromRows(
      Array.from({ length: SLICE_MAX_ROWS + 500 }, (_, n) =>
        n % 2 === 0 ? emptyRow(`https://example.com/p/${n}`) : n % 5 === 0 ? fullRow(n) : imageRow(n),
      ),
    );
  const imageRow = (n: number) => ({
    ...emptyRow(`https://example.com/i/${n}`),
    images: [
      {
        loc: `https://example.com/i/${n}.jpg`,
        caption: 'café',
        title: null,
        geo_location: null,
        license: null,
        extra: [],
      },
    ],
  });

  it('hands them on as the same bytes, sliced anywhere, measured without decoding them; read, they are the rows sent', () => {
    const sent = extended();
    const taken = columnsFromSlices(columnsToSlices(sent).slices);
    const parse = vi.spyOn(JSON, 'parse');
    // Measured as the bytes they are (the decoded rows' bound counts 6 bytes a character): slices as large as the limits let.
    const ranges = [...sliceRanges(taken)];
    expect(ranges).toEqual([
      [0, SLICE_MAX_ROWS],
      [SLICE_MAX_ROWS, SLICE_MAX_ROWS + 500],
    ]);
    expect(ranges.length).toBeLessThan([...sliceRanges(sent)].length);
    for (const [start, end] of [
      [0, 40_000],
      [39_999, SLICE_MAX_ROWS + 3],
      [SLICE_MAX_ROWS + 3, SLICE_MAX_ROWS + 500],
    ] as const)
      expect(samePack(sliceToShare(taken, start, end).extensions, sliceToShare(sent, start, end).extensions)).toBe(
        true,
      );
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
    expect(taken.toRows()).toEqual(sent.toRows());
  });

  it('tells what they hold (the sitemap’s kind, whether a row lists alternates) where they are read', () => {
    const images = UrlColumns.fromRows([emptyRow('https://example.com/'), imageRow(1)]);
    expect(columnsFacts(images)).toEqual({ kind: 'image', alternates: false });
    expect(columnsFacts(UrlColumns.fromRows([emptyRow('https://example.com/')]))).toEqual({
      kind: 'page',
      alternates: false,
    });
    expect(columnsFacts(extended())).toEqual({ kind: 'news', alternates: true });
  });
});
