import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../../electron/cli/run-cli';
import { RETRY_WAIT_CAP_MS } from '../../../../../shared/retry-after';
import { codes, importAll } from '../../../../support/import-helpers';
import { numberedUrlset, sitemapIndex } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';
import { serveRateLimited, type LoggedRequest } from '../../../../support/zoo/rate-limited-server';

const index = (...names: string[]): string => sitemapIndex(...names.map((name) => `{origin}${name}`));
/** /index.xml listing `names`, each a sitemap of `urls` URLs. */
function indexed(names: readonly string[], urls: number): Record<string, string> {
  return Object.fromEntries([['/index.xml', index(...names)], ...names.map((name) => [name, numberedUrlset(urls)])]);
}
const requestsOf = (log: LoggedRequest[], path: string): LoggedRequest[] => log.filter((item) => item.path === path);

describe('a server that asks to wait (Retry-After)', () => {
  const temp = useTempDir();

  it('is waited for as long as it asked, in seconds or until a date, before the one second read', async () => {
    const { origin, log } = await serveRateLimited({
      files: indexed(['/429.xml', '/503.xml', '/dated.xml', '/plain.xml'], 3),
      refuse: {
        '/429.xml': { status: 429, seconds: 1 },
        '/503.xml': { status: 503, seconds: 1 },
        '/dated.xml': { status: 429, seconds: 2, asDate: true },
      },
    });
    const result = await importAll([`${origin}/index.xml`], { retryDelayMs: 10 });

    expect(result.files.map((file) => file.summary.urlCount)).toEqual([0, 3, 3, 3, 3]);
    for (const name of ['/429.xml', '/503.xml', '/dated.xml']) {
      const [refused, second] = requestsOf(log(), name);
      expect(refused!.status, name).not.toBe(200);
      expect(second!.status, name).toBe(200);
      // The server's own clock: the second request arrived no sooner than it said it may.
      expect(second!.at, name).toBeGreaterThanOrEqual(refused!.askAgainAt!);
    }
    const notes = result.problems.filter((item) => item.code === 'read-retried').map((item) => item.message);
    expect(notes).toHaveLength(3);
    expect(notes[0]).toBe(
      `Reading ${origin}/429.xml failed (http-status); it was read again after 1 s, as the server asked (Retry-After).`,
    );
  });

  it('stops every read of its host meanwhile, the ones already waiting their turn too', async () => {
    // Two reads at once: /refused.xml is refused, /slow.xml is answered after 0.5 s; /next-*.xml start
    // in their turns after it, and must wait for the end of the wait /refused.xml was asked for.
    const { origin, log } = await serveRateLimited({
      files: indexed(['/refused.xml', '/slow.xml', '/next-1.xml', '/next-2.xml'], 2),
      refuse: { '/refused.xml': { status: 429, seconds: 2 } },
      holdMs: { '/slow.xml': 500 },
    });
    const result = await importAll([`${origin}/index.xml`], { retryDelayMs: 10, connectionsPerHost: 2 });

    expect(result.files.map((file) => file.summary.urlCount)).toEqual([0, 2, 2, 2, 2]);
    const requests = log();
    const refused = requestsOf(requests, '/refused.xml')[0]!;
    expect(refused.status).toBe(429);
    // /slow.xml was asked with /refused.xml, so it may arrive just after the refusal went out; nothing else may.
    const during = requests.filter((item) => item.at > refused.sent && item.at < refused.askAgainAt!);
    expect(during.map((item) => item.path).filter((path) => path !== '/slow.xml')).toEqual([]);
    for (const name of ['/next-1.xml', '/next-2.xml'])
      expect(requestsOf(requests, name)[0]!.at, name).toBeGreaterThanOrEqual(refused.askAgainAt!);
  });

  it('is read one file at a time once it asked to wait: files let go together at the end of a wait would meet its limit again', async () => {
    // Four reads at once: /first.xml is refused, three others are in flight; the last two wait for the end of the
    // wait, then go one after the other (each held 0.2 s by the server, so two at once would overlap).
    const names = ['/first.xml', '/1.xml', '/2.xml', '/3.xml', '/later-1.xml', '/later-2.xml'];
    const holdMs = Object.fromEntries(names.slice(1).map((name) => [name, 200]));
    const { origin, log } = await serveRateLimited({
      files: indexed(names, 1),
      refuse: { '/first.xml': { status: 429, seconds: 1 } },
      holdMs,
    });
    const result = await importAll([`${origin}/index.xml`], { retryDelayMs: 10, connectionsPerHost: 4 });

    expect(result.files.map((file) => file.summary.urlCount)).toEqual([0, 1, 1, 1, 1, 1, 1]);
    // Those that began after the wait (but /first.xml's own second read, made in its own turn) went one after the other.
    const requests = log();
    const waitEnd = requestsOf(requests, '/first.xml')[0]!.askAgainAt!;
    const after = requests
      .filter((item) => item.at >= waitEnd && item.path !== '/first.xml')
      .sort((one, other) => one.at - other.at);
    expect(after.length).toBeGreaterThanOrEqual(2);
    for (let next = 1; next < after.length; next++)
      expect(after[next]!.at).toBeGreaterThanOrEqual(after[next - 1]!.sent);
  });

  it('is not waited for beyond the cap: the file fails at once, saying how long the server asked', async () => {
    const overCap = RETRY_WAIT_CAP_MS / 1000 + 45;
    const { origin, log } = await serveRateLimited({
      files: {
        '/index.xml': index('/later.xml', '/now.xml'),
        '/later.xml': numberedUrlset(1),
        '/now.xml': numberedUrlset(1),
      },
      refuse: { '/later.xml': { status: 429, seconds: overCap } },
    });
    const result = await importAll([`${origin}/index.xml`], { retryDelayMs: 10 });

    expect(requestsOf(log(), '/later.xml')).toHaveLength(1);
    expect(result.files.map((file) => file.summary.urlCount)).toEqual([0, 1]);
    expect(codes(result)).toEqual(['http-status']);
    expect(result.problems[0]!.place.file).toBe(`${origin}/later.xml`);
    expect(result.problems[0]!.message).toBe(
      `${origin}/later.xml answered 429; the server asked to wait ${overCap} s before it is read again, longer than the import waits (15 s). It was not read again.`,
    );
    // "Retry failed files" offers it.
    // Listed first, it is shown first, after its index.
    expect(result.unread).toEqual([{ location: `${origin}/later.xml`, parent: `${origin}/index.xml`, after: 1 }]);
  });

  it("one file asking to wait far beyond the cap (Retry-After: 7200) fails alone, not asked again: the host's other files are read", async () => {
    const names = ['/first.xml', '/2.xml', '/3.xml'];
    const { origin, log } = await serveRateLimited({
      files: indexed(names, 1),
      refuse: { '/first.xml': { status: 429, seconds: 7_200, times: 1_000 } },
    });
    const result = await importAll([`${origin}/index.xml`], { retryDelayMs: 10, connectionsPerHost: 1 });

    expect(log().map((item) => item.path)).toEqual(['/index.xml', ...names]);
    expect(result.files.map((file) => file.summary.urlCount)).toEqual([0, 1, 1]);
    expect(result.unread.map((item) => item.location)).toEqual([`${origin}/first.xml`]);
    expect(codes(result)).toEqual(['http-status']);
    expect(result.problems[0]!.message).toBe(
      `${origin}/first.xml answered 429; the server asked to wait 7,200 s before it is read again, longer than the import waits (15 s). It was not read again.`,
    );
  });

  it('two files in a row asking to wait far beyond the cap give the host up at once: its other files fail, saying so', async () => {
    const names = ['/first.xml', '/2.xml', '/3.xml', '/4.xml'];
    const { origin, log } = await serveRateLimited({
      files: indexed(names, 1),
      refuse: Object.fromEntries(names.map((name) => [name, { status: 429, seconds: 7_200, times: 1_000 }])),
    });
    const result = await importAll([`${origin}/index.xml`], { retryDelayMs: 10, connectionsPerHost: 1 });

    // Each asked once, the second settling it: the files after them would only be refused for two hours.
    expect(log().map((item) => item.path)).toEqual(['/index.xml', '/first.xml', '/2.xml']);
    expect(result.files.map((file) => file.summary.urlCount)).toEqual([0]);
    expect(result.unread.map((item) => item.location)).toEqual(names.map((name) => `${origin}${name}`));
    expect(codes(result)).toEqual(['http-status', 'http-status', 'host-asked-wait', 'host-asked-wait']);
    const host = new URL(origin).host;
    expect(result.problems[3]!.message).toBe(
      `${origin}/4.xml was not read: ${host} asked to wait 2 h 00 min before it is asked again (Retry-After), longer than the import waits (15 s), so the import stopped asking it. Import it again later.`,
    );
  });

  /** /index.xml listing `names` (a URL each); those starting /x answer 503 with Retry-After: 7200, every other is held `holdMs`. */
  function rebuilding(names: readonly string[], holdMs: number): ReturnType<typeof serveRateLimited> {
    const refusal = { status: 503 as const, seconds: 7_200, times: 1_000 };
    const asking = names.filter((name) => name.startsWith('/x'));
    return serveRateLimited({
      files: indexed(names, 1),
      refuse: Object.fromEntries(asking.map((name) => [name, refusal])),
      holdMs: Object.fromEntries(names.filter((name) => !asking.includes(name)).map((name) => [name, holdMs])),
    });
  }

  it('two files asking so, not in a row, while the files asked between them are still being read (4 connections): only they fail', async () => {
    // g1, g2, x1, g3 go together; x1's 503 comes back at once, while g1 to g3 are still read: x2 is not
    // the second in a row, since g3, asked between them, is let through.
    const names = ['/g1.xml', '/g2.xml', '/x1.xml', '/g3.xml', '/x2.xml', '/g4.xml', '/g5.xml', '/g6.xml'];
    const { origin, log } = await rebuilding(names, 300);
    const result = await importAll([`${origin}/index.xml`], { retryDelayMs: 10 });

    expect(result.unread.map((item) => item.location)).toEqual([`${origin}/x1.xml`, `${origin}/x2.xml`]);
    expect(codes(result)).toEqual(['http-status', 'http-status']);
    expect(result.files.map((file) => file.summary.urlCount)).toEqual([0, 1, 1, 1, 1, 1, 1]);
    // A 503 as any other: from it, the host is read one file at a time. Those asked with x1 aside, each file
    // was asked once every file before it had its answer.
    const requests = log()
      .filter((item) => item.path !== '/index.xml')
      .sort((one, other) => one.at - other.at);
    const later = requests.filter((item) => !names.slice(0, 4).includes(item.path));
    expect(later.map((item) => item.path)).toEqual(names.slice(4));
    for (const request of later) {
      const earlier = requests.slice(0, requests.indexOf(request));
      expect(request.at, request.path).toBeGreaterThanOrEqual(Math.max(...earlier.map((item) => item.sent)));
    }
  });

  it('two files asking so, asked first and answered at once, do not give the host up while files asked after them may still be read', async () => {
    const names = ['/x1.xml', '/x2.xml', '/g1.xml', '/g2.xml', '/g3.xml', '/g4.xml'];
    const { origin, log } = await rebuilding(names, 300);
    const result = await importAll([`${origin}/index.xml`], { retryDelayMs: 10 });

    expect(result.unread.map((item) => item.location)).toEqual([`${origin}/x1.xml`, `${origin}/x2.xml`]);
    expect(codes(result)).toEqual(['http-status', 'http-status']);
    expect(
      log()
        .map((item) => item.path)
        .sort(),
    ).toEqual(['/index.xml', ...names].sort());
  });

  it('every file asking so, four connections: the four asked together are waited for, then the host is given up', async () => {
    const names = ['/x1.xml', '/x2.xml', '/x3.xml', '/x4.xml', '/x5.xml', '/x6.xml'];
    const { origin, log } = await rebuilding(names, 0);
    const result = await importAll([`${origin}/index.xml`], { retryDelayMs: 10 });

    expect(
      log()
        .map((item) => item.path)
        .sort(),
    ).toEqual(['/index.xml', ...names.slice(0, 4)].sort());
    expect(result.unread.map((item) => item.location)).toEqual(names.map((name) => `${origin}${name}`));
    expect(codes(result)).toEqual([
      ...names.slice(0, 4).map(() => 'http-status'),
      'host-asked-wait',
      'host-asked-wait',
    ]);
  });

  /** A server refusing its one sitemap for 10 s, and a cancel as soon as the refusal is logged (Stop, Ctrl-C). */
  async function cancelledWhileWaiting<T>(
    run: (url: string, signal: AbortSignal) => Promise<T>,
  ): Promise<{ outcome: T; ended: number; log: LoggedRequest[] }> {
    const { origin, log } = await serveRateLimited({
      files: { '/sitemap.xml': numberedUrlset(1) },
      refuse: { '/sitemap.xml': { status: 429, seconds: 10 } },
    });
    const cancel = new AbortController();
    const running = run(`${origin}/sitemap.xml`, cancel.signal);
    while (log().length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    cancel.abort();
    const outcome = await running;
    return { outcome, ended: Date.now() / 1000, log: log() };
  }

  it('is no longer waited for once the import is stopped', async () => {
    const { outcome, ended, log } = await cancelledWhileWaiting((url, signal) =>
      importAll([url], { retryDelayMs: 10 }, { signal }),
    );
    expect(outcome.cancelled).toBe(true);
    expect(ended).toBeLessThan(log[0]!.askAgainAt!);
    expect(log).toHaveLength(1);
  });

  it('is no longer waited for once sitemap-studio import has a Ctrl-C', async () => {
    const out = join(temp.path(), 'site');
    const { outcome, ended, log } = await cancelledWhileWaiting((url, signal) =>
      runCli(['import', url, '--out', out], { out: () => undefined, err: () => undefined, signal }),
    );
    expect(outcome).toBe(130);
    expect(ended).toBeLessThan(log[0]!.askAgainAt!);
    expect(log).toHaveLength(1);
    expect(existsSync(`${out}.sitemapstudio`)).toBe(false);
  });
});
