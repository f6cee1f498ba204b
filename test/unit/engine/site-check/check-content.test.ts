import { describe, expect, it, onTestFinished } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { createHttpAgent } from '../../../../electron/engine/http/unpaused-agent';
import { checkPageContent } from '../../../../electron/engine/site-check/check-content';
import { checkPage } from '../../../../electron/engine/site-check/check-page';
import { headUnread } from '../../../../shared/site-check/page-indexable';
import { startSiteCheck } from '../../../../electron/engine/site-check/site-check';
import { urlsFromArray } from '../../../../electron/engine/site-check/check-job-intake';
import type { PageCheck } from '../../../../shared/site-check/page-check';
import { checkFindings } from '../../../../shared/site-check/check-findings';
import { compactCheck, pageCheckShape } from '../../../../shared/site-check/page-check-shape';
import { serveForTest } from '../../../support/serve-for-test';
import { quick } from './check-job-helpers';
import { cliRun } from '../../../support/cli-run';

function agent() {
  const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 64 * 1024 * 1024 });
  onTestFinished(() => dispatcher.close());
  return dispatcher;
}

/** A page whose main content is `main` and whose frame says `frame`; served as HTML. */
const page = (main: string, frame: string): string =>
  `<!doctype html><html><head><title>Shoes</title><link rel="canonical" href="/shoes"></head>` +
  `<body><header>${frame}</header><main><h1>Shoes</h1><p>${main}</p></main><footer>${frame}</footer></body></html>`;

/** A route that answers each request with the next page `make` gives for the request's number. */
function changing(make: (n: number) => string) {
  let n = 0;
  return (_request: IncomingMessage, response: ServerResponse): void => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(make(n++));
  };
}

describe('the site check reading whole pages (content)', () => {
  it('fingerprints the same content the same, whatever the frame and the visit, and a change of the content differently', async () => {
    const server = await serveForTest({
      '/frame': changing((n) => page('Red shoes, size 42.', `Visit ${n}, 1,20${n} views, ${n} minutes ago`)),
      '/main': changing((n) => page(`Red shoes, size ${42 + n}.`, 'Same frame')),
      '/gzip': {
        headers: { 'content-type': 'text/html', 'content-encoding': 'gzip' },
        body: gzipSync(page('Red shoes, size 42.', 'Another frame')),
      },
    });
    const options = { dispatcher: agent(), userAgent: 'test' };
    const [first, second] = [
      await checkPageContent(`${server.origin}/frame`, options),
      await checkPageContent(`${server.origin}/frame`, options),
    ];
    expect(first.fingerprint).toMatchObject({
      region: 'main',
      words: 5,
      title: 'Shoes',
      canonical: `${server.origin}/shoes`,
    });
    expect(second.fingerprint).toEqual(first.fingerprint);
    expect(first).toMatchObject({ status: 200, canonical: `${server.origin}/shoes`, cut: null });
    // Sent compressed, the same content has the same fingerprint.
    expect((await checkPageContent(`${server.origin}/gzip`, options)).fingerprint).toEqual(first.fingerprint);
    const [before, after] = [
      await checkPageContent(`${server.origin}/main`, options),
      await checkPageContent(`${server.origin}/main`, options),
    ];
    expect(after.fingerprint!.content).not.toBe(before.fingerprint!.content);
  });

  it('never fingerprints a page from a part: past the cap it has none, and its cut says so', async () => {
    const long = page(`${'Lorem ipsum dolor sit amet. '.repeat(10_000)}`, 'Frame');
    const server = await serveForTest({ '/long': { headers: { 'content-type': 'text/html' }, body: long } });
    const check = await checkPageContent(`${server.origin}/long`, {
      dispatcher: agent(),
      userAgent: 'test',
      contentByteCap: 64 * 1024,
    });
    expect(check.fingerprint).toBeUndefined();
    expect(check.cut).toEqual({ alternates: 0, links: 0, longUrls: 0, longValues: [], contentBytes: 64 * 1024 });
    expect(check.canonical).toBe(`${server.origin}/shoes`); // the head was read all the same
    const cut = checkFindings(check, { loc: check.url, alternates: [] }).find(
      (found) => found.code === 'check-page-cut',
    );
    expect(cut).toMatchObject({ severity: 'info' });
    expect(cut!.message).toContain('its content was not read past 64.0 KB, so it has no content fingerprint');
  });

  // The fingerprint review: a page of exactly the cap's size was taken as cut, and never fingerprinted.
  it('fingerprints a page of exactly the cap, and cuts one a byte longer', async () => {
    const cap = 64 * 1024;
    const exactly = page('x'.repeat(cap - page('', 'Frame').length), 'Frame');
    expect(Buffer.byteLength(exactly)).toBe(cap);
    const server = await serveForTest({
      '/exactly': { headers: { 'content-type': 'text/html' }, body: exactly },
      '/longer': { headers: { 'content-type': 'text/html' }, body: `${exactly} ` },
    });
    const options = { dispatcher: agent(), userAgent: 'test', contentByteCap: cap };
    const whole = await checkPageContent(`${server.origin}/exactly`, options);
    expect([whole.cut, whole.fingerprint?.words]).toEqual([null, 2]);
    const longer = await checkPageContent(`${server.origin}/longer`, options);
    expect([longer.cut?.contentBytes, longer.fingerprint]).toEqual([cap, undefined]);
  });

  // 300,000 nested <div>s (3.3 MB) held the thread half a minute in the HTML parser (its cost grows with
  // the square of the depth): the check of every other page waited, and Ctrl-C with it.
  it('reads a page no deeper than its elements nest within the bound: no fingerprint, and its cut says so', async () => {
    const deep = page(`${'<div>'.repeat(20_000)}deep${'</div>'.repeat(20_000)}`, 'Frame');
    const server = await serveForTest({ '/deep': { headers: { 'content-type': 'text/html' }, body: deep } });
    const check = await checkPageContent(`${server.origin}/deep`, { dispatcher: agent(), userAgent: 'test' });
    expect(check.failure).toBeNull();
    expect(check.fingerprint).toBeUndefined();
    expect(check.cut).toEqual({ alternates: 0, links: 0, longUrls: 0, longValues: [], nesting: 4_096 });
    expect(check.canonical).toBe(`${server.origin}/shoes`);
    expect(pageCheckShape.read(JSON.parse(JSON.stringify(compactCheck(check))))).toEqual(check); // kept in a project as it is
    const cut = checkFindings(check, { loc: check.url, alternates: [] }).find(
      (found) => found.code === 'check-page-cut',
    );
    expect(cut!.message).toContain('its elements nest more than 4,096 deep, so it was read only that far');
  });

  // Cut inside the head, the page was read as indexable: its noindex after the nesting unknown, yet unsaid.
  it('says a head cut by its nesting leaves indexability unknown, whole or head only', async () => {
    const nested = `<template>${'<b>'.repeat(5_000)}${'</b>'.repeat(5_000)}</template>`;
    const body = `<html><head>${nested}<meta name="robots" content="noindex"></head><body>x</body></html>`;
    const server = await serveForTest({ '/deep-head': { headers: { 'content-type': 'text/html' }, body } });
    const url = `${server.origin}/deep-head`;
    const whole = await checkPageContent(url, { dispatcher: agent(), userAgent: 'test' });
    const head = await checkPage(url, { dispatcher: agent(), userAgent: 'test' });
    for (const check of [whole, head]) {
      expect(check.cut).toMatchObject({ nesting: 4_096, headNested: true });
      expect(check.metaRobots).toBeNull();
      expect(headUnread(check)).toBe(true);
      const cut = checkFindings(check, { loc: url, alternates: [] }).find((found) => found.code === 'check-page-cut');
      expect(cut).toMatchObject({ severity: 'warning' });
      expect(cut!.message).toContain('nest more than 4,096 deep inside its head');
    }
  });

  it('runs as a job with `content`, and a project file keeps each fingerprint', async () => {
    const server = await serveForTest({
      '/robots.txt': { body: 'User-agent: *\nAllow: /\n' },
      '/a': { headers: { 'content-type': 'text/html' }, body: page('A page.', 'Frame') },
      '/file.pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4' },
    });
    const results: PageCheck[] = [];
    const job = startSiteCheck({
      urls: urlsFromArray([`${server.origin}/a`, `${server.origin}/file.pdf`]),
      ownHosts: [new URL(server.origin).host],
      settings: quick,
      content: {},
      onResult: (result) => results.push(result),
    });
    await job.done;
    const byUrl = new Map(results.map((check) => [check.url, check]));
    const fingerprinted = byUrl.get(`${server.origin}/a`)!;
    expect(fingerprinted.fingerprint?.words).toBe(3);
    expect(byUrl.get(`${server.origin}/file.pdf`)!.fingerprint).toBeUndefined();
    const stored = JSON.parse(JSON.stringify(compactCheck(fingerprinted))) as unknown;
    expect(pageCheckShape.read(stored)).toEqual(fingerprinted);
    expect(() => pageCheckShape.read({ ...(stored as object), fingerprint: { content: 7 } })).toThrow(
      expect.objectContaining({
        problem: 'fingerprint.content: expected text of at most 64 characters, found the number 7',
      }),
    );
  });
});

describe('sitemap-studio check --content', () => {
  it('gives each HTML page its fingerprint in the JSON document', async () => {
    const server = await serveForTest({
      '/robots.txt': { body: 'User-agent: *\nAllow: /\n' },
      '/a': { headers: { 'content-type': 'text/html' }, body: page('A page.', 'Frame') },
    });
    const sitemap = await serveForTest({
      '/sitemap.xml': {
        headers: { 'content-type': 'application/xml' },
        body: `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>${server.origin}/a</loc></url></urlset>`,
      },
    });
    const plain = JSON.parse(
      (await cliRun('check', `${sitemap.origin}/sitemap.xml`, '--json', '--other-hosts')).out,
    ) as {
      checks: PageCheck[];
    };
    expect(plain.checks[0]!.fingerprint).toBeUndefined();
    const { out } = await cliRun('check', `${sitemap.origin}/sitemap.xml`, '--json', '--other-hosts', '--content');
    const [checked] = (JSON.parse(out) as { checks: PageCheck[] }).checks;
    expect(checked).toMatchObject({ url: `${server.origin}/a`, fingerprint: { region: 'main', words: 3 } });
  });
});
