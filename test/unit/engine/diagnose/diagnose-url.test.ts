import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { setActiveLocale } from '../../../../shared/i18n/active-locale';
import { diagnoseUrl } from '../../../../electron/engine/diagnose/diagnose-url';
import { diagnosisText } from '../../../../electron/cli/diagnose-command';
import { googlebotGetsIt, robotsText } from '../../../../shared/diagnose/diagnosis-words';
import { cliRun } from '../../../support/cli-run';
import { REAL_SERVERS } from '../../../support/zoo/real-servers';
import { useRealServer } from '../../../support/zoo/use-real-server';
import { FIREWALLED_SITEMAP, firewalledSite } from '../../../support/firewalled-site';
import { serveForTest } from '../../../support/serve-for-test';
import { urlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';
import { startNginx } from '../../../support/zoo/nginx-server';
import {
  chunked,
  http09,
  hugeHeader,
  shortBody,
  slowToAnswer,
  stall,
  unaskedContinue,
} from '../../../support/zoo/hostile-handlers';

// A command run with --lang leaves its language active.
afterEach(() => setActiveLocale('en'));

const SITEMAP = FIREWALLED_SITEMAP;
const SITEMAP_TYPE = { 'content-type': 'application/xml' };
/** A gzip file's inflated bytes, one past the 50 MB a sitemap may hold. */
const BIG_INFLATED = 52_428_800 + 1;

describe('diagnose: a URL as Googlebot and as a browser get it', () => {
  let origin = '';
  const server = createServer(firewalledSite);
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('shows the challenge page Googlebot gets where the browser gets the sitemap, after the same redirect', async () => {
    const diagnosis = await diagnoseUrl(`${origin}/old-sitemap.xml`);
    expect(diagnosis.googlebot).toMatchObject({
      status: 403,
      hops: [
        { url: `${origin}/old-sitemap.xml`, status: 301 },
        { url: `${origin}/sitemap.xml`, status: 403 },
      ],
      contentType: 'text/html',
      challenge: { vendor: 'cloudflare', evidence: 'cf-mitigated: challenge' },
      error: null,
    });
    expect(diagnosis.browser).toMatchObject({ status: 200, contentType: 'application/xml', bytes: SITEMAP.length });
    expect(diagnosis.differences).toEqual(['status', 'contentType', 'bytes', 'challenge']);
    expect(diagnosis.robots).toEqual({ allowed: true, line: null, rule: null });
    expect(googlebotGetsIt(diagnosis)).toBe(false);
    const text = diagnosisText(diagnosis);
    expect(text).toContain('redirects       301 → 403');
    expect(text).toContain(
      'Googlebot gets a challenge page from Cloudflare instead of the file: allow Googlebot in the firewall or CDN.',
    );
  });

  it('follows no redirect to another host, and says where it pointed', async () => {
    const diagnosis = await diagnoseUrl(`${origin}/moved.xml`);
    expect(diagnosis.browser.redirectNotFollowed).toEqual({
      to: 'http://elsewhere.invalid/sitemap.xml',
      why: 'other-host',
    });
    expect(diagnosis.browser.hops).toHaveLength(1);
    expect(diagnosisText(diagnosis)).toContain(
      'Desktop browser: redirect to http://elsewhere.invalid/sitemap.xml not followed (another host)',
    );
  });

  it('names the robots.txt rule that keeps Googlebot out, and exits 1 from the command line', async () => {
    const { code, out } = await cliRun('diagnose', `${origin}/private/sitemap.xml`);
    expect(code).toBe(1);
    expect(out).toContain('robots.txt keeps Googlebot from it: Disallow: /private/.');
    const dutch = await cliRun('--lang', 'nl', 'diagnose', `${origin}/private/sitemap.xml`, '--json');
    expect(JSON.parse(dutch.out)).toMatchObject({ robots: { allowed: false, line: 2, rule: 'Disallow: /private/' } });
  });

  it('says when no answer comes, and refuses what is not one http(s) URL with exit 2', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const diagnosis = await diagnoseUrl(`http://127.0.0.1:${port}/sitemap.xml`, { timeoutMs: 5_000 });
    expect(diagnosis.googlebot).toMatchObject({ status: null, error: 'ECONNREFUSED', hops: [] });
    expect(diagnosisText(diagnosis)).toContain('Googlebot gets no answer: ECONNREFUSED.');
    for (const bad of [[], ['ftp://example.com/'], ['https://a.example/', 'https://b.example/']])
      expect((await cliRun('diagnose', ...bad)).code).toBe(2);
  });
});

// A 200 whose body then fails was told as "Googlebot gets no answer", exit 0: the file counted as got.
describe('diagnose: a file that breaks off after its 200', () => {
  const BROKEN = { ...SITEMAP_TYPE, 'content-encoding': 'gzip' };
  it('is not a file Googlebot gets: the status and the failure named, exit 1, in English and Dutch', async () => {
    const server = await serveForTest({
      '/bad-gzip.xml': { headers: BROKEN, body: 'not gzip at all' },
      '/short.xml': shortBody(SITEMAP, 40),
    });
    for (const path of ['/bad-gzip.xml', '/short.xml']) {
      const { code, out } = await cliRun('diagnose', `${server.origin}${path}`);
      expect(code).toBe(1);
      expect(out).toMatch(/^Googlebot gets status 200, but the file breaks off: .+\.$/m);
    }
    const dutch = await cliRun('--lang', 'nl', 'diagnose', `${server.origin}/short.xml`);
    expect(dutch.code).toBe(1);
    expect(dutch.out).toMatch(/^Googlebot krijgt status 200, maar het bestand breekt af: .+\.$/m);
  });
});

// A whole, correct file still arriving when the deadline ran out was told "breaks off: no answer in time" (exit 1),
// and the browser's fetch began with the deadline Googlebot's had spent: no answer at all, a difference that was none.
// An endless body was "Googlebot gets the file" (exit 0), and so was one past the 50 MB a sitemap may be.
describe('diagnose: a file larger than a sitemap may be', () => {
  it('says so, over the limit or going on past what the diagnosis reads, and Googlebot does not get it (exit 1)', async () => {
    const endless = (_request: unknown, response: ServerResponse): void => {
      response.writeHead(200, SITEMAP_TYPE);
      const piece = Buffer.alloc(1024 * 1024, 0x20);
      const more = (): void =>
        void (response.destroyed || (response.write(piece) ? setImmediate(more) : response.once('drain', more)));
      more();
    };
    const server = await serveForTest({
      '/endless.xml': endless,
      '/large.xml': { headers: SITEMAP_TYPE, body: Buffer.alloc(52_428_800 + 1, 0x20) },
      '/robots.txt': { body: '' },
    });
    const endlessRun = await cliRun('diagnose', `${server.origin}/endless.xml`);
    expect(endlessRun.code).toBe(1);
    expect(endlessRun.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Googlebot gets status 200, but the file goes on past [\d.,]+ MB, where this diagnosis stopped reading: more than the 50\.0 MB a sitemap may hold uncompressed/,
    );
    const large = await diagnoseUrl(`${server.origin}/large.xml`, { timeoutMs: 20_000 });
    expect(large.googlebot).toMatchObject({ status: 200, error: null, cut: false, bytes: 52_428_801 });
    expect(googlebotGetsIt(large)).toBe(false);
    setActiveLocale('nl');
    expect(diagnosisText(large).trimEnd().split('\n').at(-1)).toMatch(
      /^Googlebot krijgt status 200, maar het bestand is [\d.,]+ MB, meer dan de 50,0 MB die een sitemap ongecomprimeerd mag bevatten/,
    );
  }, 60_000);
});

// The check probe: an HTML page served at the sitemap's URL was "Googlebot gets the file", exit 0.
describe('diagnose: an HTML page where the sitemap should be', () => {
  it('says Googlebot gets an HTML page, not a sitemap (exit 1); a robots.txt is not judged so', async () => {
    const page = {
      headers: { 'content-type': 'text/html' },
      body: '<!-- cms -->\n<!DOCTYPE html><html><body>Home</body></html>',
    };
    const server = await serveForTest({ '/sitemap.xml': page, '/robots.txt': page });
    const diagnosis = await diagnoseUrl(`${server.origin}/sitemap.xml`);
    expect(diagnosis.googlebot).toMatchObject({ status: 200, htmlPage: true, challenge: null });
    expect(googlebotGetsIt(diagnosis)).toBe(false);
    const { code, out } = await cliRun('diagnose', `${server.origin}/sitemap.xml`);
    expect(code).toBe(1);
    expect(out.trimEnd().split('\n').at(-1)).toBe(
      'Googlebot gets status 200, but an HTML page, not a sitemap: a web page, or an error or login page served in its place (Search Console says "Sitemap is HTML").',
    );
    expect(googlebotGetsIt(await diagnoseUrl(`${server.origin}/robots.txt`))).toBe(true);
  });
});

describe('diagnose: a large file on a slow link', () => {
  it('says it was still arriving when its time ran out, not that it broke off: each agent its own time, exit 0', async () => {
    // 2 MB sent whole in 160 pieces 50 ms apart (~8 s) against a deadline of 4 s per request: a silence
    // must last a quarter of it (1 s) to count as stopping, far past any pause of a busy machine (with
    // 1 s against 60 ms pieces, a 190 ms stall at the deadline made it "stopped" on a loaded runner).
    const server = await serveForTest({ '/big.xml': chunked(Buffer.alloc(2 * 1024 * 1024, 0x20), 160, 50) });
    const url = `${server.origin}/big.xml`;
    const diagnosis = await diagnoseUrl(url, { timeoutMs: 4_000 });
    for (const fetch of [diagnosis.googlebot, diagnosis.browser]) {
      expect(fetch, fetch.agent).toMatchObject({ status: 200, error: null, unfinished: true, cut: false });
      expect(fetch.bytes, fetch.agent).toBeGreaterThan(64 * 1024);
      expect(fetch.bytes, fetch.agent).toBeLessThan(2 * 1024 * 1024);
    }
    expect(diagnosis.differences).toEqual([]);
    expect(googlebotGetsIt(diagnosis)).toBe(true);

    const english = await cliRun('diagnose', url, '--timeout', '4');
    expect(english.code).toBe(0);
    expect(english.out).toMatch(/^size +[\d,]+ bytes when its time ran out \(not the end\) +[\d,]+ bytes when/m);
    expect(english.out).toMatch(/^no answer +– +–$/m);
    expect(english.out).toMatch(
      /^Googlebot gets status 200, and the file was still arriving when this diagnosis's time ran out: [\d.,]+ (KB|MB) came in 4 s and the rest was not read\. That is this diagnosis's own time limit \(a large file or a slow link\), not a failure of the server\.$/m,
    );
    expect(english.out.trimEnd().split('\n').at(-1)).toBe(
      `To read it to the end, allow each request more time: sitemap-studio diagnose ${url} --timeout <seconds>`,
    );
    expect(english.out).not.toMatch(/breaks off/);
    // The same diagnosis in Dutch (the command prints diagnosisText): one slow fetch fewer to race. Dutch writes
    // kilobytes "kB", with a point between thousands: under 1 MiB in 4 s (a loaded machine) it failed as "flaky".
    setActiveLocale('nl');
    const dutch = diagnosisText(diagnosis);
    expect(dutch).toMatch(/^grootte +[\d.]+ bytes toen de tijd om was \(niet het einde\)/m);
    expect(dutch).toMatch(
      /^Googlebot krijgt status 200, en het bestand kwam nog binnen toen de tijd van deze diagnose om was: [\d.,]+ (kB|MB) in 4 s, de rest is niet gelezen\. Dat is de eigen tijdslimiet van deze diagnose \(een groot bestand of een trage verbinding\), geen fout van de server\.$/m,
    );
    expect(dutch.trimEnd().split('\n').at(-1)).toBe(
      `Om het tot het einde te lezen, geef je elk verzoek meer tijd: sitemap-studio diagnose ${url} --timeout <seconden>`,
    );
  }, 60_000);
});

// The sweep's probe: a redirect's body was waited for whole, and one that stalled was "no answer in time".
describe('diagnose: a redirect whose body stalls', () => {
  it('is followed at once, for both agents', async () => {
    const server = await serveForTest({
      '/old.xml': (_request, response) => {
        response.writeHead(301, { location: '/sitemap.xml', 'content-length': 2000 });
        response.write('Moved');
      },
      '/sitemap.xml': { headers: SITEMAP_TYPE, body: SITEMAP },
    });
    const diagnosis = await diagnoseUrl(`${server.origin}/old.xml`, { timeoutMs: 3_000 });
    for (const fetch of [diagnosis.googlebot, diagnosis.browser]) {
      expect(fetch, fetch.agent).toMatchObject({ status: 200, error: null, bytes: SITEMAP.length });
      expect(
        fetch.hops.map((hop) => hop.status),
        fetch.agent,
      ).toEqual([301, 200]);
    }
    expect(googlebotGetsIt(diagnosis)).toBe(true);
  });
});

// A 200 whose body stopped coming (a backend hung after flushing its headers) was told as still arriving when
// the diagnosis's time ran out, "not a failure of the server", and counted as got (exit 0). The steady file
// above, 60 ms between pieces against 1 s, stays still arriving.
describe('diagnose: a body that stops coming', () => {
  it('after some bytes, or none after the headers, is the server stopping: not got, exit 1, in English and Dutch', async () => {
    const body = Buffer.alloc(5_000, 0x20);
    const server = await serveForTest({ '/some.xml': stall(body, 1_000), '/none.xml': stall(body, 0) });
    for (const [path, error, bytes] of [
      ['/some.xml', 'body-stalled', 1_000],
      ['/none.xml', 'body-none', 0],
    ] as const) {
      // 2 s per request: the first bytes may come up to 1.5 s late on a busy machine and still leave the
      // silence past a quarter of it (with 1 s, a 250 ms delay was enough to fail).
      const diagnosis = await diagnoseUrl(`${server.origin}${path}`, { timeoutMs: 2_000 });
      for (const fetch of [diagnosis.googlebot, diagnosis.browser])
        expect(fetch, `${path} ${fetch.agent}`).toMatchObject({ status: 200, error, bytes, unfinished: false });
      // Silent from the last byte (or the headers) to the deadline: most of the 2 s.
      expect(diagnosis.googlebot.silentMs, path).toBeGreaterThan(500);
      expect(diagnosis.differences, path).toEqual([]);
      expect(googlebotGetsIt(diagnosis), path).toBe(false);
    }

    const some = `${server.origin}/some.xml`;
    const english = await cliRun('diagnose', some, '--timeout', '2');
    expect(english.code).toBe(1);
    expect(english.out).toMatch(/^no answer +stopped sending \([\d.]+ s without a byte\) +stopped sending/m);
    expect(english.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Googlebot gets status 200, but the server stopped sending the file: 1,000 B came, then no byte in the last [\d.]+ s before the time ran out\. Googlebot gives up on such a fetch too: look at what keeps the server, or a proxy in front of it, from sending the rest \(a generator stuck, a backend that hangs\)\.$/,
    );
    expect(english.out).not.toMatch(/not a failure of the server|--timeout/);
    const dutch = await cliRun('--lang', 'nl', 'diagnose', some, '--timeout', '2');
    expect(dutch.code).toBe(1);
    expect(dutch.out).toMatch(/^geen antwoord +stopte met sturen \([\d,]+ s zonder byte\)/m);
    expect(dutch.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Googlebot krijgt status 200, maar de server stopte met het sturen van het bestand: 1\.000 B kwam binnen, daarna geen byte meer in de laatste [\d,]+ s voordat de tijd om was\. Googlebot geeft zo'n ophaalpoging ook op: zoek uit wat de server, of een proxy ervoor, tegenhoudt de rest te sturen \(een generator die vastzit, een backend die blijft hangen\)\.$/,
    );

    const none = `${server.origin}/none.xml`;
    const noBody = await cliRun('diagnose', none, '--timeout', '2');
    expect(noBody.code).toBe(1);
    expect(noBody.out).toMatch(/^no answer +no body after the headers \([\d.]+ s\) +no body after/m);
    expect(noBody.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Googlebot gets status 200, but no byte of the file came after the headers \([\d.]+ s\): the server stopped after sending them\. Googlebot gives up on such a fetch too: look at what keeps the server, or a proxy in front of it, from sending the file \(a generator stuck, a backend that hangs\)\.$/,
    );
    const noBodyDutch = await cliRun('--lang', 'nl', 'diagnose', none, '--timeout', '2');
    expect(noBodyDutch.code).toBe(1);
    expect(noBodyDutch.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Googlebot krijgt status 200, maar na de headers kwam geen byte van het bestand \([\d,]+ s\): de server stopte nadat hij ze had gestuurd\. Googlebot geeft zo'n ophaalpoging ook op: zoek uit wat de server, of een proxy ervoor, tegenhoudt het bestand te sturen \(een generator die vastzit, een backend die blijft hangen\)\.$/,
    );
  }, 60_000);
});

// The reason a robots.txt was not read was printed as its JSON: 'robots.txt could not be read: {"timeoutMs":3000}'.
describe('diagnose: a robots.txt that never answers', () => {
  it('says why in words, in English and Dutch, from the reason kept as data', async () => {
    const server = await serveForTest({
      '/sitemap.xml': { headers: SITEMAP_TYPE, body: SITEMAP },
      '/robots.txt': slowToAnswer('User-agent: *\n', 60_000, 0),
    });
    const diagnosis = await diagnoseUrl(`${server.origin}/sitemap.xml`, { timeoutMs: 1_000 });
    expect(diagnosis.robots).toEqual({ unreadable: { timeoutMs: expect.any(Number) } });
    const ms = (diagnosis.robots as { unreadable: { timeoutMs: number } }).unreadable.timeoutMs;
    expect(robotsText(diagnosis.robots)).toBe(
      `robots.txt could not be read: no answer within ${ms.toLocaleString('en-US')} ms.`,
    );
    setActiveLocale('nl');
    try {
      expect(robotsText(diagnosis.robots)).not.toMatch(/[{}]|timeoutMs/);
    } finally {
      setActiveLocale('en');
    }
  });

  // Said "Googlebot gets the file." with exit 0, where RFC 9309 has a crawler fetch nothing from the host.
  it('is Googlebot fetching nothing from the host: not got, exit 1, in English and Dutch', async () => {
    const server = await serveForTest({
      '/sitemap.xml': { headers: SITEMAP_TYPE, body: SITEMAP },
      '/robots.txt': slowToAnswer('User-agent: *\n', 60_000, 0),
    });
    const diagnosis = await diagnoseUrl(`${server.origin}/sitemap.xml`, { timeoutMs: 1_000 });
    expect(googlebotGetsIt(diagnosis)).toBe(false);
    const english = await cliRun('diagnose', `${server.origin}/sitemap.xml`, '--timeout', '1');
    expect(english.code).toBe(1);
    expect(english.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Googlebot does not fetch the file: the site's robots.txt could not be read \(no answer within [\d,]+ ms\), and RFC 9309 says to fetch nothing from the host then\.$/,
    );
    const dutch = await cliRun('--lang', 'nl', 'diagnose', `${server.origin}/sitemap.xml`, '--timeout', '1');
    expect(dutch.out.trimEnd().split('\n').at(-1)).toMatch(
      /^Googlebot haalt het bestand niet op: de robots.txt van de site kon niet worden gelezen \(/,
    );
  });
});

// Any deadline after the headers with no byte yet was 'body-none', "the server stopped after sending them" (exit 1,
// no --timeout hint), even when the headers came a moment before it: a slow but healthy server told as a hung one.
describe('diagnose: headers that come just before the time runs out', () => {
  it('is the time running out, too soon to tell, with the --timeout hint: not "the server stopped", in English and Dutch', async () => {
    // Headers after 3.5 s, the whole body 2 s later: with 4 s per request the deadline falls some 0.5 s after
    // the headers (less than the quarter of 4 s that a silence must last: 0.5 s to spare either way, where
    // 1.6 s against 2 s left 0.1 s, which a loaded runner missed), and before the body.
    const body = Buffer.alloc(4_000, 0x20);
    const server = await serveForTest({ '/slow.xml': slowToAnswer(body, 3_500, 2_000) });
    const url = `${server.origin}/slow.xml`;
    const healthy = await diagnoseUrl(url, { timeoutMs: 10_000 });
    expect(healthy.googlebot).toMatchObject({ status: 200, error: null, bytes: body.length, unfinished: false });
    expect(googlebotGetsIt(healthy)).toBe(true);

    const diagnosis = await diagnoseUrl(url, { timeoutMs: 4_000 });
    for (const fetch of [diagnosis.googlebot, diagnosis.browser]) {
      expect(fetch, fetch.agent).toMatchObject({ status: 200, error: 'body-late', bytes: 0, unfinished: false });
      expect(fetch.silentMs, fetch.agent).toBeLessThan(1_000);
    }
    expect(diagnosis.differences).toEqual([]);
    expect(googlebotGetsIt(diagnosis)).toBe(false);

    const english = await cliRun('diagnose', url, '--timeout', '4');
    expect(english.code).toBe(1);
    expect(english.out).toMatch(/^no answer +no byte yet when the time ran out, [\d.]+ s after the headers +no byte/m);
    expect(english.out).toMatch(
      /^Googlebot gets status 200, but this diagnosis's time ran out [\d.]+ s after the headers came, before any byte of the file: too soon to tell whether the server was still sending it, so whether Googlebot gets the file is not known\. The server took nearly all of the time allowed to answer \(a sitemap generated on request, a slow backend\)\.$/m,
    );
    expect(english.out.trimEnd().split('\n').at(-1)).toBe(
      `To read it to the end, allow each request more time: sitemap-studio diagnose ${url} --timeout <seconds>`,
    );
    expect(english.out).not.toMatch(/stopped/);
    // The same diagnosis in Dutch (the command prints diagnosisText): one slow fetch fewer to race. Dutch writes
    // kilobytes "kB", with a point between thousands: under 1 MiB in 4 s (a loaded machine) it failed as "flaky".
    setActiveLocale('nl');
    const dutch = { out: diagnosisText(diagnosis) };
    expect(dutch.out).toMatch(/^geen antwoord +nog geen byte toen de tijd om was, [\d,]+ s na de headers/m);
    expect(dutch.out).toMatch(
      /^Googlebot krijgt status 200, maar de tijd van deze diagnose was [\d,]+ s na de headers om, voordat er een byte van het bestand kwam: te kort om te zeggen of de server het nog stuurde, dus of Googlebot het bestand krijgt, is niet bekend\. De server gebruikte bijna alle toegestane tijd om te antwoorden \(een sitemap die op verzoek wordt gemaakt, een trage backend\)\.$/m,
    );
    expect(dutch.out.trimEnd().split('\n').at(-1)).toBe(
      `Om het tot het einde te lezen, geef je elk verzoek meer tijd: sitemap-studio diagnose ${url} --timeout <seconden>`,
    );
    expect(dutch.out).not.toMatch(/stopte/);
  }, 90_000);
});

// Told in undici's and zlib's words: Z_DATA_ERROR, UND_ERR_HEADERS_OVERFLOW, 'Response does not match the
// HTTP/1.1 protocol (Expected HTTP/, RTSP/ or ICE/)', in Dutch too.
describe('diagnose: an answer the server got wrong', () => {
  it('is said in words, in English and Dutch', async () => {
    const server = await serveForTest({
      '/bad-gzip.xml': { headers: { ...SITEMAP_TYPE, 'content-encoding': 'gzip' }, body: 'not gzip at all' },
      '/huge.xml': hugeHeader(SITEMAP, 200_000),
      '/old.xml': http09(SITEMAP),
      '/continue.xml': unaskedContinue(SITEMAP),
    });
    for (const [path, en, nl] of [
      [
        '/bad-gzip.xml',
        'Googlebot gets status 200, but the file breaks off: its compressed data is broken.',
        'Googlebot krijgt status 200, maar het bestand breekt af: de gecomprimeerde gegevens zijn beschadigd.',
      ],
      [
        '/huge.xml',
        'Googlebot gets no answer: headers over 128 KB, more than a sitemap server sends.',
        'Googlebot krijgt geen antwoord: headers groter dan 128 KB, meer dan een sitemapserver stuurt.',
      ],
      [
        '/old.xml',
        'Googlebot gets no answer: not HTTP (no valid status line: an HTTP/0.9 reply, another protocol, or a status code HTTP does not have).',
        'Googlebot krijgt geen antwoord: geen HTTP (geen geldige statusregel: een HTTP/0.9-antwoord, een ander protocol, of een statuscode die HTTP niet kent).',
      ],
      [
        '/continue.xml',
        'Googlebot gets no answer: an answer not asked for (a 100 Continue before the answer to a GET).',
        'Googlebot krijgt geen antwoord: een antwoord waar niet om gevraagd is (een 100 Continue voor het antwoord op een GET).',
      ],
    ] as const) {
      const english = await cliRun('diagnose', `${server.origin}${path}`);
      expect(english.out.trimEnd().split('\n').at(-1), path).toBe(en);
      expect(english.code).toBe(1);
      const dutch = await cliRun('--lang', 'nl', 'diagnose', `${server.origin}${path}`);
      expect(dutch.out.trimEnd().split('\n').at(-1), path).toBe(nl);
    }
  });
});

for (const kind of REAL_SERVERS) {
  describe(`diagnose against ${kind.name}`, () => {
    const served = useRealServer(kind, async (dir) => {
      await writeFile(join(dir, 'sitemap.xml'), SITEMAP.repeat(200));
      await writeFile(join(dir, 'sitemap.xml.gz'), gzipSync(SITEMAP));
      // Small as it is served, past the protocol's 50 MB when inflated.
      await writeFile(join(dir, 'big.xml.gz'), gzipSync(Buffer.alloc(BIG_INFLATED, 0x20), { level: 9 }));
      const whole = gzipSync(SITEMAP.repeat(50));
      await writeFile(join(dir, 'cut.xml.gz'), whole.subarray(0, whole.length >> 1));
      const flipped = Buffer.from(whole);
      flipped[flipped.length >> 1]! ^= 0xff;
      await writeFile(join(dir, 'flipped.xml.gz'), flipped);
      await writeFile(join(dir, 'robots.txt'), `User-agent: *\nAllow: /\n`);
      await writeFile(join(dir, 'empty.xml'), '');
    });

    it('counts a gzip file as what it inflates to: one past 50 MB inflated is not got, a damaged one breaks off', async () => {
      const { origin } = served().server;
      const small = await diagnoseUrl(`${origin}/sitemap.xml.gz`);
      expect(small.googlebot).toMatchObject({
        status: 200,
        error: null,
        bytes: Buffer.byteLength(SITEMAP),
        gzipFileBytes: gzipSync(SITEMAP).length,
      });
      expect(googlebotGetsIt(small)).toBe(true);
      const big = await diagnoseUrl(`${origin}/big.xml.gz`);
      expect(big.googlebot).toMatchObject({ status: 200, error: null, cut: false, bytes: BIG_INFLATED });
      expect(big.googlebot.gzipFileBytes).toBeLessThan(200_000);
      expect(googlebotGetsIt(big)).toBe(false);
      const english = await cliRun('diagnose', `${origin}/big.xml.gz`);
      expect(english.code).toBe(1);
      expect(english.out).toMatch(/size +52,428,801 bytes inflated, [\d,]+ bytes as gzip/);
      expect(english.out.trimEnd().split('\n').at(-1)).toMatch(
        /^Googlebot gets status 200, but the file is 50\.0 MB inflated, more than the 50\.0 MB a sitemap may hold uncompressed/,
      );
      const dutch = await cliRun('--lang', 'nl', 'diagnose', `${origin}/big.xml.gz`);
      expect(dutch.out).toMatch(/52\.428\.801 bytes uitgepakt, [\d.]+ bytes als gzip/);
      expect(dutch.out.trimEnd().split('\n').at(-1)).toMatch(
        /^Googlebot krijgt status 200, maar het bestand is 50,0 MB uitgepakt, meer dan/,
      );
      for (const name of ['cut.xml.gz', 'flipped.xml.gz']) {
        const broken = await cliRun('diagnose', `${origin}/${name}`);
        expect(broken.code, name).toBe(1);
        expect(broken.out.trimEnd().split('\n').at(-1), name).toBe(
          'Googlebot gets status 200, but the file breaks off: the gzip file it holds is damaged or cut short.',
        );
        const brokenDutch = await cliRun('--lang', 'nl', 'diagnose', `${origin}/${name}`);
        expect(brokenDutch.out.trimEnd().split('\n').at(-1), name).toBe(
          'Googlebot krijgt status 200, maar het bestand breekt af: het gzip-bestand erin is beschadigd of afgebroken.',
        );
      }
    }, 60_000);

    it('says an empty sitemap (a 200 of no byte) is no sitemap Googlebot gets (exit 1)', async () => {
      const { origin } = served().server;
      const empty = await diagnoseUrl(`${origin}/empty.xml`);
      expect(empty.googlebot).toMatchObject({ status: 200, error: null, bytes: 0 });
      expect(googlebotGetsIt(empty)).toBe(false);
      const english = await cliRun('diagnose', `${origin}/empty.xml`);
      expect(english.code).toBe(1);
      expect(english.out.trimEnd().split('\n').at(-1)).toMatch(
        /^Googlebot gets status 200, but an empty answer: no byte, so no sitemap/,
      );
      const dutch = await cliRun('--lang', 'nl', 'diagnose', `${origin}/empty.xml`);
      expect(dutch.out.trimEnd().split('\n').at(-1)).toMatch(/^Googlebot krijgt status 200, maar een leeg antwoord/);
    });

    // The network sweep: a body in a coding nobody asked for (zstd) was called empty: "no byte, so no sitemap".
    it('says a file in a coding it did not ask for is not got, naming the coding, not that it is empty (exit 1)', async () => {
      const server = await serveForTest({
        '/zstd.xml': {
          headers: { 'content-type': 'application/xml', 'content-encoding': 'zstd' },
          body: urlset('https://example.com/a'),
        },
      });
      const url = `${server.origin}/zstd.xml`;
      const diagnosis = await diagnoseUrl(url);
      expect(diagnosis.googlebot).toMatchObject({ status: 200, error: 'coding-unknown', contentEncoding: 'zstd' });
      expect(googlebotGetsIt(diagnosis)).toBe(false);
      const english = await cliRun('diagnose', url);
      expect(english.code).toBe(1);
      expect(english.out.trimEnd().split('\n').at(-1)).toBe(
        'Googlebot gets status 200, but the file comes compressed as "zstd": Googlebot asks for gzip, deflate or br, and cannot read it. Have the server, or a CDN in front of it, send one of those, or no compression.',
      );
      const dutch = await cliRun('--lang', 'nl', 'diagnose', url);
      expect(dutch.out.trimEnd().split('\n').at(-1)).toMatch(
        /^Googlebot krijgt status 200, maar het bestand komt gecomprimeerd als "zstd"/,
      );
    });

    it('gives both agents the same answer, and Googlebot gets the file (exit 0)', async () => {
      const { origin } = served().server;
      for (const name of ['sitemap.xml', 'sitemap.xml.gz']) {
        const diagnosis = await diagnoseUrl(`${origin}/${name}`);
        expect(diagnosis.differences).toEqual([]);
        expect(diagnosis.googlebot).toMatchObject({ status: 200, challenge: null, error: null, cut: false });
        expect(googlebotGetsIt(diagnosis)).toBe(true);
      }
      const { code, out } = await cliRun('diagnose', `${origin}/sitemap.xml`);
      expect(code).toBe(0);
      expect(out).toContain('Both got the same answer.');
      expect(out).toContain('Googlebot gets the file.');
    });
  });
}

// The CLI probe: nginx answering 429 for robots.txt was "robots.txt lets Googlebot fetch it", exit 0,
// where the site check (and Google) read a 429 as a server error: the host is not to be fetched.
describe('diagnose: a robots.txt answered with 429 (nginx)', () => {
  const temp = useTempDir();

  it('is read as disallowing the whole site, as a 5xx is', async () => {
    await writeFile(join(temp.path(), 'sitemap.xml'), urlset('https://example.com/a'));
    const nginx = await startNginx(temp.path(), { server: 'location = /robots.txt { return 429; }' });
    onTestFinished(() => nginx.close());
    const { code, out } = await cliRun('diagnose', `${nginx.origin}/sitemap.xml`, '--json');
    expect(JSON.parse(out)).toMatchObject({
      robots: { allowed: false, rule: 'robots.txt answered 429' },
      // The verdict the exit code gives, as data and in words.
      googlebotGetsIt: false,
      verdict: "Googlebot may not fetch the file under the site's robots.txt.",
    });
    expect(code).toBe(1);
  });

  it('takes an empty robots.txt, asked for itself, as a file Googlebot gets: it allows everything', async () => {
    await writeFile(join(temp.path(), 'robots.txt'), '');
    const nginx = await startNginx(temp.path());
    onTestFinished(() => nginx.close());
    const { code, out } = await cliRun('diagnose', `${nginx.origin}/robots.txt`);
    expect(out.trimEnd().split('\n').at(-1)).toBe('Googlebot gets the file.');
    expect(code).toBe(0);
  });
});

// The check probe: a redirect loop was followed ten hops, then said as "too many redirects".
describe('diagnose: a redirect loop (nginx)', () => {
  const temp = useTempDir();

  it('stops at the first redirect back to a URL it asked, and says it is a loop', async () => {
    const nginx = await startNginx(temp.path(), {
      server: 'location = /loop1 { return 301 /loop2; }\n  location = /loop2 { return 301 /loop1; }',
    });
    onTestFinished(() => nginx.close());
    const diagnosis = await diagnoseUrl(`${nginx.origin}/loop1`);
    expect(diagnosis.googlebot.redirectNotFollowed).toEqual({ to: `${nginx.origin}/loop1`, why: 'loop' });
    expect(diagnosis.googlebot.hops.map(({ url }) => url)).toEqual([`${nginx.origin}/loop1`, `${nginx.origin}/loop2`]);
    expect(diagnosisText(diagnosis)).toContain(
      `Googlebot: redirect to ${nginx.origin}/loop1 not followed (a loop: it was asked already)`,
    );
  });
});
