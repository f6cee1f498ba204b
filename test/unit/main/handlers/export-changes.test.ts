import { describe, expect, it } from 'vitest';
import { changesSince, createPreviewChanges, rememberInTurns } from '../../../../electron/main/handlers/export-changes';
import { createRememberedExports } from '../../../../electron/main/transfers/remembered-exports';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import type { ExportRequest } from '../../../../shared/export-types';
import { rememberedExport } from '../../../../shared/last-export/written-rows';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';

const rows = (count: number, priority = '0.5'): UrlRow[] =>
  Array.from({ length: count }, (_, i) => ({ ...emptyRow(`https://example.com/${i}`), priority }));
const request = (tableRows: UrlRow[], settings = {}): ExportRequest => ({
  projectId: 'p',
  tables: [{ id: 't', name: 'pages', rows: tableRows }],
  settings: { ...DEFAULT_EXPORT_SETTINGS, leaveOutNonIndexable: false, ...settings },
  robotsTxt: null,
  notIndexable: [{ url: 'https://example.com/0', reason: 'noindex', status: 200 }],
});
const last = rememberedExport(
  [{ name: 'pages', rows: rows(12_000) }],
  { folder: '/srv/www', files: [], leftOut: [] },
  7,
);

describe('changes since the last export, in main', () => {
  it('reads many rows across turns of the event loop, leaves out what the settings leave out, and stops when aborted', async () => {
    const changes = await changesSince(last.urls, request(rows(12_000, '0.9'), { leaveOutNonIndexable: true }));
    expect(changes!.removed).toEqual(['https://example.com/0']);
    expect(changes!.changed).toHaveLength(11_999);
    const aborted = new AbortController();
    aborted.abort();
    expect(await changesSince(last.urls, request(rows(12_000)), aborted.signal)).toBeNull();
  });

  it('remembers what an export wrote across turns of the event loop, as the CLI remembers it', async () => {
    const report = { folder: '/srv/www', files: [{ name: 'sitemap.xml' }], leftOut: [{ table: 'pages', row: 2 }] };
    const tables = [{ name: 'pages', rows: rows(12_000) }];
    const remembered = await rememberInTurns(request(tables[0]!.rows), report, 9);
    expect(remembered).toEqual(rememberedExport(tables, report, 9));
    expect(remembered.urls).toHaveLength(11_999);
  });

  it('keeps the preview’s changes for the same memory, uploads and rows left out, and works them out again otherwise', async () => {
    const exports = createRememberedExports();
    const { memory } = exports.keep(last);
    const changesOf = createPreviewChanges(exports);
    const signal = new AbortController().signal;
    const first = await changesOf(request(rows(12_000, '0.9')), ['u1'], memory, signal);
    expect(first!.counts).toEqual({ added: 0, removed: 0, changed: 12_000 });
    // The same uploads hold the same rows: nothing is read again (these rows would count none changed).
    expect(await changesOf(request(rows(12_000)), ['u1'], memory, signal)).toBe(first);
    expect((await changesOf(request(rows(12_000)), ['u2'], memory, signal))!.counts.changed).toBe(0);
    const leavingOut = request(rows(12_000), { leaveOutNonIndexable: true });
    expect((await changesOf(leavingOut, ['u2'], memory, signal))!.counts.removed).toBe(1);
    expect(await changesOf(request(rows(1)), ['u2'], undefined, signal)).toBeNull();
  });
});
