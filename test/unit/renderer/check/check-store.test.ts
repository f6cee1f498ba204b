import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { useCheckReportStore } from '../../../../renderer/src/check/check-report-store';
import { useCheckStore } from '../../../../renderer/src/check/check-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { useNoticesStore } from '../../../../renderer/src/services/notices-store';
import { emptyStatusCounts } from '../../../../shared/site-check/check-job-report';
import { CHECK_REPORT_COLUMNS } from '../../../../shared/site-check/check-report';
import { useFixtureSite } from '../../../support/fixture-checks';
import { startFixtureSite, type FixtureSite } from '../../../support/fixture-site';
import { expectedCounts } from '../../../support/fixture-status-classes';
import { addTable, rowsOf } from '../../../support/renderer/project-tables';
import { startStoresOnMain } from '../../../support/renderer/stores-on-main';
import { until } from '../../../support/renderer/until';
import { useTempDir } from '../../../support/use-temp-dir';

const FAST = { crawlDelaySeconds: 0, failTimes: 1, retryAfterSeconds: 0, slowMs: 50, hugeHeadBytes: 600_000 };
// Each URL gets 5 s: at 1 s, a redirect chain or a linking page on a loaded machine timed out (2 of 3 runs beside CPU hogs),
// and the counts were off by it. Only the stalled and endless pages take it whole, all at once.
const QUICK = { ratePerSecond: 0, concurrency: 8, perHostConcurrency: 8, timeoutSeconds: 5 };
/** One request at a time, 20 a second: a batch of results goes out (every 250 ms) long before the end. */
const SLOW = { ...QUICK, concurrency: 1, perHostConcurrency: 1, ratePerSecond: 20 };

/** Stores on main's real handlers, main's results routed to the check store as the app routes them. */
function stores() {
  const fake = startStoresOnMain();
  const check = useCheckStore();
  fake.api.onSiteCheckResults((batch) => check.receive(batch));
  return { fake, check, project: useProjectStore(), shell: useNoticesStore() };
}

const listedUrls = (site: FixtureSite) =>
  site.cases.filter((entry) => entry.listed).map((entry) => site.url(entry.path));
const pageUrls = (site: FixtureSite) =>
  site
    .ofKind('page')
    .filter((entry) => entry.listed)
    .map((entry) => site.url(entry.path));

describe('check store', () => {
  const fixture = useFixtureSite({ pages: 60, ...FAST });
  const temp = useTempDir();

  it('checks the table on screen, each distinct loc once, keeping the results in the project and counting them by class', async () => {
    const { fake, check, project } = stores();
    const site = fixture.site();
    const locs = listedUrls(site);
    addTable('site', rowsOf(...locs, locs[3]!, '', locs[7]!));
    check.settings = { ...check.settings, ...QUICK };
    check.open();
    expect(check.scopeState).toEqual({ urls: locs.length, left: locs.length });
    await check.start('continue');

    expect(check.stage).toBe('done');
    expect(fake.requestsTo('checkSite')[0]).toMatchObject({
      ownHosts: [new URL(site.origin).host],
      settings: { concurrency: 8, perHostConcurrency: 8, ratePerSecond: 0, obeyRobots: true, allowOtherHosts: false },
      timeoutMs: 5000,
    });
    expect(fake.requestsTo('openUpload')).toEqual([{ rows: locs.length }]);
    expect(project.siteChecks.size).toBe(locs.length);
    expect(check.outcome).toMatchObject({
      scope: 'table',
      total: locs.length,
      cancelled: false,
      counts: expectedCounts(site),
    });
    expect(check.outcome!.robots).toEqual([expect.objectContaining({ origin: site.origin, outcome: 'rules' })]);
    expect(check.scopeState).toEqual({ urls: locs.length, left: 0 });
    expect(project.dirty).toBe(true);
  });

  it('lets main drop the URLs it was sent when the check is cancelled before main takes them', async () => {
    const { fake, check } = stores();
    const locs = listedUrls(fixture.site());
    addTable('site', rowsOf(...locs));
    check.settings = { ...check.settings, ...QUICK };
    check.open();
    // The last slice arrives whole in main, and the person cancels before the check is asked for.
    const putSlice = fake.handlers.putSlice;
    fake.answer('putSlice', async (request) => {
      const answer = await putSlice(request);
      check.cancel();
      return answer;
    });
    fake.answer('dropTransfers', (request) => fake.handlers.dropTransfers(request));
    await check.start('continue');

    expect(check.stage).toBe('idle');
    expect(fake.requestsTo('checkSite')).toEqual([]);
    const [upload] = fake.requestsTo('putSlice').map((request) => request.id);
    expect(fake.requestsTo('dropTransfers')).toEqual([{ ids: [upload] }]);
    await until(() => fake.calls.at(-1)?.name === 'dropTransfers');
    expect(await fake.handlers.dropTransfers({ ids: [upload!] })).toEqual({ dropped: 0 });
  });

  it('cancels, and Continue asks only the URLs without a result: nothing is asked twice but one cut off', async () => {
    const site = await startFixtureSite({ pages: 30, ...FAST });
    try {
      const { fake, check, project, shell } = stores();
      const locs = pageUrls(site);
      addTable('pages', rowsOf(...locs));
      check.settings = { ...check.settings, ...SLOW };
      const first = check.start('continue');
      await until(() => project.siteChecksVersion > 0);
      check.cancel();
      await first;
      expect(check.outcome?.cancelled).toBe(true);
      const kept = project.siteChecks.size;
      expect(kept).toBeLessThan(locs.length);
      expect(shell.notice).toMatch(/^Check cancelled: \d+ of \d+ URLs checked; Continue asks the rest\.$/);
      expect(check.scopeState.left).toBe(locs.length - kept);

      check.settings = { ...check.settings, ...QUICK };
      await check.start('continue');
      expect(fake.requestsTo('openUpload').map((request) => request.rows)).toEqual([locs.length, locs.length - kept]);
      expect(project.siteChecks.size).toBe(locs.length);
      expect(check.outcome).toMatchObject({ cancelled: false, counts: { ...emptyStatusCounts(), '2xx': locs.length } });
      // Each URL asked once, but the one a cancel may have cut off in flight (1 run of 3 beside CPU hogs).
      const hits = locs.map((url) => site.hits(new URL(url).pathname));
      expect(Math.min(...hits)).toBe(1);
      expect(hits.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(locs.length + 1);
    } finally {
      await site.close();
    }
  });

  it('a cancelled Check all again is continued: Continue asks only the URLs it did not reach, each once', async () => {
    const site = await startFixtureSite({ pages: 30, ...FAST });
    try {
      const { fake, check, project } = stores();
      const locs = pageUrls(site);
      addTable('pages', rowsOf(...locs));
      check.settings = { ...check.settings, ...QUICK };
      await check.start('continue');
      expect(check.scopeState.left).toBe(0);

      check.settings = { ...check.settings, ...SLOW };
      const version = project.siteChecksVersion;
      const again = check.start('again');
      await until(() => project.siteChecksVersion > version);
      check.cancel();
      await again;
      expect(check.outcome?.cancelled).toBe(true);
      // The results from before the re-check are not its: what it did not reach is left, as its outcome counts.
      const reached = Object.values(check.outcome!.counts).reduce((sum, n) => sum + n, 0);
      expect(reached).toBeGreaterThan(0);
      expect(reached).toBeLessThan(locs.length);
      expect(check.scopeState.left).toBe(locs.length - reached);

      check.settings = { ...check.settings, ...QUICK };
      await check.start('continue');
      expect(fake.requestsTo('openUpload').map((request) => request.rows)).toEqual([
        locs.length,
        locs.length,
        locs.length - reached,
      ]);
      // Each URL asked twice, but the one a cancel may have cut off in flight.
      const hits = locs.map((url) => site.hits(new URL(url).pathname));
      expect(Math.min(...hits)).toBe(2);
      expect(hits.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(2 * locs.length + 1);
      expect(check.scopeState.left).toBe(0);
      expect(check.outcome).toMatchObject({ cancelled: false, counts: { ...emptyStatusCounts(), '2xx': locs.length } });
    } finally {
      await site.close();
    }
  });

  it('keeps the results of a check out of a project opened or started while it runs, and stops the check', async () => {
    const site = await startFixtureSite({ pages: 30, ...FAST });
    try {
      const { check, project } = stores();
      const locs = pageUrls(site);
      addTable('pages', rowsOf(...locs));
      check.settings = { ...check.settings, ...SLOW };
      const running = check.start('continue');
      await until(() => project.siteChecksVersion > 0);
      project.newProject();
      addTable('other', rowsOf('https://example.com/other'));
      await running;
      // Nothing of it is shown with the other project: no summary of the old scope, no notice.
      expect([check.stage, check.outcome]).toEqual(['idle', null]);
      expect(project.siteChecks.size).toBe(0);
      expect(project.tables.map((table) => table.name)).toEqual(['other']);
      const asked = locs.filter((url) => site.hits(new URL(url).pathname) > 0).length;
      expect(asked).toBeLessThan(locs.length);
    } finally {
      await site.close();
    }
  });

  it('continues a check saved with the project: only the URLs without a result are asked', async () => {
    const first = stores();
    const site = fixture.site();
    const locs = pageUrls(site).slice(0, 10);
    addTable('pages', rowsOf(...locs));
    first.check.settings = { ...first.check.settings, ...QUICK };
    await first.check.start('continue');
    const saved = locs.slice(0, 6).map((url) => first.project.siteChecks.get(url)!);

    // Another window: the project as reopened, with the results its file kept.
    const { fake, check, project } = stores();
    addTable('pages', rowsOf(...locs));
    project.addSiteChecks(saved);
    check.open();
    expect(check.outcome?.counts['2xx']).toBe(6);
    expect(check.scopeState).toEqual({ urls: 10, left: 4 });
    check.settings = { ...check.settings, ...QUICK };
    await check.start('continue');
    expect(fake.requestsTo('openUpload')).toEqual([{ rows: 4 }]);
    expect(check.outcome).toMatchObject({ total: 10, counts: { '2xx': 10 } });
  });

  it('pauses and resumes the running check through main', async () => {
    const site = await startFixtureSite({ pages: 20, ...FAST });
    try {
      const { fake, check, project } = stores();
      addTable('pages', rowsOf(...pageUrls(site)));
      check.settings = { ...check.settings, ...SLOW };
      const running = check.start('continue');
      await until(() => project.siteChecksVersion > 0);
      await check.pause();
      expect(check.paused).toBe(true);
      expect(fake.requestsTo('setJobPaused')).toEqual([{ jobId: expect.stringMatching(/^site-check-/), paused: true }]);
      await until(() => check.progress?.paused === true);
      await check.resume();
      expect(check.paused).toBe(false);
      await running;
      expect(project.siteChecks.size).toBe(pageUrls(site).length);
    } finally {
      await site.close();
    }
  });

  it('tells the person when the check fails, in the panel and the status bar', async () => {
    const { fake, check, shell } = stores();
    addTable('pages', rowsOf('https://example.com/a'));
    fake.answer('checkSite', () => {
      throw new Error('The site check stopped: robots.txt could not be read.');
    });
    await check.start('continue');
    expect(check.stage).toBe('failed');
    expect(check.failure).toBe('The site check stopped: robots.txt could not be read.');
    expect(shell.notice).toBe('The site check failed: The site check stopped: robots.txt could not be read.');
  });

  it('exports every result as a CSV report written by main', async () => {
    const { fake, check, project, shell } = stores();
    const site = fixture.site();
    const locs = listedUrls(site);
    addTable('site', rowsOf(...locs));
    check.settings = { ...check.settings, ...QUICK };
    await check.start('continue');
    const path = join(temp.path(), 'report.csv');
    fake.answer('showSaveDialog', () => path);
    await useCheckReportStore().exportCsv();
    expect(shell.notice).toMatch(new RegExp(`^Saved report\\.csv: ${locs.length} URLs, `));
    const rows = Papa.parse<string[]>((await readFile(path, 'utf8')).trimEnd(), { newline: '\r\n' }).data;
    expect(rows[0]).toEqual([...CHECK_REPORT_COLUMNS]);
    expect(rows.length - 1).toBe(project.siteChecks.size);
    const column = (name: (typeof CHECK_REPORT_COLUMNS)[number]) => CHECK_REPORT_COLUMNS.indexOf(name);
    const byUrl = new Map(rows.slice(1).map((cells) => [cells[column('url')]!, cells]));
    const notFound = byUrl.get(site.url(site.ofKind('not-found')[0]!.path))!;
    expect(notFound[column('status')]).toBe('404');
    expect(notFound[column('indexable')]).toBe('no');
    expect(notFound[column('findings')]).toBe('check-not-found');
    const noindex = byUrl.get(site.url(site.ofKind('noindex-header')[0]!.path))!;
    expect(noindex[column('noindex_source')]).toBe('header');
    const page = byUrl.get(site.url(site.ofKind('page')[0]!.path))!;
    expect(page[column('indexable')]).toBe('yes');
    expect(page[column('hops')]).toBe(`200 ${site.url(site.ofKind('page')[0]!.path)}`);
  });
});
