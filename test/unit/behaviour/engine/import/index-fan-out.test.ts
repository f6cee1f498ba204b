import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../../../shared/protocol';
import type { Route, Handler } from '../../../../support/http-server';
import { serveForTest } from '../../../../support/serve-for-test';
import { allLocs, importAll, problemTuples } from '../../../../support/import-helpers';
import { useTempDir } from '../../../../support/use-temp-dir';
import { sitemapIndex } from '../../../../support/sitemap-xml';

const text = (body: string): Route => ({ headers: { 'content-type': 'text/plain' }, body });

describe('following a large index over HTTP', () => {
  it('fetches children at once up to the per-host bound, and keeps them in the index order', async () => {
    const children = Array.from({ length: 12 }, (_, i) => `/c${i}.txt`);
    let inFlight = 0;
    let maxInFlight = 0;
    let requested = 0;
    let held: Array<() => void> = [];
    let idle: NodeJS.Timeout | undefined;
    // Answers wait until three are waiting (or every child was asked for), then go out last first,
    // so completion order is the reverse of the index order. The idle release only keeps a serial
    // client from hanging; no assertion depends on it.
    const release = (): void => {
      clearTimeout(idle);
      const answers = held.reverse();
      held = [];
      for (const answer of answers) answer();
    };
    const child =
      (i: number): Handler =>
      (_request, response: ServerResponse) => {
        requested++;
        maxInFlight = Math.max(maxInFlight, ++inFlight);
        response.on('close', () => inFlight--);
        held.push(() => response.end(`https://example.com/${i}\n`));
        clearTimeout(idle);
        if (held.length === 3 || requested === children.length) release();
        else idle = setTimeout(release, 200);
      };
    const routes: Record<string, Route | Handler> = { '/index.xml': { body: '' } };
    children.forEach((path, i) => (routes[path] = child(i)));
    const server = await serveForTest(routes);
    routes['/index.xml'] = { body: sitemapIndex(...children.map((path) => `${server.origin}${path}`)) };
    const result = await importAll([`${server.origin}/index.xml`], { connectionsPerHost: 3 });
    expect(result.problems).toEqual([]);
    expect(maxInFlight).toBeGreaterThan(1);
    expect(maxInFlight).toBeLessThanOrEqual(3);
    expect(result.files.map((file) => file.summary.name)).toEqual([
      'index.xml',
      ...children.map((path) => path.slice(1)),
    ]);
    expect(allLocs(result)).toEqual(children.map((_, i) => `https://example.com/${i}`));
  });

  it('stops at the file limit of one import, saying how many listed sitemaps were not read', async () => {
    const routes: Record<string, Route> = {};
    for (let i = 0; i < 10; i++) routes[`/c${i}.txt`] = text(`https://example.com/${i}\n`);
    const server = await serveForTest(routes);
    const origin = server.origin;
    routes['/index.xml'] = text(sitemapIndex(...Array.from({ length: 10 }, (_, i) => `${origin}/c${i}.txt`)));
    const result = await importAll([`${origin}/index.xml`], { maxFiles: 5 });
    expect(server.requests.map((request) => request.path).sort()).toEqual([
      '/c0.txt',
      '/c1.txt',
      '/c2.txt',
      '/c3.txt',
      '/index.xml',
    ]);
    expect(allLocs(result)).toEqual([0, 1, 2, 3].map((i) => `https://example.com/${i}`));
    expect(problemTuples(result)).toEqual([['warning', 'import-file-limit', 6, null]]);
    expect(result.problems[0]!.message).toBe(
      'One import reads at most 5 files; 6 sitemaps listed here were not read. Raise the limit under Download limits in the import dialog, or with --max-files.',
    );
  });
});

describe('an index of more sitemaps than the protocol allows', () => {
  const dir = useTempDir();

  // On disk rather than over HTTP: the same following code, at a fraction of the cost of 50,000 requests.
  it('reads the first 50,000 and reports the rest unread', { timeout: 120_000 }, async () => {
    const count = LIMITS.sitemapsPerIndex + 1;
    const names = Array.from({ length: count }, (_, i) => `c${i}.txt`);
    // The index first: it makes the folder the children are then written into, a thousand at a time.
    const root = await dir.write('index.xml', sitemapIndex(...names.map((name) => `https://example.com/${name}`)));
    for (let at = 0; at < count; at += 1_000) {
      const batch = names.slice(at, at + 1_000);
      await Promise.all(batch.map((name, i) => dir.write(name, `https://example.com/${at + i}\n`)));
    }
    const result = await importAll([root], { maxFiles: 60_000 });
    expect(problemTuples(result)).toEqual([['warning', 'index-too-many-sitemaps', count + 1, null]]);
    expect(result.problems[0]!.message).toBe(
      'This index lists 50,001 sitemaps; the protocol allows 50,000 per index. The last 1 was not read.',
    );
    expect(result.files).toHaveLength(LIMITS.sitemapsPerIndex + 1);
    expect(result.files.at(-1)!.summary.name).toBe(`c${LIMITS.sitemapsPerIndex - 1}.txt`);
    expect(result.files[0]!.sitemaps).toHaveLength(count);
  });
});
