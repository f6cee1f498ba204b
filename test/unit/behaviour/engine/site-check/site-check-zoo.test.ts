import { describe, expect, it } from 'vitest';
import { urlsFromArray } from '../../../../../electron/engine/site-check/check-job-intake';
import { startCrawl } from '../../../../../electron/engine/site-check/crawl-job';
import { comparePublished } from '../../../../../electron/engine/site-check/published-set';
import { startSiteCheck } from '../../../../../electron/engine/site-check/site-check';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { emptyRow } from '../../../../../shared/url-table';
import { writeHtmlSite } from '../../../../support/zoo/html-site';
import { REAL_SERVERS } from '../../../../support/zoo/real-servers';
import { useRealServer } from '../../../../support/zoo/use-real-server';

/** Politeness that would only slow a test down, off; robots.txt still obeyed. */
const QUICK = { ratePerSecond: 0, retryBaseMs: 10 } as const;

async function check(urls: readonly string[], host: string): Promise<PageCheck[]> {
  const results: PageCheck[] = [];
  const job = startSiteCheck({
    urls: urlsFromArray(urls),
    ownHosts: [host],
    settings: QUICK,
    onResult: (result) => results.push(result),
  });
  const summary = await job.done;
  expect(summary.robots).toEqual([expect.objectContaining({ status: 200, outcome: 'rules' })]);
  return results;
}

for (const kind of REAL_SERVERS) {
  describe(`the site check, crawl and compare against ${kind.name}`, () => {
    const served = useRealServer(kind, writeHtmlSite);
    const host = (): string => new URL(served().content.home).host;

    it('checks every page: 200, its head read', async () => {
      const site = served().content;
      const results = await check([site.home, ...site.pages], host());
      const byUrl = new Map(results.map((result) => [result.url, result]));
      for (const url of [site.home, ...site.pages]) {
        expect(byUrl.get(url), url).toMatchObject({ status: 200, failure: null, canonical: url, htmlLang: 'en' });
      }
    });

    it('crawls every linked page and keeps out of what robots.txt disallows', async () => {
      const site = served().content;
      const job = startCrawl({ home: site.home, settings: QUICK, page: { deadlineMs: 10_000 } });
      const summary = await job.done;
      expect(summary).toMatchObject({
        end: 'complete',
        pages: site.pages.length + 2,
        indexable: site.pages.length + 1,
      });
      const pages = new Map(job.pages().map((page) => [page.url, page]));
      for (const url of [site.home, ...site.pages]) {
        expect(pages.get(url), url).toMatchObject({ status: 200, notIndexable: null });
      }
      expect(pages.get(site.blocked)).toMatchObject({ status: null, notIndexable: 'blocked-by-robots' });
    });

    it('compares a table with the sitemap published, found through robots.txt', async () => {
      const site = served().content;
      const table = UrlColumns.fromRows([site.home, ...site.pages].map((url) => emptyRow(url)));
      const { diff, published } = await comparePublished(table, site.home);
      expect(published.problems.filter((item) => item.severity === 'error')).toEqual([]);
      expect(published.files.map((file) => file.location)).toEqual([site.sitemap]);
      expect(diff).toEqual({ added: [], removed: [], changed: [], unchanged: site.pages.length + 1 });
    });

    it('checks and crawls a page with megabytes of body after its head, and lives', async () => {
      const site = served().content;
      const [result] = await check([site.large], host());
      expect(result).toMatchObject({ status: 200, failure: null, canonical: site.large });
      const job = startCrawl({ home: site.large, settings: QUICK, limits: { maxPages: 1 } });
      await job.done;
      expect(job.pages()).toEqual([expect.objectContaining({ url: site.large, status: 200 })]);
    });
  });
}
