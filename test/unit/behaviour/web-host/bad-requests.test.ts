import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { BAD_REQUEST } from '../../../../shared/ipc-request-shapes';
import type { IpcResult } from '../../../../shared/ipc-result';
import { DEFAULT_PREFERENCES } from '../../../../shared/preferences';
import type { UploadTicket } from '../../../../shared/transfer/transfer-types';
import { emptyRow } from '../../../../shared/url-table';
import { refusals } from '../../../support/wrong-requests';
import { useWebHost } from '../../../support/web-host-ipc';

const { root, call, value } = useWebHost();

const rows = [emptyRow('https://example.com/a')];
const slice = () => sliceToTransfer(UrlColumns.fromRows(rows), 0, rows.length);
const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/' };

describe('the web host, sent a request of the wrong shape', () => {
  it.each(refusals)('answers $name with an error naming the field', async ({ name, request, says }) => {
    const answer = await call(name, request);
    expect(answer).toMatchObject({ ok: false, error: { name: 'IpcRequestError', code: BAD_REQUEST } });
    const { message } = (answer as Extract<IpcResult<unknown>, { ok: false }>).error;
    expect(message.startsWith(`${name}: `)).toBe(true);
    expect(message).toContain(says);
  });

  it('writes no project and keeps the uploads of a save whose settings are wrong', async () => {
    const path = join(root(), 'shop.sitemapstudio');
    await writeFile(path, 'the project as it was');
    const rowsUpload = await value<UploadTicket>('openUpload', { rows: 1 });
    await value('putSlice', { id: rowsUpload.id, index: 0, slice: slice() });
    const checksUpload = await value<UploadTicket>('openChecksUpload', { checks: 0 });
    const project = {
      id: 'shop-id',
      name: 'Shop',
      tables: [{ id: 't1', name: 'Pages', source: null, upload: rowsUpload.id }],
      robotsTxt: null,
      exportSettings: { ...settings, outputFolder: root(), gzip: 'yes' },
      siteChecks: { upload: checksUpload.id },
    };
    const answer = await call('saveProject', { path, project });
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: BAD_REQUEST,
        message: 'saveProject: project.exportSettings.gzip: expected true or false, found the text "yes"',
      },
    });
    expect(await readFile(path, 'utf8')).toBe('the project as it was');
    expect((await readdir(root())).filter((name) => name.startsWith('shop'))).toEqual(['shop.sitemapstudio']);
    // A save that runs drops its uploads however it ends; one refused never ran.
    expect(await value('dropTransfers', { ids: [rowsUpload.id, checksUpload.id] })).toEqual({ dropped: 2 });
  });

  it('exports nothing when a setting is of the wrong type', async () => {
    const out = join(root(), 'export');
    const upload = await value<UploadTicket>('openUpload', { rows: 1 });
    await value('putSlice', { id: upload.id, index: 0, slice: slice() });
    const answer = await call('exportProject', {
      projectId: 'p1',
      tables: [{ id: 't1', name: 'Pages', upload: upload.id }],
      settings: { ...settings, outputFolder: out, maxBytes: '10 MB' },
      robotsTxt: null,
    });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: BAD_REQUEST, message: expect.stringContaining('settings.maxBytes') },
    });
    await expect(readdir(out)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await value('dropTransfers', { ids: [upload.id] })).toEqual({ dropped: 1 });
  });

  it('keeps an upload whose slice is of the wrong shape, still waiting for that slice', async () => {
    const upload = await value<UploadTicket>('openUpload', { rows: 1 });
    const bad = { ...slice(), rowCount: -1 };
    expect(await call('putSlice', { id: upload.id, index: 0, slice: bad })).toMatchObject({
      ok: false,
      error: { code: BAD_REQUEST, message: expect.stringContaining('slice.rowCount: expected a whole number from 0') },
    });
    expect(await value('putSlice', { id: upload.id, index: 0, slice: slice() })).toEqual({ rows: 1 });
    expect(await value('dropTransfers', { ids: [upload.id] })).toEqual({ dropped: 1 });
  });

  it('keeps the preferences as they were when one setting is wrong', async () => {
    const answer = await call('writePreferences', { ...DEFAULT_PREFERENCES, theme: 'dark', language: 'klingon' });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: BAD_REQUEST, message: expect.stringContaining('language') },
    });
    expect(await value('readPreferences', undefined)).toMatchObject({ preferences: { theme: 'system' } });
    await expect(readFile(join(root(), 'preferences.json'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
