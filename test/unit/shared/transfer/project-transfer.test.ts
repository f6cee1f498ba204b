import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { OfferedProject, OpenProject } from '../../../../shared/project-file';
import {
  countOffered,
  countToCross,
  receiveProject,
  uploadProject,
} from '../../../../shared/transfer/project-transfer';
import { fullRow } from '../../../support/full-row';
import { memoryCheckOffer, memoryCheckUploads } from '../../../support/memory-check-transfers';
import { memoryOffer, memoryUploads } from '../../../support/memory-transfers';
import { pageChecks } from '../../../support/page-checks';

const columns = (count: number, from = 0) =>
  UrlColumns.fromRows(Array.from({ length: count }, (_, i) => fullRow(from + i)));
const project = (): OpenProject => ({
  id: 'shop-id',
  name: 'shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [
    { id: 'a', name: 'pages', source: null, rows: columns(3) },
    { id: 'b', name: 'posts', source: null, rows: columns(2, 3) },
  ],
  siteChecks: pageChecks(5),
});

/** An upload API keeping rows and check results in memory, with these limits for both. */
function memoryApi(limits: { maxRows: number; maxBytes: number }, failPut?: (id: string, index: number) => boolean) {
  const rows = memoryUploads(limits, failPut);
  const checks = memoryCheckUploads(limits, failPut);
  return { api: { ...rows.api, ...checks.api }, rows, checks };
}

describe('a project crossing to main and back', () => {
  it('uploads every table from its columns, then its check results, with progress over all of them', async () => {
    const { api, rows, checks } = memoryApi({ maxRows: 2, maxBytes: 2 ** 20 });
    const sent: number[] = [];
    expect(countToCross(project())).toBe(10);
    const uploaded = await uploadProject(project(), api, { onRows: (count) => sent.push(count) });
    expect(uploaded.tables).toEqual([
      { id: 'a', name: 'pages', source: null, upload: 'upload-1' },
      { id: 'b', name: 'posts', source: null, upload: 'upload-2' },
    ]);
    expect(uploaded.siteChecks).toEqual({ upload: 'checks-1' });
    expect(sent).toEqual([2, 3, 5, 7, 9, 10]);
    expect(rows.uploads.get('upload-2')!.toRows()).toEqual(columns(2, 3).toRows());
    expect(checks.puts.map((put) => put.checks)).toEqual([2, 2, 1]);
    expect(checks.uploads.get('checks-1')).toEqual(pageChecks(5));
  });

  it('drops the uploads already made when a later table, or the check results, fail', async () => {
    const failingTable = memoryApi({ maxRows: 2, maxBytes: 2 ** 20 }, (id) => id === 'upload-2');
    await expect(uploadProject(project(), failingTable.api)).rejects.toThrow('slice 0 was refused');
    expect(failingTable.rows.dropped.sort()).toEqual(['upload-1', 'upload-2']);

    const failingChecks = memoryApi({ maxRows: 2, maxBytes: 2 ** 20 }, (id, index) => id === 'checks-1' && index === 1);
    await expect(uploadProject(project(), failingChecks.api)).rejects.toThrow('batch 1 was refused');
    expect(failingChecks.rows.dropped.sort()).toEqual(['checks-1', 'upload-1', 'upload-2']);
  });

  it('receives every table into columns and the check results, with progress; a failure drops what was not taken', async () => {
    const a = memoryOffer(columns(3), 2, 'ta');
    const b = memoryOffer(columns(2, 3), 2, 'tb');
    const checks = memoryCheckOffer(pageChecks(5), 2);
    const offered: OfferedProject = {
      ...project(),
      tables: [
        { id: 'a', name: 'pages', source: null, rows: a.ref },
        { id: 'b', name: 'posts', source: null, rows: b.ref },
      ],
      siteChecks: checks.ref,
    };
    expect(countOffered(offered)).toBe(10);
    const takeSlice = (request: { id: string; index: number }) =>
      request.id === 'ta' ? a.take(request) : b.take(request);
    const counts: number[] = [];
    const dropped: string[][] = [];
    const dropTransfers = async ({ ids }: { ids: string[] }) => dropped.push(ids);
    const api = { takeSlice, takeChecks: checks.take, dropTransfers };
    const received = await receiveProject(offered, api, { onRows: (count) => counts.push(count) });
    expect(received.tables.map((table) => table.rows.toRows())).toEqual([columns(3).toRows(), columns(2, 3).toRows()]);
    expect(received.siteChecks).toEqual(pageChecks(5));
    expect(counts).toEqual([2, 3, 5, 7, 9, 10]);
    expect(dropped).toEqual([]);

    const failing = (request: { id: string; index: number }) =>
      request.id === 'tb' ? Promise.reject(new Error('transfer gone')) : a.take(request);
    await expect(receiveProject(offered, { ...api, takeSlice: failing })).rejects.toThrow('transfer gone');
    expect(dropped).toEqual([['tb', 'offered-checks']]);
  });

  it('refuses check results that do not add up to what was offered', async () => {
    const checks = memoryCheckOffer(pageChecks(3), 2);
    const offered: OfferedProject = { ...project(), tables: [], siteChecks: { ...checks.ref, rows: 4 } };
    const api = {
      takeSlice: () => Promise.reject(new Error('no rows')),
      takeChecks: checks.take,
      dropTransfers: async () => 0,
    };
    await expect(receiveProject(offered, api)).rejects.toThrow('3 of 4 check results arrived.');
  });
});
