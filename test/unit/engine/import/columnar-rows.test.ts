import { describe, expect, it } from 'vitest';
import { columnsFromSlices, columnsToSlices } from '../../../../electron/engine/import/columnar-rows';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { SLICE_MAX_ROWS } from '../../../../shared/columnar/transfer-slice';
import { emptyRow } from '../../../../shared/url-table';

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
