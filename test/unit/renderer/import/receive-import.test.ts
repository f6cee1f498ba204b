import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import type { ImportedSources } from '../../../../shared/ipc-contract';
import type { TakeSlice } from '../../../../shared/transfer/receive-rows';
import { emptyRow } from '../../../../shared/url-table';
import { FileNotReceived, receiveImport } from '../../../../renderer/src/import/receive-import';

/** `files` sitemaps of `rows` URLs each, as main offers them: one slice a file. */
function offered(files: number, rows: number) {
  const tables = Array.from({ length: files }, (_, file) =>
    UrlColumns.fromRows(Array.from({ length: rows }, (_, row) => emptyRow(`https://example.com/${file}/${row}`))),
  );
  const summary = (file: number) => ({ name: `s${file}.xml`, location: `/s/s${file}.xml` });
  const answer = {
    files: tables.map((table, file) => ({
      summary: summary(file),
      sitemaps: [],
      robotsText: null,
      rows: { id: `t${file}`, slices: 1, rows: table.rowCount },
    })),
    unread: [],
    problems: [],
    cancelled: false,
    jobId: 'job',
  } as unknown as ImportedSources;
  return { answer, tables };
}

describe('receiveImport', () => {
  // The UI probe: a folder of 5,000 small sitemaps took 56 s, each file's rows pulled after the last's.
  it('pulls a few files at once, keeps the files in order and counts every row once', async () => {
    const { answer, tables } = offered(20, 3);
    let pulling = 0;
    let most = 0;
    const take: TakeSlice = async ({ id }) => {
      most = Math.max(most, ++pulling);
      await new Promise((resolve) => setTimeout(resolve, 5));
      pulling -= 1;
      const table = tables[Number(id.slice(1))]!;
      return sliceToTransfer(table, 0, table.rowCount);
    };
    const heard: number[] = [];
    const received = await receiveImport(answer, take, { onRows: (rows) => void heard.push(rows) });
    expect(most).toBe(8);
    expect(received.files.map((file) => file.rows.get(0, 'loc'))).toEqual(tables.map((table) => table.get(0, 'loc')));
    expect(heard.at(-1)).toBe(60);
  });

  it('names the file whose rows did not arrive, and stops pulling the others', async () => {
    const { answer, tables } = offered(30, 1);
    const asked: string[] = [];
    const take: TakeSlice = async ({ id }) => {
      asked.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (id === 't3') throw new Error('the transfer is gone');
      return sliceToTransfer(tables[Number(id.slice(1))]!, 0, 1);
    };
    const failure = await receiveImport(answer, take).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(FileNotReceived);
    expect((failure as FileNotReceived).file).toBe('s3.xml');
    expect(asked.length).toBeLessThan(30);
  });
});
