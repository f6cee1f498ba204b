import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { crawlPage } from '../../../../electron/engine/site-check/crawl-page';
import { serveForTest } from '../../../support/serve-for-test';

const agent = new Agent();
afterAll(() => agent.close());
const options = { dispatcher: agent, userAgent: 'CrawlPageTest/1.0', bodyByteCap: 1 << 20, agent: 'Googlebot' };
const html = (body: string, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  body,
});

describe('crawlPage', () => {
  it('leads to every followed link of the whole page, absolute against <base>, without fragments, each once', async () => {
    const server = await serveForTest({
      '/a/page': html(
        '<html><head><base href="/b/"><link rel="canonical" href="/a/page"><link rel="alternate" hreflang="de" href="/de/page">' +
          '</head><body><a href="one">1</a><a href="one#top">1 again</a><a href="#local">here</a>' +
          '<a rel="external NoFollow" href="/secret">no</a><p>' +
          'text '.repeat(5000) +
          '</p><a href="https://other.example/x">away</a><A HREF="/last?x=1&amp;y=2">last</A></body></html>',
      ),
    });
    const { check, links } = await crawlPage(`${server.origin}/a/page`, options);
    expect(check.status).toBe(200);
    expect(links).toEqual([
      `${server.origin}/b/one`,
      'https://other.example/x',
      `${server.origin}/last?x=1&y=2`,
      `${server.origin}/de/page`,
      `${server.origin}/a/page`,
    ]);
  });

  it('resolves its links against the page itself where its <base href> is javascript: or data:', async () => {
    const server = await serveForTest({
      '/a/js': html('<head><base href="javascript:void(0)"></head><body><a href="one">1</a><a href="/two">2</a>'),
      '/a/data': html('<head><base href="data:text/html,x"></head><body><a href="one">1</a>'),
    });
    expect((await crawlPage(`${server.origin}/a/js`, options)).links).toEqual([
      `${server.origin}/a/one`,
      `${server.origin}/two`,
    ]);
    expect((await crawlPage(`${server.origin}/a/data`, options)).links).toEqual([`${server.origin}/a/one`]);
  });

  it('follows nothing from a page whose robots meta or X-Robots-Tag for the agent says nofollow or none', async () => {
    const links = '<a href="/x">x</a>';
    const server = await serveForTest({
      '/meta': html(`<head><meta name="robots" content="noindex, nofollow"></head><body>${links}`),
      '/none': html(`<head><meta name="googlebot" content="none"></head><body>${links}`),
      '/header': html(links, { 'x-robots-tag': 'googlebot: nofollow' }),
      '/other': html(links, { 'x-robots-tag': 'otherbot: nofollow' }),
      '/follow': html(`<head><meta name="robots" content="noindex, follow"></head><body>${links}`),
    });
    const follow = async (path: string) => (await crawlPage(server.origin + path, options)).links;
    expect(await follow('/meta')).toEqual([]);
    expect(await follow('/none')).toEqual([]);
    expect(await follow('/header')).toEqual([]);
    expect(await follow('/other')).toEqual([`${server.origin}/x`]);
    expect(await follow('/follow')).toEqual([`${server.origin}/x`]);
  });

  it('leads from a redirect only to where it ends, and from an error page nowhere', async () => {
    const server = await serveForTest({
      '/old': { status: 301, headers: { location: '/new#part' } },
      '/new': html('<a href="/x">x</a>'),
      '/gone': { status: 404, headers: { 'content-type': 'text/html' }, body: '<a href="/x">x</a>' },
    });
    expect((await crawlPage(`${server.origin}/old`, options)).links).toEqual([`${server.origin}/new`]);
    expect((await crawlPage(`${server.origin}/gone`, options)).links).toEqual([]);
  });

  it('reads a page no deeper than its elements nest within the bound: the links before, not those after', async () => {
    const nested = `${'<span>'.repeat(20_000)}<a href="/inside">in</a>`;
    const server = await serveForTest({
      '/deep': html(`<body><a href="/before">b</a>${nested}<a href="/after">a</a>`),
    });
    const { check, links } = await crawlPage(`${server.origin}/deep`, options);
    expect(links).toEqual([`${server.origin}/before`]);
    expect(check.cut).toEqual({ alternates: 0, links: 0, longUrls: 0, longValues: [], nesting: 4_096 });
  });

  it('reads no further than its byte cap, in the page charset', async () => {
    const server = await serveForTest({
      '/latin': {
        headers: { 'content-type': 'text/html; charset=windows-1252' },
        body: Buffer.concat([Buffer.from('<a href="/caf'), Buffer.from([0xe9]), Buffer.from('">x</a>')]),
      },
      '/long': html(`<a href="/first">1</a>${' '.repeat(10_000)}<a href="/beyond">2</a>`),
    });
    const latin = await crawlPage(`${server.origin}/latin`, options);
    expect(latin.links).toEqual([`${server.origin}/caf%C3%A9`]);
    expect(latin.check.cut).toBeNull();
    const capped = await crawlPage(`${server.origin}/long`, { ...options, bodyByteCap: 1000 });
    expect(capped.links).toEqual([`${server.origin}/first`]);
    // Said with the page: its links after the cap were not followed.
    expect(capped.check.cut).toEqual({ alternates: 0, links: 0, longUrls: 0, longValues: [], bodyBytes: 1000 });
  });
});
