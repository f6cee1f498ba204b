import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { sendRows } from '../../../../shared/transfer/send-rows';
import { emptyRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';
import { memoryUploads } from '../../../support/memory-transfers';

const table = (count: number) => UrlColumns.fromRows(Array.from({ length: count }, (_, i) => fullRow(i)));

describe('sendRows', () => {
  it('uploads a columnar table in ordered slices within the ticket, every field arriving, with progress', async () => {
    const { api, uploads, puts } = memoryUploads({ maxRows: 2, maxBytes: 2 ** 20 });
    const rows = table(5);
    const sent: number[] = [];
    const id = await sendRows(rows, api, { onRows: (count) => sent.push(count) });
    expect(puts.map((put) => [put.index, put.rows])).toEqual([
      [0, 2],
      [1, 2],
      [2, 1],
    ]);
    expect(sent).toEqual([2, 4, 5]);
    expect(uploads.get(id)!.toRows()).toEqual(rows.toRows());
  });

  it('keeps each slice within the byte limit, a row longer than it going alone', async () => {
    const { api, puts } = memoryUploads({ maxRows: 100, maxBytes: 1_000 });
    const long = emptyRow(`https://example.com/${'x'.repeat(3_000)}`);
    const rows = UrlColumns.fromRows([emptyRow('https://example.com/a'), long, emptyRow('https://example.com/b')]);
    await sendRows(rows, api);
    expect(puts.map((put) => put.rows)).toEqual([1, 1, 1]);
  });

  it('opens an empty upload for a table with no rows', async () => {
    const { api, uploads, puts } = memoryUploads({ maxRows: 2, maxBytes: 2 ** 20 });
    const id = await sendRows(new UrlColumns(), api);
    expect(puts).toEqual([]);
    expect(uploads.get(id)!.rowCount).toBe(0);
  });

  it('stops between slices when its signal fires, and drops what it had sent', async () => {
    const stop = new AbortController();
    const { api, puts, dropped } = memoryUploads({ maxRows: 2, maxBytes: 2 ** 20 });
    const sending = sendRows(table(5), api, { signal: stop.signal, onRows: () => stop.abort(new Error('stopped')) });
    await expect(sending).rejects.toThrow('stopped');
    expect(puts).toHaveLength(1);
    expect(dropped).toEqual(['upload-1']);
  });

  it('opens nothing when stopped before it starts', async () => {
    const { api, uploads } = memoryUploads({ maxRows: 2, maxBytes: 2 ** 20 });
    await expect(sendRows(table(1), api, { signal: AbortSignal.abort(new Error('never')) })).rejects.toThrow('never');
    expect(uploads.size).toBe(0);
  });

  it('passes a refused slice on with main’s words, after dropping the upload', async () => {
    const { api, dropped } = memoryUploads({ maxRows: 2, maxBytes: 2 ** 20 }, (_id, index) => index === 1);
    await expect(sendRows(table(5), api)).rejects.toThrow('slice 1 was refused');
    expect(dropped).toEqual(['upload-1']);
  });
});
