import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openProjectFile } from '../../../electron/engine/project/project-file';
import { runCli } from '../../../electron/cli/run-cli';
import type { CrawlGaps } from '../../../shared/site-check/crawl-gaps';
import type { CrawledPage, CrawlSummary } from '../../../shared/site-check/crawl-report';
import { cliRun } from '../../support/cli-run';
import { startFixtureSite, type FixtureSite } from '../../support/fixture-site';
import { useTempDir } from '../../support/use-temp-dir';
import { serveForTest } from '../../support/serve-for-test';

interface CrawlDocument extends CrawlSummary {
  home: string;
  urls: CrawledPage[];
  compare?: CrawlGaps & { sources: string[]; listed: number };
}

/** An HTML page as a test server answers it. */
const html = (body: string) => ({ headers: { 'content-type': 'text/html; charset=utf-8' }, body });

/** Politeness off where it would only slow the test down; the fixture's stalled page is given up after 1 s. */
const FAST = ['--rate', '0', '--concurrency', '8', '--per-host', '8', '--timeout', '1'];

describe('sitemap-studio crawl', { timeout: 60_000 }, () => {
  let site: FixtureSite;
  const temp = useTempDir();
  beforeAll(async () => {
    site = await startFixtureSite({ pages: 200, crawlDelaySeconds: 0, retryAfterSeconds: 0, slowMs: 50 });
  });
  afterAll(() => site.close());
  const paths = (urls: readonly string[]): string[] => urls.map((url) => url.slice(site.origin.length)).sort();
  const ofKind = (kind: Parameters<FixtureSite['ofKind']>[0]): string[] =>
    site
      .ofKind(kind)
      .map((entry) => entry.path)
      .sort();

  it('with --compare, reports the unlisted pages and the orphans of the live sitemap, and exits 1', async () => {
    const { code, out } = await cliRun(
      'crawl',
      site.url('/'),
      ...FAST,
      '--json',
      '--compare',
      site.url('/sitemap.xml'),
    );
    const report = JSON.parse(out) as CrawlDocument;
    expect(code).toBe(1);
    expect(report).toMatchObject({ home: site.url('/'), end: 'complete' });
    expect(report.urls).toHaveLength(report.pages);
    expect(paths(report.compare!.unlisted.map((page) => page.url))).toEqual(ofKind('unlisted'));
    expect(paths(report.compare!.orphans)).toEqual(ofKind('orphan'));
    expect(report.compare!.listed).toBe(site.cases.filter((entry) => entry.listed).length);
    expect(site.hits('/private/1')).toBe(0);
  });

  it('reports for a person, and saves the indexable pages found as a project with --out', async () => {
    const out = `${temp.path()}/found`;
    const run = await cliRun('crawl', site.url('/'), ...FAST, '--out', out, '--compare', site.url('/sitemap.xml'));
    expect(run.out).toMatch(/^Crawled http:\/\/127\.0\.0\.1:\d+\/: [\d,]+ URLs reached, [\d,]+ indexable pages/);
    expect(run.out).toContain(`robots.txt of ${site.origin}: obeyed, Crawl-delay 0 s`);
    expect(run.out).toContain(`  ${site.url('/noindex/meta')}  noindex  depth 1, from ${site.url('/')}`);
    // Its noindex stands past the crawl's 2 MiB: not called indexable, and not said to be noindex either.
    expect(run.out).toMatch(
      /Indexability unknown: the head or its robots directives were not read in full.*\(1\):\n {2}.*\/huge-head {2}depth/,
    );
    expect(run.out).toContain(`Indexable pages no sitemap lists (${ofKind('unlisted').length}):`);
    // That page was read only in part: a listed URL may be linked past its cut.
    expect(run.out).toContain(
      `Read only in part, past 2.0 MB or elements nested more than 4,096 deep: links after that were not followed (1):\n  ${site.url('/huge-head')}`,
    );
    expect(run.out).toContain(
      `Listed URLs the crawl never reached (${ofKind('orphan').length}); some pages were read only in part (above), so a link to them may be past where one was cut:\n  ${site.url('/orphan/0')}`,
    );
    expect(run.err).toMatch(/Saved .*found\.sitemapstudio: [\d,]+ indexable pages\./);

    const project = await openProjectFile(`${out}.sitemapstudio`);
    const locs = project.tables[0]!.rows.map((row) => row.loc);
    expect(project.tables).toHaveLength(1);
    expect(locs[0]).toBe(site.url('/'));
    expect(locs).toContain(site.url('/unlisted/1'));
    expect(locs).not.toContain(site.url('/noindex/meta'));
    expect(locs).not.toContain(site.url('/redirect/301'));
  });

  it('keeps to --max-pages and --max-depth, and says so; a complete crawl with an indexable home exits 0', async () => {
    const few = JSON.parse(
      (await cliRun('crawl', site.url('/'), ...FAST, '--max-pages', '15', '--json')).out,
    ) as CrawlDocument;
    expect(few).toMatchObject({ pages: 15, pageLimitReached: true });
    const shallow = await cliRun('crawl', site.url('/'), ...FAST, '--max-depth', '0');
    expect(shallow.code).toBe(0);
    expect(shallow.out).toContain(': 1 URL reached, 1 indexable page');
    expect(shallow.out).toContain('Reached --max-depth');
  });

  it('shows progress where stderr is a terminal, and on Ctrl-C reports what was found, exit 130', async () => {
    const interrupt = new AbortController();
    const shown: string[] = [];
    let out = '';
    let err = '';
    const running = runCli(['crawl', site.url('/'), '--rate', '20', '--json'], {
      out: (text) => void (out += text),
      err: (text) => void (err += text),
      // Ctrl-C once the progress shows a page crawled (a timer could come before the first on a busy runner).
      progress: (line) => {
        shown.push(line);
        if (/^Crawled [1-9]/.test(line)) interrupt.abort();
      },
      signal: interrupt.signal,
    });
    expect(await running).toBe(130);
    const report = JSON.parse(out) as CrawlDocument;
    expect(report.end).toBe('cancelled');
    expect(report.urls.length).toBeGreaterThan(0);
    expect(err).toContain('Stopped');
    expect(shown.some((line) => /^Crawled \d+ of \d+ URLs found/.test(line))).toBe(true);
    expect(shown.at(-1)).toBe('');
  });

  it('saves nothing with --out when stopped by Ctrl-C, and says so (exit 130)', async () => {
    const interrupt = new AbortController();
    const out = join(temp.path(), 'stopped');
    let err = '';
    const running = runCli(['crawl', site.url('/'), '--rate', '20', '--out', out], {
      out: () => undefined,
      err: (text) => void (err += text),
      progress: (line) => {
        if (/^Crawled [1-9]/.test(line)) interrupt.abort();
      },
      signal: interrupt.signal,
    });
    expect(await running).toBe(130);
    expect(err).toContain(`the rest were not; nothing was saved to ${out}.sitemapstudio.`);
    expect(await readdir(temp.path())).toEqual([]);
  });

  it('with --compare of sources that give no URL, crawls nothing and says why (exit 2)', async () => {
    const missing = join(temp.path(), 'missing.xml');
    const hitsBefore = site.hits('/');
    const run = await cliRun('crawl', site.url('/'), ...FAST, '--compare', missing);
    expect(run.code).toBe(2);
    expect(run.err).toContain(missing);
    expect(run.err).toContain(`Nothing to compare with: no URL was read from ${missing}. Nothing was crawled.`);
    expect(site.hits('/')).toBe(hitsBefore);
  });

  // The network sweep: a --compare source that trickled its bytes held the command for the import's
  // 300 s deadline, whatever --timeout and --max-time said; --deadline bounds it, as for import.
  it('reads the --compare sources within --deadline, and refuses a --deadline that is no number of seconds', async () => {
    const server = await serveForTest({
      '/trickle.xml': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.write('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
        const drip = setInterval(() => response.write(' '), 100);
        response.on('close', () => clearInterval(drip));
      },
    });
    const run = await cliRun(
      'crawl',
      site.url('/'),
      ...FAST,
      '--compare',
      `${server.origin}/trickle.xml`,
      '--deadline',
      '1',
    );
    expect(run.err).toContain(`${server.origin}/trickle.xml was not received in full within the 1 s deadline`);
    expect(run.code).toBe(2);
    const bad = await cliRun('crawl', site.url('/'), '--deadline', 'soon');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--deadline must be a number of seconds above 0');
  });

  // Exit 0 with nothing missing, though one source was not read: the comparison was with part of the sitemaps.
  it('with --compare of a source read only in part, exits 1 however complete the rest is', async () => {
    const server = await serveForTest({
      '/': { headers: { 'content-type': 'text/html' }, body: '<html><body>home</body></html>' },
      '/robots.txt': { body: '' },
    });
    const sitemap = await temp.write(
      'home.xml',
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${server.origin}/</loc></url></urlset>`,
    );
    // Cut off inside its second entry: its first URL is read, the rest is not.
    const cut = await temp.write(
      'cut.xml',
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${server.origin}/</loc></url><url><loc>`,
    );
    const whole = await cliRun('crawl', `${server.origin}/`, ...FAST, '--compare', sitemap);
    expect(whole.code).toBe(0);
    const run = await cliRun('crawl', `${server.origin}/`, ...FAST, '--compare', sitemap, '--compare', cut);
    expect(run.code).toBe(1);
    expect(run.out + run.err).toContain(cut);
  });

  it('with --compare, tells the listed URLs on another origin, which it compares with nothing', async () => {
    const other = site.url('/page/1').replace(/^http:/, 'https:');
    const sitemap = await temp.write(
      'other.xml',
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${site.url('/')}</loc></url><url><loc>${other}</loc></url></urlset>`,
    );
    const run = await cliRun('crawl', site.url('/'), ...FAST, '--max-pages', '5', '--compare', sitemap);
    expect(run.out).toContain('Compared with 2 listed URLs.');
    expect(run.out).toContain(`1 of them is not on ${site.origin}, where the crawl went: compared with nothing.`);
  });

  // The check probe: a crawl stopped at --max-pages called the listed pages it had not reached yet orphans, exit 1.
  it('with --compare, says a crawl a limit stopped knows no orphans, and does not fail on them', async () => {
    const sitemap = await temp.write(
      'limited.xml',
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${site.url('/')}</loc></url><url><loc>${site.url('/page/1')}</loc></url></urlset>`,
    );
    const run = await cliRun('crawl', site.url('/'), ...FAST, '--max-pages', '1', '--compare', sitemap);
    expect(run.out).toContain(
      `Listed URLs the crawl never reached (1); it stopped at a limit, so a link to them may be on a page it did not read:\n  ${site.url('/page/1')}`,
    );
    expect(run.code).toBe(0);
  });

  // The network sweep: a link past a page's 2 MB, or past 4,096 nested elements, was not followed and
  // its page was called never reached, with no word that the page was read only in part.
  it('names the pages read only in part, and says the listed URLs never reached may be linked past their cut', async () => {
    const server = await serveForTest({
      '/': html(`<a href="/big">b</a><a href="/deep">d</a>`),
      '/big': html(`${'<p>lorem ipsum</p>'.repeat(130_000)}<a href="/after-big">x</a>`),
      '/deep': html(`${'<div>'.repeat(5_000)}<a href="/after-deep">x</a>`),
      '/after-big': html('after'),
      '/after-deep': html('after'),
    });
    const locs = ['/', '/after-big', '/after-deep'].map((path) => `<url><loc>${server.origin}${path}</loc></url>`);
    const sitemap = await temp.write(
      'cut.xml',
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.join('')}</urlset>`,
    );
    const run = await cliRun('crawl', `${server.origin}/`, ...FAST, '--compare', sitemap);
    expect(run.out).toContain(
      'Read only in part, past 2.0 MB or elements nested more than 4,096 deep: links after that were not followed (2):\n',
    );
    for (const path of ['/big', '/deep'])
      expect(run.out).toContain(`\n  ${server.origin}${path}  depth 1, from ${server.origin}/\n`);
    expect(run.out).toContain(
      'Listed URLs the crawl never reached (2); some pages were read only in part (above), so a link to them may be past where one was cut:\n' +
        `  ${server.origin}/after-big\n  ${server.origin}/after-deep`,
    );
    const json = JSON.parse((await cliRun('crawl', `${server.origin}/`, ...FAST, '--json')).out) as CrawlDocument;
    expect(json.pagesReadInPart).toBe(2);
    expect(
      json.urls
        .filter((page) => page.readInPart)
        .map((page) => page.url)
        .sort(),
    ).toEqual([`${server.origin}/big`, `${server.origin}/deep`]);
  });

  // The check probe: a page not indexable was "status" with no code, "redirect" with no target.
  it('says the status of a page not 2xx, and where a redirect leads, beside the reason', async () => {
    const run = await cliRun('crawl', site.url('/'), ...FAST, '--all');
    expect(run.out).toContain(`  ${site.url('/status/404')}  status 404  depth`);
    expect(run.out).toContain(`  ${site.url('/redirect/relative')}  redirect → ${site.url('/page/7')}  depth`);
  });

  it('says why a page failed (a redirect loop), in the text and the JSON', async () => {
    const server = await serveForTest({
      '/': { headers: { 'content-type': 'text/html' }, body: '<html><body><a href="/loop">loop</a></body></html>' },
      '/loop': (_request, response) => {
        response.writeHead(302, { location: '/loop' });
        response.end();
      },
      '/robots.txt': { body: '' },
    });
    const text = await cliRun('crawl', `${server.origin}/`, ...FAST, '--all');
    expect(text.out).toMatch(new RegExp(`^  ${server.origin}/loop  failed: .*redirect`, 'im'));
    const dutch = await cliRun('--lang', 'nl', 'crawl', `${server.origin}/`, ...FAST, '--all');
    expect(dutch.out).toMatch(new RegExp(`^  ${server.origin}/loop  mislukt: .*doorverwijzing`, 'im'));
    const json = JSON.parse((await cliRun('crawl', `${server.origin}/`, ...FAST, '--json')).out) as CrawlDocument;
    const loop = json.urls.find((page) => page.url === `${server.origin}/loop`);
    expect(loop).toMatchObject({ notIndexable: 'failed', failure: { code: 'check-redirect-loop' } });
  });

  it('refuses a home that is no web URL, bad numbers and an empty --compare, exit 2', async () => {
    expect((await cliRun('crawl', 'example.com')).err).toContain('"example.com" is not an http or https URL.');
    expect((await cliRun('crawl')).code).toBe(2);
    const pages = await cliRun('crawl', site.url('/'), '--max-pages', '0');
    expect(pages.code).toBe(2);
    expect(pages.err).toContain('--max-pages: "0" is not a whole number from 1 to 10,000,000.');
    expect((await cliRun('crawl', site.url('/'), '--compare', '')).code).toBe(2);
    expect((await cliRun('--help')).out).toContain('crawl <home-url>');
  });
});
