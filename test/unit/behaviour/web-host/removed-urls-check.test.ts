import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sliceToTransfer } from '../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { BAD_REQUEST } from '../../../../shared/ipc-request-shapes';
import type { HeldLastExport } from '../../../../shared/last-export/held-last-export';
import type { RemovedUrlsCheck } from '../../../../shared/last-export/removed-urls-check';
import type { UploadTicket } from '../../../../shared/transfer/transfer-types';
import { emptyRow } from '../../../../shared/url-table';
import { serveForTest } from '../../../support/serve-for-test';
import { useWebHost } from '../../../support/web-host-ipc';

const { root, call, value } = useWebHost();

/** A table uploaded over HTTP as the page uploads it. */
async function uploaded(locs: string[]): Promise<Array<{ id: string; name: string; upload: string }>> {
  const ticket = await value<UploadTicket>('openUpload', { rows: locs.length });
  const slice = sliceToTransfer(UrlColumns.fromRows(locs.map((loc) => emptyRow(loc))), 0, locs.length);
  await value('putSlice', { id: ticket.id, index: 0, slice });
  return [{ id: 't', name: 'pages', upload: ticket.id }];
}

describe('checkRemovedUrls over the web host', () => {
  it('checks the URLs the last export wrote and this one would not, and refuses a request of the wrong shape', async () => {
    const site = await serveForTest({
      '/robots.txt': { status: 200, body: 'User-agent: *\nAllow: /\n' },
      '/old': { status: 200, headers: { 'content-type': 'text/html' }, body: '<title>Old</title>' },
      '/moved': { status: 308, headers: { location: '/' } },
      '/': { status: 200, headers: { 'content-type': 'text/html' }, body: '<title>Home</title>' },
    });
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: `${site.origin}/`, outputFolder: join(root(), 'site') };
    const locs = ['/', '/old', '/moved'].map((path) => `${site.origin}${path}`);
    const request = { projectId: 'p', settings, robotsTxt: null };
    const outcome = await value<{ ok: boolean; lastExport: HeldLastExport }>('exportProject', {
      ...request,
      tables: await uploaded(locs),
    });
    expect(outcome).toMatchObject({ ok: true, lastExport: { urls: 3 } });

    const wrong = await call('checkRemovedUrls', { ...request, tables: await uploaded(locs.slice(0, 1)), check: {} });
    expect(wrong).toMatchObject({
      ok: false,
      error: { code: BAD_REQUEST, message: expect.stringContaining('lastExport: expected text, found nothing') },
    });

    const found = await value<RemovedUrlsCheck>('checkRemovedUrls', {
      ...request,
      tables: await uploaded(locs.slice(0, 1)),
      lastExport: outcome.lastExport.memory,
      check: { ratePerSecond: 0 },
    });
    expect(found).toMatchObject({ checked: 2, gone: 1, notGoneCount: 1, notGone: [{ url: locs[1], status: 200 }] });
  });
});
