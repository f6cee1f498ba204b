import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkPage } from '../../../../../electron/engine/site-check/check-page';
import { createHttpAgent } from '../../../../../electron/engine/http/unpaused-agent';
import { LinkCollector } from '../../../../../electron/engine/site-check/link-collector';
import { readHtmlHead } from '../../../../../electron/engine/site-check/read-html-head';
import { PAGE_LIMITS } from '../../../../../shared/site-check/page-limits';
import { serveForTest } from '../../../../support/serve-for-test';

const PAGE = 'https://example.com/shop/item';
const HEAD_CAP = 512 * 1024;

const body = (html: string): Readable => Readable.from([Buffer.from(html)]);
const alternates = (count: number, href: (i: number) => string): string =>
  Array.from({ length: count }, (_, i) => `<link rel="alternate" hreflang="x${i}" href="${href(i)}">`).join('');
/** Every character a result holds: what it costs to keep and to send. */
const size = (value: unknown): number => JSON.stringify(value).length;

describe('what one page may contribute', () => {
  it('a long <base href> and thousands of alternates: at most 1,000 alternates, none resolved against the base', async () => {
    // Under the head cap: a 100 KB base and 8,000 alternates made 0.8 GB of strings a page.
    const head = `<html><head><base href="https://example.com/${'b'.repeat(100_000)}/">${alternates(8_000, (i) => `p${i}`)}</head>`;
    const facts = await readHtmlHead(body(head), PAGE, 'utf-8', HEAD_CAP);
    expect(facts.alternates).toHaveLength(PAGE_LIMITS.alternates);
    expect(facts.alternates[0]).toEqual({ hreflang: 'x0', href: 'https://example.com/shop/p0' });
    expect(facts.cut).toEqual({ alternates: 8_000, links: 0, longUrls: 1, longValues: [] });
    expect(size(facts)).toBeLessThan(100_000);
  });

  it('a long page URL and empty hrefs: alternates that resolve past 2,048 characters are left out and counted', async () => {
    const longPage = `https://example.com/${'p'.repeat(12_000)}`;
    const head = `<html><head>${alternates(10_000, () => '')}<link rel="canonical" href=""></head>`;
    const facts = await readHtmlHead(body(head), longPage, 'utf-8', HEAD_CAP);
    expect(facts.alternates).toEqual([]);
    expect(facts.canonical).toBeNull();
    expect(facts.cut).toMatchObject({ alternates: 10_000, longUrls: PAGE_LIMITS.alternates + 1 });
    expect(size(facts)).toBeLessThan(1_000);
  });

  it('a canonical, an alternate and a robots meta past their bounds are cut or left out, and said', async () => {
    const long = `https://example.com/${'c'.repeat(3_000)}`;
    const metas = Array.from({ length: 2_000 }, () => '<meta name="robots" content="noindex, nofollow">').join('');
    const head = `<html><head><link rel="canonical" href="${long}"><link rel="canonical" href="/second">${metas}<link rel="alternate" hreflang="${'e'.repeat(5_000)}" href="/en"></head>`;
    const facts = await readHtmlHead(body(head), PAGE, 'utf-8', HEAD_CAP);
    // The first canonical is the canonical: too long, it is left out, and the second does not stand in.
    expect(facts.canonical).toBeNull();
    expect(facts.metaRobots).toHaveLength(PAGE_LIMITS.valueChars);
    expect(facts.metaRobots!.startsWith('noindex, nofollow,\nnoindex, nofollow,\nnoindex')).toBe(true);
    expect(facts.alternates).toEqual([
      { hreflang: 'e'.repeat(PAGE_LIMITS.valueChars), href: 'https://example.com/en' },
    ]);
    expect(facts.cut).toEqual({ alternates: 0, links: 0, longUrls: 1, longValues: ['metaRobots', 'hreflang'] });
  });

  it('the crawl takes at most 5,000 links a page and none longer than 2,048 characters', () => {
    const collector = new LinkCollector(PAGE);
    const anchors = Array.from({ length: 6_000 }, (_, i) => `<a href="/l${i}">x</a>`).join('');
    collector.write(`<html><head></head><body><a href="/${'x'.repeat(950_000)}">long</a>${anchors}</body></html>`);
    const links = collector.links();
    expect(links).toHaveLength(PAGE_LIMITS.links);
    expect(links.every((link) => link.length <= PAGE_LIMITS.urlChars)).toBe(true);
    expect(collector.facts().cut).toEqual({ alternates: 0, links: 6_000, longUrls: 1, longValues: [] });
  });

  // The check probe: 6,000 links to the page's own sections took the cap, and the one link after them
  // to another page was never found (crawl --compare called it an orphan).
  it('counts a link once however often a page repeats it, fragments aside', () => {
    const collector = new LinkCollector(PAGE);
    const sections = Array.from({ length: 6_000 }, (_, i) => `<a href="/shop/item#s${i}">§</a><a href="/home">h</a>`);
    collector.write(`<html><head></head><body>${sections.join('')}<a href="/only-here">x</a></body></html>`);
    expect(collector.links()).toEqual([PAGE, 'https://example.com/home', 'https://example.com/only-here']);
    expect(collector.facts().cut).toBeNull();
  });

  // The check probe: /sess?sid=<random> and /ok;jsessionid=<random>, new at every visit, were crawled as
  // pages of their own, listed as missing from the sitemap and saved by --out.
  it('takes a link without the session id a site writes into it', () => {
    const collector = new LinkCollector(PAGE);
    collector.write(
      '<html><body><a href="/sess?sid=8f2a90c1d2e3f4a5b6c7&amp;page=2">a</a><a href="/ok;jsessionid=A1B2?x=1">b</a>' +
        '<a href="/sess?page=2&amp;PHPSESSID=77">c</a><a href="/video?v=3">d</a>' +
        // The review: a story's sid is no session, and the rest of a query stays as written.
        '<a href="/article.pl?sid=24/11/28/1234">e</a><a href="/q?q=a%20b&amp;flag&amp;jsessionid=9">f</a></body></html>',
    );
    expect(collector.links()).toEqual([
      'https://example.com/sess?page=2',
      'https://example.com/ok?x=1',
      'https://example.com/video?v=3',
      'https://example.com/article.pl?sid=24/11/28/1234',
      'https://example.com/q?q=a%20b&flag',
    ]);
  });

  it('a checked page says what was cut, its X-Robots-Tag too, and its result stays small', async () => {
    const head = `<html><head><base href="https://example.com/${'b'.repeat(100_000)}/">${alternates(8_000, (i) => `p${i}`)}</head><body>`;
    const { origin } = await serveForTest({
      '/page': {
        headers: { 'content-type': 'text/html', 'x-robots-tag': `noindex, ${'n'.repeat(5_000)}` },
        body: head,
      },
    });
    const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 64 * 1024 * 1024 });
    try {
      const check = await checkPage(`${origin}/page`, { dispatcher, userAgent: 'test' });
      expect(check.status).toBe(200);
      expect(check.alternates).toHaveLength(PAGE_LIMITS.alternates);
      expect(check.xRobotsTag).toHaveLength(PAGE_LIMITS.valueChars);
      expect(check.cut).toEqual({ alternates: 8_000, links: 0, longUrls: 1, longValues: ['xRobotsTag'] });
      expect(size(check)).toBeLessThan(100_000);
    } finally {
      await dispatcher.destroy();
    }
  });
});
