import { writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { cliRun as cli } from '../../../support/cli-run';
import { freePort } from '../../../support/zoo/free-port';
import { startNginx } from '../../../support/zoo/nginx-server';
import { startPythonHttp10 } from '../../../support/zoo/python-server';
import { useRealServer } from '../../../support/zoo/use-real-server';

const ROBOTS = 'User-agent: *\nDisallow: /private/\n';

// `robots https://site/robots.txt …` reads the site's live robots.txt, as the site check reads it.
describe('sitemap-studio robots with a site address', () => {
  const nginx = useRealServer({ name: 'nginx', start: startNginx }, (dir) =>
    writeFile(join(dir, 'robots.txt'), ROBOTS),
  );
  const python = useRealServer({ name: 'python http.server', start: startPythonHttp10 }, async () => undefined);
  const failing = useRealServer(
    {
      name: 'nginx answering 503',
      start: (dir) => startNginx(dir, { server: 'location = /robots.txt { return 503; }' }),
    },
    async () => undefined,
  );

  it('judges each URL by the rules the site serves (nginx), with the deciding line', async () => {
    const { origin } = nginx().server;
    const result = await cli('robots', `${origin}/robots.txt`, `${origin}/private/a`, `${origin}/shop`);
    expect(result).toEqual({
      code: 0,
      out: `blocked  ${origin}/private/a  (line 2: Disallow: /private/)\nallowed  ${origin}/shop  (no rule matches)\n`,
      err: '',
    });
  });

  it('reads a site without a robots.txt (404, Python http.server) as allowing every URL, and says so', async () => {
    const { origin } = python().server;
    const result = await cli('robots', '--json', `${origin}/robots.txt`, `${origin}/private/a`);
    expect(result.code).toBe(0);
    // What decided it is in the JSON too, not only on stderr (the probe).
    const decidedBy = `robots.txt of ${origin}: allow all (answered 404)`;
    expect(JSON.parse(result.out)).toEqual([{ url: `${origin}/private/a`, allowed: true, line: null, decidedBy }]);
    expect(result.err).toBe(`${decidedBy}\n`);
  });

  it('reads a 503 as blocking every URL, as Google does', async () => {
    const { origin } = failing().server;
    const result = await cli('robots', `${origin}/robots.txt`, `${origin}/`);
    expect(result).toEqual({
      code: 0,
      out: `blocked  ${origin}/  (robots.txt of ${origin}: disallow all (answered 503))\n`,
      err: `robots.txt of ${origin}: disallow all (answered 503)\n`,
    });
  });

  it('blocks every URL when the site gives no answer, and exits 1: the rules were never read', async () => {
    const origin = `http://127.0.0.1:${await freePort()}`;
    const result = await cli('robots', `${origin}/robots.txt`, `${origin}/a`);
    expect(result.code).toBe(1);
    expect(result.out).toMatch(
      /^blocked {2}http:\/\/127\.0\.0\.1:\d+\/a {2}\(robots\.txt of .*: disallow all \(.+\)\)\n$/,
    );
    expect(result.err).toMatch(/^robots\.txt of http:\/\/127\.0\.0\.1:\d+: disallow all \(.*ECONNREFUSED.*\)\n$/);
  });

  // Left by the last stop: robots waited its fixed 30 s for a site that does not answer.
  it('gives a site that does not answer --timeout seconds, and refuses a --timeout that is none', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket)); // takes the connection, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const origin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const started = Date.now();
    const result = await cli('robots', `${origin}/robots.txt`, `${origin}/a`, '--timeout', '1');
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^robots\.txt of http:\/\/127\.0\.0\.1:\d+: disallow all \(.+\)\n$/);
    expect(Date.now() - started).toBeLessThan(20_000); // not the default 30 s
    const bad = await cli('robots', `${origin}/robots.txt`, `${origin}/a`, '--timeout', 'soon');
    expect([bad.code, bad.err]).toEqual([2, expect.stringContaining('--timeout must be a number of seconds above 0')]);
  });

  it('names a URL that is not on the site asked for, and an address that is no robots.txt', async () => {
    const { origin } = nginx().server;
    const other = await cli('robots', `${origin}/robots.txt`, 'https://example.com/private/a', `${origin}/private/a`);
    expect(other.code).toBe(2);
    expect(other.out).toBe(`blocked  ${origin}/private/a  (line 2: Disallow: /private/)\n`);
    expect(other.err).toBe(
      `URL 1, "https://example.com/private/a", is not on ${origin}: its robots.txt does not decide for it.\n`,
    );
    const notRobots = await cli('robots', `${origin}/sitemap.xml`, `${origin}/a`);
    expect(notRobots.code).toBe(2);
    expect(notRobots.err).toContain(
      `${origin}/sitemap.xml is not a robots.txt: a site has one, at ${origin}/robots.txt.`,
    );
  });
});
