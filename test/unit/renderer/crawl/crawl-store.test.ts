import { describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { useCrawlStore } from '../../../../renderer/src/crawl/crawl-store';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useFixtureSite } from '../../../support/fixture-checks';
import type { FixtureSite } from '../../../support/fixture-site';
import { addTable, locsOfRows, rowsOf } from '../../../support/renderer/project-tables';
import { startStoresOnMain } from '../../../support/renderer/stores-on-main';

// Each URL gets 5 s: at 1 s, a redirect chain or a linking page on a loaded machine timed out (2 of 3 runs beside CPU hogs),
// and the counts were off by it. Only the stalled and endless pages take it whole, all at once.
const QUICK = { ratePerSecond: 0, concurrency: 8, perHostConcurrency: 8, timeoutSeconds: 5 };

function stores() {
  const fake = startStoresOnMain();
  const crawl = useCrawlStore();
  fake.api.onCrawlPages((batch) => crawl.receive(batch));
  return { fake, crawl, project: useProjectStore(), history: useHistoryStore() };
}

const urlsOf = (site: FixtureSite, kind: 'unlisted' | 'orphan') =>
  site.ofKind(kind).map((entry) => site.url(entry.path));
const listedUrls = (site: FixtureSite) =>
  site.cases.filter((entry) => entry.listed).map((entry) => site.url(entry.path));

describe('crawl store', () => {
  const fixture = useFixtureSite({ pages: 80, crawlDelaySeconds: 0, slowMs: 50, retryAfterSeconds: 0 });

  it('crawls from the table’s home page, finds the unlisted pages and the orphans, and adds the pages as one undoable edit', async () => {
    const { fake, crawl, project, history } = stores();
    const site = fixture.site();
    const listed = listedUrls(site);
    const table = addTable('site', rowsOf(...listed));
    crawl.settings = { ...crawl.settings, ...QUICK };
    crawl.open();
    expect(crawl.home).toBe(`${site.origin}/`);
    await crawl.start();

    expect(crawl.stage).toBe('done');
    expect(fake.requestsTo('crawlSite')[0]).toMatchObject({
      home: `${site.origin}/`,
      settings: { allowOtherHosts: false, obeyRobots: true },
      timeoutMs: 5000,
    });
    expect(crawl.reached).toBe(crawl.summary!.pages);
    expect(crawl.gaps!.unlisted.map((page) => page.url).sort()).toEqual(urlsOf(site, 'unlisted').sort());
    expect(crawl.gaps!.orphans).toEqual(urlsOf(site, 'orphan'));

    crawl.addUnlisted();
    const rows = project.tableById(table.id)!.rows;
    expect(locsOfRows(rows).slice(listed.length).sort()).toEqual(urlsOf(site, 'unlisted').sort());
    expect(crawl.gaps!.unlisted).toEqual([]);
    expect(history.undo()).toBe(true);
    expect(locsOfRows(project.tableById(table.id)!.rows)).toEqual(listed);
    expect(crawl.gaps!.unlisted).toHaveLength(urlsOf(site, 'unlisted').length);
  });

  it("never adds a crawl's pages to another project opened since, and starts anew there", async () => {
    const { crawl, project } = stores();
    const site = fixture.site();
    addTable('site', rowsOf(...listedUrls(site)));
    crawl.settings = { ...crawl.settings, ...QUICK };
    crawl.open();
    await crawl.start();
    expect(crawl.gaps!.unlisted.length).toBeGreaterThan(0);

    project.newProject();
    const other = addTable('shop', rowsOf('https://shop.example/a'));
    // Let go at once, the panel open or not: Start would crawl the old site for this project.
    await nextTick();
    expect(crawl.summary).toBeNull();
    expect(crawl.gaps).toBeNull();
    crawl.addUnlisted();
    expect(locsOfRows(project.tableById(other.id)!.rows)).toEqual(['https://shop.example/a']);
    crawl.open();
    expect([crawl.summary, crawl.stage, crawl.reached, crawl.home]).toEqual([null, 'idle', 0, 'https://shop.example/']);
  });

  it('refuses a home page that is not a web address, and asks main nothing', async () => {
    const { fake, crawl } = stores();
    addTable('local', rowsOf('not a url'));
    crawl.open();
    expect(crawl.home).toBe('');
    await crawl.start();
    expect(crawl.stage).toBe('idle');
    expect(fake.requestsTo('crawlSite')).toEqual([]);
  });
});
