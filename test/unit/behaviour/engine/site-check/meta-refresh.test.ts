import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openProjectFile, saveProjectFile } from '../../../../../electron/engine/project/project-file';
import { createHttpAgent } from '../../../../../electron/engine/http/unpaused-agent';
import { checkPage } from '../../../../../electron/engine/site-check/check-page';
import { startCrawl } from '../../../../../electron/engine/site-check/crawl-job';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import type { ProjectData } from '../../../../../shared/project-file';
import { checkFindings } from '../../../../../shared/site-check/check-findings';
import { leaveOutReason } from '../../../../../shared/site-check/leave-out';
import { cliRun } from '../../../../support/cli-run';
import type { Route } from '../../../../support/http-server';
import { serveForTest } from '../../../../support/serve-for-test';
import { useTempDir } from '../../../../support/use-temp-dir';

const HTML = { 'content-type': 'text/html; charset=utf-8' };
const page = (head: string, body = '') => ({
  headers: HTML,
  body: `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`,
});

/** A site whose /old refreshes at once to /new, /wait after 5 s to /new, and /self only reloads itself. */
const SITE = {
  '/old': page(`<title>Moved</title><META HTTP-EQUIV="Refresh" CONTENT="0; URL='/new'">`),
  '/wait': page(`<meta http-equiv="refresh" content="5;url=new">`),
  '/self': page(`<meta http-equiv="refresh" content="30">`),
  '/new': page('<title>New</title>'),
};

/** No politeness wait, and no slow finding however loaded the machine is. */
const QUICK = ['--rate', '0', '--slow-ms', '100000'];

/** A server of `routes` and a /sitemap.xml listing `paths` on it. */
async function serveWithSitemap(routes: Record<string, Route>, paths: readonly string[]) {
  const sitemap = { headers: { 'content-type': 'application/xml' }, body: '' };
  const server = await serveForTest({ ...routes, '/sitemap.xml': sitemap });
  // The sitemap names the server's own origin, known once it listens (routes are read per request).
  sitemap.body = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths
    .map((path) => `<url><loc>${server.origin}${path}</loc></url>`)
    .join('')}</urlset>`;
  return server;
}

function agent() {
  const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 64 * 1024 * 1024 });
  onTestFinished(() => dispatcher.close());
  return dispatcher;
}

describe('a meta refresh on a real page', () => {
  const temp = useTempDir();

  it('the check reads it, finds it, leaves an instant one out as a redirect, and the project keeps it', async () => {
    const server = await serveForTest(SITE);
    const check = async (path: string) =>
      checkPage(`${server.origin}${path}`, { dispatcher: agent(), userAgent: 'test' });
    const [old, wait, self] = [await check('/old'), await check('/wait'), await check('/self')];

    expect(old).toMatchObject({ status: 200, failure: null, refresh: { seconds: 0, url: `${server.origin}/new` } });
    expect(wait.refresh).toEqual({ seconds: 5, url: `${server.origin}/new` });
    expect(self).not.toHaveProperty('refresh');
    const codes = (found: typeof old) =>
      checkFindings(found, { loc: found.url, alternates: [] }).map((finding) => finding.code);
    expect([codes(old), codes(wait), codes(self)]).toEqual([['check-meta-refresh'], ['check-meta-refresh'], []]);
    expect([old, wait, self].map((found) => leaveOutReason(found, 'Googlebot'))).toEqual(['redirect', null, null]);

    const project: ProjectData = {
      name: 'Refreshing',
      robotsTxt: '',
      exportSettings: { ...DEFAULT_EXPORT_SETTINGS, baseUrl: `${server.origin}/` },
      tables: [],
      siteChecks: [old, wait, self],
    };
    const file = join(temp.path(), 'refresh.sitemapstudio');
    await saveProjectFile(file, project);
    expect((await openProjectFile(file)).siteChecks).toEqual([old, wait, self]);
  });

  it('the crawl reaches a page linked from nowhere but a refresh, even from a page that says nofollow', async () => {
    const server = await serveForTest({
      ...SITE,
      '/': page('', '<a href="/old">old</a> <a href="/shy">shy</a>'),
      '/shy': page(
        `<meta name="robots" content="nofollow"><meta http-equiv="refresh" content="2; url=/hidden">`,
        '<a href="/never">x</a>',
      ),
      '/hidden': page(''),
    });
    const job = startCrawl({
      home: `${server.origin}/`,
      settings: { ratePerSecond: 0, concurrency: 4, perHostConcurrency: 4, retryBaseMs: 10 },
      page: { deadlineMs: 5000 },
      limits: { bodyByteCap: 64 * 1024 },
    });
    await job.done;
    const pages = new Map(job.pages().map((found) => [found.url.slice(server.origin.length), found]));
    expect(pages.get('/old')).toMatchObject({
      depth: 1,
      status: 200,
      notIndexable: 'redirect',
      redirectedTo: `${server.origin}/new`,
      redirectKind: 'refresh',
    });
    expect(pages.get('/new')).toMatchObject({ depth: 2, linkedFrom: `${server.origin}/old`, notIndexable: null });
    // A delayed refresh is followed too, and leaves its page indexable; nofollow keeps only the page's links.
    expect(pages.get('/shy')).toMatchObject({ depth: 1, notIndexable: null, redirectedTo: null, redirectKind: null });
    expect(pages.get('/hidden')).toMatchObject({ depth: 2, linkedFrom: `${server.origin}/shy` });
    expect(pages.has('/never')).toBe(false);
  });

  it('sitemap-studio check reports it on its row', async () => {
    const server = await serveWithSitemap(SITE, ['/new', '/old', '/wait']);
    const { code, out, err } = await cliRun('check', `${server.origin}/sitemap.xml`, ...QUICK, '--json');
    expect(err).toBe('');
    const report = JSON.parse(out) as { problems: Array<{ code: string; place: { row: number }; message: string }> };
    expect(code).toBe(0);
    expect(report.problems.map((found) => [found.place.row, found.code])).toEqual([
      [2, 'check-meta-refresh'],
      [3, 'check-meta-refresh'],
    ]);
    const text = await cliRun('check', `${server.origin}/sitemap.xml`, ...QUICK);
    expect(text.out).toContain(`refreshes at once to ${server.origin}/new`);
  });

  it('sitemap-studio crawl names where a home page refreshes to, as a refresh, in text and --json', async () => {
    const server = await serveForTest({ ...SITE, '/': page(`<meta http-equiv="refresh" content="0; url=/new">`) });
    const json = await cliRun('crawl', `${server.origin}/`, ...QUICK.slice(0, 2), '--json');
    const report = JSON.parse(json.out) as { urls: Array<{ url: string; redirectedTo: string; redirectKind: string }> };
    expect(report.urls[0]).toMatchObject({
      url: `${server.origin}/`,
      redirectedTo: `${server.origin}/new`,
      redirectKind: 'refresh',
    });
    const text = await cliRun('crawl', `${server.origin}/`, ...QUICK.slice(0, 2));
    expect(text.out).toContain(
      `The home page refreshes at once to ${server.origin}/new (a meta refresh, not an HTTP redirect): crawl from there.`,
    );
  });

  it('sitemap-studio check says pages refreshing to each other, or through a redirect, loop', async () => {
    const refresh = (to: string) => page(`<meta http-equiv="refresh" content="0; url=${to}">`);
    const loops = {
      ...SITE,
      '/ping': refresh('/pong'),
      '/pong': refresh('/ping'),
      '/hop': refresh('/bounce'),
      '/bounce': { status: 302, headers: { location: '/hop' } },
    };
    const server = await serveWithSitemap(loops, ['/ping', '/pong', '/old', '/new', '/hop', '/bounce']);
    const { code, out } = await cliRun('check', `${server.origin}/sitemap.xml`, ...QUICK, '--json');
    const report = JSON.parse(out) as { problems: Array<{ code: string; place: { row: number }; message: string }> };
    expect(code).toBe(1);
    expect(report.problems.map((found) => [found.place.row, found.code])).toEqual([
      [1, 'check-redirect-loop'],
      [2, 'check-redirect-loop'],
      [3, 'check-meta-refresh'],
      [5, 'check-redirect-loop'],
      [6, 'check-redirect'],
      [6, 'check-redirect-loop'],
    ]);
    const text = await cliRun('check', `${server.origin}/sitemap.xml`, ...QUICK);
    expect(text.out).toContain(`The redirects loop: after 2 they lead back to ${server.origin}/ping.`);
    expect(text.out).toContain(`The redirects loop: after 2 they lead back to ${server.origin}/bounce.`);
  });
});
