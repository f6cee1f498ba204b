import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { packageVersion } from '../../../../../electron/engine/app-info';
import { trickle, type Route } from '../../../../support/http-server';
import { networkAddress, privateServer, seenFromOutside } from '../../../../support/private-server';
import { serveForTest } from '../../../../support/serve-for-test';
import { serveRawReply } from '../../../../support/zoo/raw-reply-server';
import { useTempDir } from '../../../../support/use-temp-dir';
import { allLocs, codes, importAll } from '../../../../support/import-helpers';
import { SITEMAP_NS, sitemapIndex, urlset } from '../../../../support/sitemap-xml';

const xml = (body: string): Route => ({ headers: { 'content-type': 'application/xml' }, body });
const redirect = (to: string): Route => ({ status: 301, headers: { location: to } });

describe('importing over HTTP', () => {
  const dir = useTempDir();
  it('follows up to five redirects, reports the final URL and sends a clear User-Agent', async () => {
    const { origin, requests } = await serveForTest({
      '/r1': redirect('/r2'),
      '/r2': redirect('/r3'),
      '/r3': redirect('/r4'),
      '/r4': redirect('/r5'),
      '/r5': { status: 308, headers: { location: '/sitemap.xml' } },
      '/sitemap.xml': xml(urlset('https://example.com/a')),
    });
    const result = await importAll([`${origin}/r1`]);
    expect(result.problems).toEqual([]);
    expect(result.files[0]!.summary.location).toBe(`${origin}/sitemap.xml`);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
    expect(requests[0]!.headers['user-agent']).toBe(
      `SitemapStudio/${packageVersion()} (sitemap import; +https://github.com/sitemap-studio/sitemap-studio)`,
    );
  });

  it('says where a redirect to another host led, and reads the sitemap there', async () => {
    const there = await serveForTest({
      '/sitemap.xml': xml(urlset('https://example.com/a')),
      '/robots.txt': { headers: { 'content-type': 'text/plain' }, body: 'User-agent: *\nAllow: /\n' },
    });
    const { origin } = await serveForTest({
      '/moved.xml': redirect(`${there.origin}/sitemap.xml`),
      '/same-host.xml': redirect('/sitemap.xml'),
      '/sitemap.xml': xml(urlset('https://example.com/b')),
      '/robots.txt': redirect(`${there.origin}/robots.txt`),
    });
    const result = await importAll([`${origin}/moved.xml`, `${origin}/same-host.xml`, `${origin}/robots.txt`]);
    expect(allLocs(result)).toEqual(['https://example.com/a', 'https://example.com/b']);
    // Only the sitemap that left its host is noted: a redirect on the same host is no news, nor a
    // robots.txt that moved with its site (the robots.txt's own note is that it names no sitemap).
    expect(result.problems.map(({ code, severity, place, message }) => ({ code, severity, place, message }))).toEqual([
      {
        code: 'redirected-off-host',
        severity: 'info',
        place: { file: `${there.origin}/sitemap.xml` },
        message: `${origin}/moved.xml redirects to ${there.origin}/sitemap.xml, on another host, and was read there. Search engines take a sitemap on another host than its URLs only when the robots.txt of their host names it.`,
      },
      {
        code: 'robots-no-sitemaps',
        severity: 'info',
        place: { file: `${there.origin}/robots.txt` },
        message: expect.stringContaining('has no Sitemap: line'),
      },
    ]);
  });

  it('reads a file an index lists twice once, by any spelling, and counts it once against the file limit', async () => {
    const routes: Record<string, Route> = {
      '/a.xml': xml(urlset('https://example.com/a')),
      '/b.xml': xml(urlset('https://example.com/b')),
    };
    const { origin, requests } = await serveForTest(routes);
    // Listed 20 times, then another file: the copies took the limit's places, and the other was not read.
    routes['/index.xml'] = xml(sitemapIndex(...Array.from({ length: 20 }, () => `${origin}/a.xml`), `${origin}/b.xml`));
    // Itself by a fragment (a loop, never sent to the server), and a.xml with an escape of a letter.
    routes['/self.xml'] = xml(sitemapIndex(`${origin}/self.xml#part`, `${origin}/%61.xml`, `${origin}/a.xml`));
    const counted = await importAll([`${origin}/index.xml`], { maxFiles: 3 });
    expect(allLocs(counted)).toEqual(['https://example.com/a', 'https://example.com/b']);
    expect(codes(counted)).toEqual(Array.from({ length: 19 }, () => 'already-imported'));
    const looped = await importAll([`${origin}/self.xml`]);
    expect(allLocs(looped)).toEqual(['https://example.com/a']);
    expect(codes(looped)).toEqual(['index-loop', 'already-imported']);
    expect(requests.filter((request) => request.path === '/self.xml')).toHaveLength(1);
    expect(requests.filter((request) => request.path === '/%61.xml' || request.path === '/a.xml')).toHaveLength(2);
  });

  it('counts a failing file an index lists again each time it asks for it, so the file limit still bounds the requests', async () => {
    const routes: Record<string, Route> = { '/gone.xml': { status: 404, body: 'not here' } };
    const { origin, requests } = await serveForTest(routes);
    routes['/index.xml'] = xml(sitemapIndex(...Array.from({ length: 40 }, () => `${origin}/gone.xml`)));
    const result = await importAll([`${origin}/index.xml`], { maxFiles: 10 });
    const asked = requests.filter((request) => request.path === '/gone.xml').length;
    expect(asked).toBeGreaterThan(0);
    expect(asked).toBeLessThan(40);
    expect(codes(result)).toContain('import-file-limit');
  });

  // The CLI probe: a server that closes each connection after one answer without saying so made 10,000
  // tiny files take 144 s, each request sent on a closed connection read again only after a 2 s pause.
  it('asks again at once, unannounced, when a kept-alive connection closes before answering', async () => {
    let origin = '';
    const files = Array.from({ length: 30 }, (_, i) => `/s${i}.xml`);
    const server = await serveRawReply(
      (path) => {
        const body =
          path === '/index.xml'
            ? sitemapIndex(...files.map((file) => origin + file))
            : urlset(`https://example.com${path}`);
        return `HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
      },
      { closeAfterMs: 50 },
    );
    origin = server.origin;
    const result = await importAll([`${origin}/index.xml`]);
    expect(codes(result)).toEqual([]);
    expect(allLocs(result)).toHaveLength(30);
  });

  it('reads an answer with 100 KB of headers, as curl and browsers do', async () => {
    const { origin } = await serveForTest({
      '/cookies.xml': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml', 'set-cookie': `big=${'a'.repeat(100_000)}` });
        response.end(urlset('https://example.com/a'));
      },
    });
    const result = await importAll([`${origin}/cookies.xml`]);
    expect(result.problems).toEqual([]);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
  });

  // The net probe: an import stopped at 5 hops where Googlebot, and our own check, follow 10.
  it('follows ten redirects as Googlebot does, refuses an eleventh and a redirect to another scheme', async () => {
    const routes: Record<string, Route> = { '/sitemap.xml': xml(urlset('https://example.com/a')) };
    for (let hop = 0; hop < 11; hop++) routes[`/h${hop}`] = redirect(hop === 10 ? '/sitemap.xml' : `/h${hop + 1}`);
    routes['/to-ftp'] = redirect('ftp://example.com/sitemap.xml');
    routes['/to-file'] = redirect('file:///etc/passwd');
    const { origin } = await serveForTest(routes);
    const result = await importAll([`${origin}/h0`, `${origin}/to-ftp`, `${origin}/to-file`]);
    expect(codes(result)).toEqual(['http-too-many-redirects', 'url-scheme-refused', 'url-scheme-refused']);
    expect(allLocs(await importAll([`${origin}/h1`]))).toEqual(['https://example.com/a']);
    expect(result.files).toEqual([]);
    // Said as 'Only http and https addresses are fetched, not file:.': neither the redirect nor where it went.
    expect(result.problems.at(-1)!.message).toBe(
      `${origin}/to-file redirects to file:///etc/passwd, which is not an http or https address; it was not followed.`,
    );
  });

  it('names a redirect to a Location that is no URL, and asks no more', async () => {
    const { origin, requests } = await serveForTest({ '/bad': redirect('http://[bad/sitemap.xml') });
    const result = await importAll([`${origin}/bad`], { retryDelayMs: 10 });
    expect(codes(result)).toEqual(['url-invalid']);
    // Named as the redirect's: the URL given was fine, its server's Location header was not.
    expect(result.problems[0]!.message).toBe(
      `${origin}/bad redirected to "http://[bad/sitemap.xml" (its Location header), which is not a valid URL; ` +
        'the redirect was not followed.',
    );
    expect(result.problems[0]!.place.file).toBe(`${origin}/bad`);
    expect(requests).toHaveLength(1);
  });

  it('reports 404 and 500 per URL and imports the others of an index', async () => {
    const { origin, requests } = await serveForTest({
      '/index.xml': xml(
        `<sitemapindex xmlns="${SITEMAP_NS}"><sitemap><loc>/missing.xml</loc></sitemap><sitemap><loc>/error.xml</loc></sitemap><sitemap><loc>/good.xml</loc></sitemap></sitemapindex>`,
      ),
      '/error.xml': { status: 500, body: 'oops' },
      '/good.xml': xml(urlset('https://example.com/good')),
    });
    const result = await importAll([`${origin}/index.xml`], { retryDelayMs: 10 });
    // A server error may pass, so it is asked once more; a 404 will not.
    expect(codes(result)).toEqual([
      'child-loc-relative',
      'http-status',
      'child-loc-relative',
      'read-retried',
      'http-status',
      'child-loc-relative',
    ]);
    expect(result.problems[1]!.message).toContain('404');
    expect(result.problems[4]!.message).toContain('500');
    expect(allLocs(result)).toEqual(['https://example.com/good']);
    const asked = (path: string): number => requests.filter((request) => request.path === path).length;
    expect([asked('/missing.xml'), asked('/error.xml'), asked('/good.xml')]).toEqual([1, 2, 1]);
  });

  it('undoes Content-Encoding: gzip, and also reads a gzip body served as is', async () => {
    const body = urlset('https://example.com/enc');
    const { origin, requests } = await serveForTest({
      '/encoded.xml': {
        headers: { 'content-type': 'application/xml', 'content-encoding': 'gzip' },
        body: gzipSync(body),
      },
      '/file.xml.gz': { headers: { 'content-type': 'application/x-gzip' }, body: gzipSync(body) },
    });
    const result = await importAll([`${origin}/encoded.xml`, `${origin}/file.xml.gz`]);
    expect(result.problems).toEqual([]);
    expect(result.files.map((file) => file.summary.gzip)).toEqual([false, true]);
    expect(allLocs(result)).toEqual(['https://example.com/enc', 'https://example.com/enc']);
    expect(requests[0]!.headers['accept-encoding']).toContain('gzip');
  });

  it('keeps every row of a gzip-encoded body with bytes after its gzip (told, as a .gz file is), or several gzip members', async () => {
    const locs = Array.from({ length: 20_000 }, (_, i) => `https://example.com/p${i}`);
    const gzipped = gzipSync(urlset(...locs));
    const body = urlset(...locs);
    const encoded = (bytes: Buffer): Route => ({
      headers: { 'content-type': 'application/xml', 'content-encoding': 'gzip' },
      body: bytes,
    });
    const { origin } = await serveForTest({
      // Node's Gunzip failed at the junk and dropped the rows it had inflated in that write (244 of these).
      '/junk.xml': encoded(Buffer.concat([gzipped, Buffer.from('GARBAGE')])),
      '/members.xml': encoded(Buffer.concat([gzipSync(body.slice(0, 500_000)), gzipSync(body.slice(500_000))])),
      // A problem in its last URL: told before the bytes after the gzip, which come after it.
      '/late.xml': encoded(Buffer.concat([gzipSync(urlset(...locs.slice(1), 'not-absolute')), Buffer.from('GARBAGE')])),
      // Its XML broken at once: no word that every URL of the gzip was read.
      '/broken.xml': encoded(Buffer.concat([gzipSync(`${urlset(locs[0]!)}<<`), Buffer.from('GARBAGE')])),
    });
    // On this thread and on a parse worker, whose bytes the coding is undone for here.
    for (const parseWorkers of [0, 1]) {
      const junk = await importAll([`${origin}/junk.xml`], {}, { parseWorkers });
      expect(allLocs(junk)).toEqual(locs);
      // Dropped unsaid before: a .gz file with the same bytes after its gzip is told of them.
      expect(junk.problems.map(({ code, severity, place, params }) => ({ code, severity, place, params }))).toEqual([
        {
          code: 'gzip-trailing-bytes',
          severity: 'warning',
          place: { file: `${origin}/junk.xml` },
          params: [{ bytes: 7 }],
        },
      ]);
      const late = await importAll([`${origin}/late.xml`], {}, { parseWorkers });
      expect(codes(late).slice(-2)).toEqual(['loc-not-absolute', 'gzip-trailing-bytes']);
      const broken = await importAll([`${origin}/broken.xml`], {}, { parseWorkers });
      expect(codes(broken)).not.toContain('gzip-trailing-bytes');
      expect(codes(broken)).toContain('xml-malformed');
      const members = await importAll([`${origin}/members.xml`], {}, { parseWorkers });
      expect(members.problems).toEqual([]);
      expect(allLocs(members)).toEqual(locs);
    }
  });

  it('stops a download over the size cap, declared or not', async () => {
    const big = urlset(...Array.from({ length: 2000 }, (_, i) => `https://example.com/${i}`));
    const { origin } = await serveForTest({
      '/declared.xml': { headers: { 'content-length': String(big.length) }, body: big },
      '/chunked.xml': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.write(big.slice(0, 30_000));
        response.end(big.slice(30_000));
      },
    });
    const result = await importAll([`${origin}/declared.xml`, `${origin}/chunked.xml`], { maxDownloadBytes: 20_000 });
    expect(codes(result)).toEqual(['http-too-large', 'http-too-large']);
    expect(result.files.map((file) => file.summary.partial)).toEqual([true]);
  });

  it('keeps every row of the bytes up to the cap, the same each run, however far the download ran ahead of the parser', async () => {
    const big = urlset(
      ...Array.from({ length: 40_000 }, (_, i) => `https://example.com/page/${String(i).padStart(6, '0')}`),
    );
    const cap = 1_000_000;
    // The rows whole in the first `cap` bytes: each closes with </url> before the cap.
    const whole = big.slice(0, cap).split('</url>').length - 1;
    const { origin } = await serveForTest({
      // No Content-Length, 64 KB at a time at once: the download runs far ahead of the parser.
      '/big.xml': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        for (let at = 0; at < big.length; at += 65_536) response.write(big.slice(at, at + 65_536));
        response.end();
      },
    });
    for (let run = 0; run < 3; run++) {
      const result = await importAll([`${origin}/big.xml`], { maxDownloadBytes: cap });
      expect(codes(result)).toEqual(['http-too-large']);
      expect(allLocs(result)).toHaveLength(whole);
    }
  });

  it('times out waiting for headers, and waiting between body chunks', async () => {
    const { origin } = await serveForTest({
      '/silent.xml': () => undefined,
      '/stalls.xml': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.write(`<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/first</loc></url>`);
      },
    });
    const result = await importAll([`${origin}/silent.xml`, `${origin}/stalls.xml`], {
      connectTimeoutMs: 200,
      readTimeoutMs: 200,
    });
    expect(codes(result)).toEqual(['http-timeout', 'http-timeout']);
    expect(allLocs(result)).toEqual(['https://example.com/first']);
    expect(result.files[0]!.summary.partial).toBe(true);
  });

  it('abandons a server that trickles past the total deadline, keeping the rows read before it', async () => {
    const first = `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/first</loc></url>`;
    const { origin } = await serveForTest({
      '/index.xml': xml(
        `<sitemapindex xmlns="${SITEMAP_NS}"><sitemap><loc>/trickle.xml</loc></sitemap><sitemap><loc>/good.xml</loc></sitemap></sitemapindex>`,
      ),
      // A byte every 20 ms for 10 s: never silent for long, so only a total deadline ends it (1 s: each
      // file's own, which good.xml and trickle's first row must beat on a busy runner too).
      '/trickle.xml': trickle(first, 500),
      '/good.xml': xml(urlset('https://example.com/good')),
    });
    const result = await importAll([`${origin}/index.xml`], { readTimeoutMs: 5_000, deadlineMs: 1_000 });
    const deadline = result.problems.filter((item) => item.code === 'http-deadline');
    expect(deadline).toMatchObject([
      {
        severity: 'error',
        code: 'http-deadline',
        message: `${origin}/trickle.xml was not received in full within the 1 s deadline; reading stopped there.`,
        place: expect.objectContaining({ file: `${origin}/trickle.xml`, line: 1 }),
      },
    ]);
    expect(allLocs(result)).toEqual(['https://example.com/first', 'https://example.com/good']);
    expect(result.files.map((file) => [file.summary.name, file.summary.partial])).toEqual([
      ['index.xml', false],
      ['trickle.xml', true],
      ['good.xml', false],
    ]);
  });

  it('spends no deadline of a file read ahead while it waits for its parse turn behind a stalled one', async () => {
    const pages = (name: string): string =>
      urlset(...Array.from({ length: 100 }, (_, i) => `https://example.com/${name}/${i}`));
    const { origin } = await serveForTest({
      '/index.xml': xml(
        `<sitemapindex xmlns="${SITEMAP_NS}">${['stall', 'a', 'b', 'c'].map((name) => `<sitemap><loc>/${name}.xml</loc></sitemap>`).join('')}</sitemapindex>`,
      ),
      // One row, then silence: the one parse worker waits on it until its deadline.
      '/stall.xml': (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.write(`<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/stall</loc></url>`);
      },
      // Sent whole at once, and read ahead meanwhile: before, their deadlines ran out while they waited.
      '/a.xml': xml(pages('a')),
      '/b.xml': xml(pages('b')),
      '/c.xml': xml(pages('c')),
    });
    let rows = 0;
    const result = await importAll(
      [`${origin}/index.xml`],
      { deadlineMs: 1_000, readTimeoutMs: 10_000 },
      { parseWorkers: 1, takeColumns: (columns) => void (rows += columns.rowCount) },
    );
    const errors = result.problems.filter((item) => item.severity === 'error');
    expect(errors.map((item) => [item.code, item.place.file])).toEqual([['http-deadline', `${origin}/stall.xml`]]);
    expect(rows).toBe(301);
  });

  it('counts the deadline from the request, across redirects and a late answer', async () => {
    const { origin } = await serveForTest({
      '/moved.xml': redirect('/silent.xml'),
      '/silent.xml': () => undefined,
    });
    const result = await importAll([`${origin}/moved.xml`], { connectTimeoutMs: 2_000, deadlineMs: 200 });
    expect(codes(result)).toEqual(['http-deadline']);
    // The redirect answered; the URL it leads to never did, and is said to have sent nothing.
    expect(result.problems[0]!.message).toBe(
      `${origin}/silent.xml did not answer within the 0.2 s deadline; nothing was read.`,
    );
    expect(result.unread).toEqual([{ location: `${origin}/moved.xml`, parent: null, after: 0 }]);
  });

  it('refuses schemes other than http and https, and reports a refused connection', async () => {
    const server = await serveForTest({});
    const { origin } = server;
    await server.close();
    const result = await importAll(['ftp://example.com/sitemap.xml', `${origin}/gone.xml`], { retryDelayMs: 10 });
    expect(codes(result)).toEqual(['url-scheme-refused', 'read-retried', 'http-failed']);
    expect(result.problems[2]!.params).toEqual([{ url: `${origin}/gone.xml`, reason: 'ECONNREFUSED' }]);
  });

  it('never follows a public site to a private address, by a redirect or by an index', async () => {
    const inside = await privateServer(urlset('https://example.com/secret'), 'application/xml');
    try {
      const { origin } = await serveForTest({
        '/go': redirect(`${inside.origin}/sitemap.xml`),
        '/index.xml': xml(sitemapIndex(`${inside.origin}/listed.xml`)),
      });
      const result = await importAll([`${origin}/go`, `${origin}/index.xml`], {}, { isPublic: seenFromOutside });
      expect(allLocs(result)).toEqual([]);
      expect(inside.asked).toEqual([]);
      // Refused, not failed in passing: not asked again.
      const host = new URL(inside.origin).host;
      expect(codes(result)).toEqual(['http-private-address', 'http-private-address']);
      expect(result.problems.map((item) => item.params)).toEqual([
        [{ url: `${inside.origin}/sitemap.xml`, host, address: '127.0.0.2' }],
        [{ url: `${inside.origin}/listed.xml`, host, address: '127.0.0.2' }],
      ]);
    } finally {
      await inside.close();
    }
  });

  it('never follows a site, even one in a private network, to the cloud metadata address', async () => {
    const { origin } = await serveForTest({ '/go': redirect('http://169.254.169.254/latest/meta-data/') });
    const result = await importAll([`${origin}/go`]);
    expect(codes(result)).toEqual(['http-private-address']);
    expect(result.problems[0]!.params).toEqual([
      { url: 'http://169.254.169.254/latest/meta-data/', host: '169.254.169.254', address: '169.254.169.254' },
    ]);
  });

  it('opens only the named site in a private network, not the other private addresses its index or robots.txt lists', async () => {
    // Not on the loopback, which a site named there opens whole: this machine's own network address.
    const address = networkAddress();
    const inside = await privateServer(urlset('https://example.com/secret'), 'application/xml', address);
    try {
      const routes: Record<string, Route> = {
        '/robots.txt': { body: `User-agent: *\nSitemap: ${inside.origin}/robots-listed.xml\n` },
        '/own.xml': xml(urlset('https://example.com/own')),
      };
      const site = await serveForTest(routes);
      routes['/index.xml'] = xml(sitemapIndex(`${inside.origin}/listed.xml`, `${site.origin}/own.xml`));
      // Every address private here: the named site is at one (127.0.0.1), the listed one at another.
      const result = await importAll(
        [`${site.origin}/index.xml`, `${site.origin}/robots.txt`],
        {},
        { isPublic: () => false },
      );
      expect(inside.asked).toEqual([]);
      expect(allLocs(result)).toEqual(['https://example.com/own']);
      const host = new URL(inside.origin).host;
      expect(result.problems.map((item) => item.message)).toEqual(
        ['listed.xml', 'robots-listed.xml'].map(
          (name) =>
            `${inside.origin}/${name} was not read: ${host} is at ${address}, on this machine or in a private network, where only the sites you named are read. Import it by its own URL to read it.`,
        ),
      );
    } finally {
      await inside.close();
    }
  });

  // Its name `localhost` may be reached at ::1 (Node tries the addresses in DNS's order; /etc/hosts
  // here gives localhost as 127.0.0.1 only, so the test names ::1 itself): it was refused as private.
  it('follows a site named as 127.0.0.1 to its own other loopback address on a dual-stack server, ::1', async () => {
    const routes: Record<string, Route> = { '/sitemap.xml': xml(urlset('https://example.com/a')) };
    const site = await serveForTest(routes, '::');
    const { port } = new URL(site.origin);
    routes['/robots.txt'] = { body: `User-agent: *\nSitemap: http://[::1]:${port}/sitemap.xml\n` };
    const result = await importAll([`${site.origin}/robots.txt`]);
    expect(result.problems).toEqual([]);
    expect(allLocs(result)).toEqual(['https://example.com/a']);
  });

  it('still follows a named site on this machine to its other names there, and a file on disk to no server at all', async () => {
    const { origin, requests } = await serveForTest({ '/sitemap.xml': xml(urlset('https://example.com/a')) });
    const { port } = new URL(origin);
    const routes = { '/robots.txt': { body: `User-agent: *\nSitemap: http://localhost:${port}/sitemap.xml\n` } };
    const site = await serveForTest(routes);
    const named = await importAll([`${site.origin}/robots.txt`]);
    expect(named.problems).toEqual([]);
    expect(allLocs(named)).toEqual(['https://example.com/a']);

    // A local index's URLs are looked for in its folder (resolve-child.ts), never fetched.
    const index = await dir.write('index.xml', sitemapIndex(`${origin}/sitemap.xml`));
    const local = await importAll([index]);
    expect(codes(local)).toEqual(['child-missing']);
    expect(requests.map((request) => request.path)).toEqual(['/sitemap.xml']);
  });
});
