import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { useCheckStore } from '../../../../renderer/src/check/check-store';
import { useProjectFilesStore } from '../../../../renderer/src/files/project-files-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { lastmodFindings } from '../../../../shared/site-check/lastmod-findings';
import { emptyRow } from '../../../../shared/url-table';
import { CONTENT_SITE_LASTMOD, startContentSite, type ContentSite } from '../../../support/content-site';
import { addTable } from '../../../support/renderer/project-tables';
import { useStoresInTempDir } from '../../../support/renderer/stores-in-temp-dir';

const QUICK = { ratePerSecond: 0, concurrency: 8, perHostConcurrency: 8, timeoutSeconds: 5 };

async function contentSite(): Promise<ContentSite> {
  const site = await startContentSite();
  onTestFinished(() => site.close());
  return site;
}

const pagesOf = (site: ContentSite): string[] =>
  [...site.paths.real, ...site.paths.noise, ...site.paths.unstable].map(site.url);
/** Requests for pages (robots.txt left out) since `from`. */
const pageRequests = (site: ContentSite, from = 0): string[] =>
  site
    .requests()
    .slice(from)
    .filter((path) => path !== '/robots.txt');

describe('a content check in the app', () => {
  const temp = useStoresInTempDir();

  /** Stores on main's own handlers, main's results routed to the check store, checking whole pages quickly. */
  function stores() {
    const fake = temp.startStores();
    const check = useCheckStore();
    fake.api.onSiteCheckResults((batch) => check.receive(batch));
    check.settings = { ...check.settings, ...QUICK };
    check.readContent = true;
    return { fake, check, project: useProjectStore() };
  }

  /** The content site's pages in a table of the open project, each with the sitemap's lastmod. */
  async function siteInTable() {
    const site = await contentSite();
    const locs = pagesOf(site);
    const opened = stores();
    addTable(
      'boots',
      locs.map((loc) => ({ ...emptyRow(loc), lastmod: CONTENT_SITE_LASTMOD })),
    );
    return { site, locs, ...opened };
  }

  /** The lastmod findings each URL's result gives its row's lastmod. */
  const findings = (project: ReturnType<typeof useProjectStore>, locs: readonly string[]) =>
    locs.flatMap((url) =>
      lastmodFindings(project.siteChecks.get(url)!, CONTENT_SITE_LASTMOD, Date.now()).map((found) => ({
        url,
        code: found.code,
      })),
    );

  it('compares with the histories it keeps, finds the stale lastmods, and keeps the histories through a save and a reopen', async () => {
    const { site, locs, fake, check, project } = await siteInTable();

    await check.start('again');
    expect(fake.requestsTo('checkSite')[0]!.content).toEqual({});
    expect(fake.requestsTo('openChecksUpload')).toEqual([]);
    // Each history holds its row's lastmod, taken as true: nothing has changed yet.
    for (const url of locs)
      expect(project.siteChecks.get(url)!.history).toMatchObject({ lastChanged: null, lastmod: CONTENT_SITE_LASTMOD });
    expect(findings(project, locs)).toEqual([]);

    site.change();
    const before = site.requests().length;
    await check.start('again');
    // The earlier results went to main with the URLs: each page that differs from its own is fetched twice.
    const previous = fake.requestsTo('checkSite')[1]!.content?.previous;
    expect(previous).toEqual(expect.any(String));
    expect(fake.requestsTo('openChecksUpload')).toEqual([{ checks: locs.length }]);
    expect(pageRequests(site, before)).toHaveLength(locs.length + site.paths.real.length + site.paths.unstable.length);
    // main let the upload go with the job.
    expect(await fake.handlers.dropTransfers({ ids: [previous!] })).toEqual({ dropped: 0 });
    const stale = site.paths.real.map((path) => ({ url: site.url(path), code: 'lastmod-stale' }));
    const unstable = site.paths.unstable.map((path) => ({ url: site.url(path), code: 'content-unstable' }));
    expect(findings(project, locs)).toEqual([...stale, ...unstable]);
    const histories = locs.map((url) => project.siteChecks.get(url)!.history);

    fake.answer('showSaveDialog', () => join(temp.path(), 'boots'));
    expect(await useProjectFilesStore().save()).toBe(true);

    // Another window: the project reopened from its file holds the histories, and a check compares with them.
    const reopened = stores();
    await useProjectFilesStore().openLocations([join(temp.path(), 'boots.sitemapstudio')], 'new');
    expect(locs.map((url) => reopened.project.siteChecks.get(url)!.history)).toEqual(histories);
    const again = site.requests().length;
    await reopened.check.start('again');
    // Nothing changed since: one fetch a page, but for the page that differs on every request.
    expect(pageRequests(site, again)).toHaveLength(locs.length + site.paths.unstable.length);
    const changes = locs.map((url) => reopened.project.siteChecks.get(url)!.history!.lastChanged);
    expect(changes).toEqual(histories.map((history) => history!.lastChanged));
  });

  it('carries a history on through a check that does not read the pages', async () => {
    const { locs, fake, check, project } = await siteInTable();
    await check.start('again');
    const histories = locs.map((url) => project.siteChecks.get(url)!.history);
    expect(histories).not.toContain(undefined);

    check.readContent = false;
    await check.start('again');
    expect(fake.requestsTo('checkSite')[1]!.content).toBeUndefined();
    expect(locs.map((url) => project.siteChecks.get(url)!.fingerprint)).toEqual(locs.map(() => undefined));
    expect(locs.map((url) => project.siteChecks.get(url)!.history)).toEqual(histories);
  });

  it('is refused by main when its content is not of the right shape', async () => {
    const { fake } = stores();
    await expect(
      fake.handlers.checkSite({
        upload: 'u1',
        ownHosts: [],
        settings: {},
        content: { previous: 5 as unknown as string },
      }),
    ).rejects.toThrow(/content\.previous: expected text, found the number 5/);
  });
});
