import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { OfferedProject, OpenProject } from '../../../../shared/project-file';
import { receiveProject, rowsOffered, uploadProject } from '../../../../shared/transfer/project-transfer';
import { fullRow } from '../../../support/full-row';
import { memoryOffer, memoryUploads } from '../../../support/memory-transfers';

const columns = (count: number, from = 0) =>
  UrlColumns.fromRows(Array.from({ length: count }, (_, i) => fullRow(from + i)));
const project = (): OpenProject => ({
  name: 'shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [
    { id: 'a', name: 'pages', source: null, rows: columns(3) },
    { id: 'b', name: 'posts', source: null, rows: columns(2, 3) },
  ],
});

describe('a project crossing to main and back', () => {
  it('uploads every table from its columns, with progress over all of them', async () => {
    const { api, uploads } = memoryUploads({ maxRows: 2, maxBytes: 2 ** 20 });
    const sent: number[] = [];
    const uploaded = await uploadProject(project(), api, { onRows: (count) => sent.push(count) });
    expect(uploaded.tables).toEqual([
      { id: 'a', name: 'pages', source: null, upload: 'upload-1' },
      { id: 'b', name: 'posts', source: null, upload: 'upload-2' },
    ]);
    expect(sent).toEqual([2, 3, 5]);
    expect(uploads.get('upload-2')!.toRows()).toEqual(columns(2, 3).toRows());
  });

  it('drops the uploads already made when a later table fails', async () => {
    const { api, dropped } = memoryUploads({ maxRows: 2, maxBytes: 2 ** 20 }, (id) => id === 'upload-2');
    await expect(uploadProject(project(), api)).rejects.toThrow('slice 0 was refused');
    expect(dropped.sort()).toEqual(['upload-1', 'upload-2']);
  });

  it('receives every table into columns, with progress; a failure drops what was not taken', async () => {
    const a = memoryOffer(columns(3), 2, 'ta');
    const b = memoryOffer(columns(2, 3), 2, 'tb');
    const offered: OfferedProject = {
      ...project(),
      tables: [
        { id: 'a', name: 'pages', source: null, rows: a.ref },
        { id: 'b', name: 'posts', source: null, rows: b.ref },
      ],
    };
    expect(rowsOffered(offered)).toBe(5);
    const take = (request: { id: string; index: number }) => (request.id === 'ta' ? a.take(request) : b.take(request));
    const counts: number[] = [];
    const dropped: string[][] = [];
    const drop = async (ids: string[]) => dropped.push(ids);
    const received = await receiveProject(offered, take, drop, { onRows: (count) => counts.push(count) });
    expect(received.tables.map((table) => table.rows.toRows())).toEqual([columns(3).toRows(), columns(2, 3).toRows()]);
    expect(counts).toEqual([2, 3, 5]);
    expect(dropped).toEqual([]);

    const failing = (request: { id: string; index: number }) =>
      request.id === 'tb' ? Promise.reject(new Error('transfer gone')) : a.take(request);
    await expect(receiveProject(offered, failing, drop)).rejects.toThrow('transfer gone');
    expect(dropped).toEqual([['tb']]);
  });
});
