import { describe, expect, it } from 'vitest';
import { createRobotsMatcher } from '../../../../../shared/robots/robots-matcher';
import { fixtureCases, pageLinks, UNLISTED_EVERY } from '../../../../support/fixture-cases';
import { fixtureSitemap, SITEMAP_CHUNK } from '../../../../support/fixture-sitemap';
import { useFixtureSite } from '../../../../support/fixture-checks';

const fixture = useFixtureSite();
const text = async (path: string) => (await fetch(fixture.site().url(path))).text();

describe('the fixture site', () => {
  it('lists in /sitemap.xml exactly the cases marked listed, with their alternates', async () => {
    const site = fixture.site();
    const xml = await text('/sitemap.xml');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(site.cases.filter((entry) => entry.listed).map((entry) => site.url(entry.path)));
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${site.url('/hreflang/de')}"/>`);
  });

  it('serves a robots.txt with Disallow rules per crawler and a Crawl-delay', async () => {
    const site = fixture.site();
    const robots = await text('/robots.txt');
    const matcher = createRobotsMatcher(site.url('/robots.txt'), robots);
    expect(matcher.verdict(site.url('/private/1'), 'SitemapStudio')?.allowed).toBe(false);
    expect(matcher.verdict(site.url('/no-google/1'), 'SitemapStudio')?.allowed).toBe(true);
    expect(matcher.verdict(site.url('/no-google/1'), 'Googlebot')?.allowed).toBe(false);
    expect(robots).toContain(`Crawl-delay: ${site.settings.crawlDelaySeconds}`);
    expect(matcher.sitemaps.map((line) => line.value)).toEqual([site.url('/sitemap.xml')]);
  });

  it('links every unlisted page from a plain page, and no orphan from anywhere', () => {
    const pages = 1000;
    const cases = fixtureCases(pages);
    const linked = new Set(Array.from({ length: pages }, (_, page) => pageLinks(page, pages)).flat());
    for (const entry of cases.filter((entry) => entry.kind === 'unlisted')) expect(linked).toContain(entry.path);
    expect(cases.filter((entry) => entry.kind === 'unlisted')).toHaveLength(pages / UNLISTED_EVERY);
    for (const entry of cases.filter((entry) => entry.kind === 'orphan')) expect(linked).not.toContain(entry.path);
  });

  it('makes /sitemap.xml an index of files of 50,000 once more are listed', () => {
    const listed = fixtureCases(SITEMAP_CHUNK + 10).filter((entry) => entry.listed);
    const index = fixtureSitemap('http://x', listed, null)!;
    expect(index).toContain('<sitemapindex');
    expect([...index.matchAll(/<loc>/g)]).toHaveLength(2);
    expect([...fixtureSitemap('http://x', listed, 2)!.matchAll(/<loc>/g)]).toHaveLength(listed.length - SITEMAP_CHUNK);
    expect(fixtureSitemap('http://x', listed, 3)).toBeNull();
  });

  it('is the same site every time', () => {
    expect(fixtureCases(200)).toEqual(fixtureCases(200));
  });
});
