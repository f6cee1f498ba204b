import { describe, expect, it } from 'vitest';
import { useCompareStore } from '../../../../renderer/src/crawl/compare-store';
import { newTableId, useProjectStore } from '../../../../renderer/src/project/project-store';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { PUBLISHED_DIFF_PAGE } from '../../../../shared/ipc-contract';
import { useFixtureSite } from '../../../support/fixture-checks';
import { rowsOf } from '../../../support/renderer/project-tables';
import { startStoresOnMain } from '../../../support/renderer/stores-on-main';

describe('compare store', () => {
  const fixture = useFixtureSite({ pages: 400, crawlDelaySeconds: 0 });

  it('compares the table on screen with its published sitemap and pages through each part', async () => {
    const fake = startStoresOnMain();
    const compare = useCompareStore();
    const project = useProjectStore();
    const site = fixture.site();
    const listed = site.cases.filter((entry) => entry.listed).map((entry) => site.url(entry.path));
    // A table imported from the live sitemap, then emptied but for one new URL.
    const source = {
      location: site.url('/sitemap.xml'),
      name: 'sitemap.xml',
      kind: 'urlset',
      gzip: false,
      bytes: null,
    } as const;
    const rows = UrlColumns.fromRows(rowsOf(site.url('/brand-new')));
    project.addImport({ tables: [{ id: newTableId(), name: 'site', source, rows }], robotsTxt: null, problems: [] });
    compare.open();
    expect(compare.url).toBe(site.url('/sitemap.xml'));
    await compare.start();

    expect(compare.stage).toBe('done');
    expect(compare.comparison!.counts).toMatchObject({ added: 1, removed: listed.length, changed: 0 });
    expect(compare.part).toBe('added');
    expect(compare.shown).toEqual([{ loc: site.url('/brand-new'), row: 0 }]);
    compare.part = 'removed';
    expect(compare.shown).toHaveLength(PUBLISHED_DIFF_PAGE);
    expect(compare.more).toBe(listed.length > PUBLISHED_DIFF_PAGE);
    await compare.loadMore();
    expect(compare.shown).toHaveLength(Math.min(listed.length, 2 * PUBLISHED_DIFF_PAGE));
    expect(fake.requestsTo('takePublishedDiff').every((request) => request.id === compare.comparison!.id)).toBe(true);
  });
});
