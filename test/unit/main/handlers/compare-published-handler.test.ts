import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { readPublished } from '../../../../electron/engine/site-check/published-set';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { PUBLISHED_DIFF_PAGE, type PublishedDiffEntry } from '../../../../shared/ipc-contract';
import { sendRows } from '../../../../shared/transfer/send-rows';
import { TRANSFER_GONE } from '../../../../shared/transfer/transfer-types';
import { emptyRow } from '../../../../shared/url-table';
import { useFixtureSite } from '../../../support/fixture-checks';
import { quietHandlerDeps } from '../../../support/handler-deps';

describe('comparePublished', () => {
  const fixture = useFixtureSite({ pages: 500, crawlDelaySeconds: 0 });

  it('compares a table with the live sitemap and pages through added, removed and changed', async () => {
    const site = fixture.site();
    const url = site.url('/sitemap.xml');
    const published = await readPublished(url);
    const live = published.files.flatMap((file) =>
      Array.from({ length: file.rows.rowCount }, (_, i) => file.rows.rowAt(i)),
    );
    expect(live.length).toBeGreaterThan(PUBLISHED_DIFF_PAGE);
    // The table: the first row edited, the last one gone, one new.
    const rows = live.slice(0, -1);
    rows[0] = { ...rows[0]!, lastmod: '2031-02-03', priority: '0.9' };
    rows.push(emptyRow(site.url('/brand-new')));
    const handlers = createHandlers(quietHandlerDeps());
    const upload = await sendRows(UrlColumns.fromRows(rows), handlers);

    const answer = await handlers.comparePublished({ upload, url, jobId: 'compare-1' });
    expect(answer).toMatchObject({
      jobId: 'compare-1',
      counts: { added: 1, removed: 1, changed: 1, unchanged: live.length - 2 },
      files: [url],
      cancelled: false,
    });
    expect(await handlers.takePublishedDiff({ id: answer.id, part: 'added', offset: 0 })).toEqual([
      { loc: site.url('/brand-new'), row: rows.length - 1 },
    ]);
    expect(await handlers.takePublishedDiff({ id: answer.id, part: 'removed', offset: 0 })).toEqual([
      { loc: live.at(-1)!.loc, published: { file: 0, row: live.length - 1 } },
    ]);
    const [changed] = (await handlers.takePublishedDiff({ id: answer.id, part: 'changed', offset: 0 })) as Extract<
      PublishedDiffEntry,
      { changes: unknown }
    >[];
    expect(changed).toMatchObject({ loc: live[0]!.loc, row: 0, published: { file: 0, row: 0 } });
    expect(changed!.changes).toContainEqual({ field: 'lastmod', published: live[0]!.lastmod, table: '2031-02-03' });
    expect(changed!.changes).toContainEqual({ field: 'priority', published: live[0]!.priority, table: '0.9' });
    await expect(handlers.takePublishedDiff({ id: 'nothing', part: 'added', offset: 0 })).rejects.toMatchObject({
      code: TRANSFER_GONE,
    });
  });

  it('answers a long part a bounded page at a time', async () => {
    const site = fixture.site();
    const url = site.url('/sitemap.xml');
    const handlers = createHandlers(quietHandlerDeps());
    // An empty table: everything published is removed.
    const upload = await sendRows(new UrlColumns(), handlers);
    const answer = await handlers.comparePublished({ upload, url });
    const total = answer.counts.removed;
    expect(total).toBeGreaterThan(PUBLISHED_DIFF_PAGE);
    const seen: PublishedDiffEntry[] = [];
    for (let offset = 0; offset < total; offset += PUBLISHED_DIFF_PAGE) {
      const page = await handlers.takePublishedDiff({ id: answer.id, part: 'removed', offset });
      expect(page.length).toBeLessThanOrEqual(PUBLISHED_DIFF_PAGE);
      seen.push(...page);
    }
    expect(seen).toHaveLength(total);
    expect(await handlers.takePublishedDiff({ id: answer.id, part: 'removed', offset: total })).toEqual([]);
  });

  it('refuses an address that is not on the web, and drops the upload', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    const upload = await sendRows(new UrlColumns(), handlers);
    await expect(handlers.comparePublished({ upload, url: '/etc/sitemap.xml' })).rejects.toThrow(/not a web address/);
    await expect(handlers.takeSlice({ id: upload, index: 0 })).rejects.toMatchObject({ code: TRANSFER_GONE });
  });
});
