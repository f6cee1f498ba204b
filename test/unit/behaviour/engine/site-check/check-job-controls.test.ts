import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { startCheckJob } from '../../../../../electron/engine/site-check/check-job';
import { urlsFromArray, type UrlSource } from '../../../../../electron/engine/site-check/check-job-intake';
import { failedCheck } from '../../../../../shared/site-check/empty-check';
import type { PageCheck } from '../../../../../shared/site-check/page-check';
import { serveForTest } from '../../../../support/serve-for-test';
import { hostOf, quick, runJob, until } from '../../../engine/site-check/check-job-helpers';

const noRobots = { ...quick, obeyRobots: false };

describe('check job controls', () => {
  it('starts nothing new while paused, lets those in flight finish, and continues on resume', async () => {
    const held: ServerResponse[] = [];
    let holding = true;
    const server = await serveForTest(
      Object.fromEntries(
        ['/1', '/2', '/3', '/4'].map((path) => [
          path,
          (_request, response: ServerResponse) => (holding ? held.push(response) : response.end('ok')),
        ]),
      ),
    );
    const urls = ['/1', '/2', '/3', '/4'].map((path) => server.origin + path);
    const { job, results, done } = runJob(urls, {
      ownHosts: [hostOf(server.origin)],
      settings: { ...noRobots, concurrency: 2 },
    });

    await until(() => held.length === 2);
    job.pause();
    holding = false;
    for (const response of held) response.end('ok');
    await until(() => results.length === 2);
    // Room for two more, and time for them to arrive: none may.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.requests).toHaveLength(2);

    job.resume();
    const summary = await done;
    expect(server.requests.map((request) => request.path).sort()).toEqual(['/1', '/2', '/3', '/4']);
    expect(summary).toMatchObject({ cancelled: false, counts: { '2xx': 4 } });
  });

  it('cancel aborts a response that never ends, reports nothing for it, and resolves', async () => {
    let closed = false;
    const server = await serveForTest({
      '/endless': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.write('<html><head>');
        response.on('close', () => (closed = true));
      },
    });
    const { job, results, done } = runJob([`${server.origin}/endless`, `${server.origin}/later`], {
      ownHosts: [hostOf(server.origin)],
      settings: { ...noRobots, concurrency: 1 },
    });
    await until(() => server.requests.length === 1);

    await job.cancel();
    const summary = await done;
    expect(summary.cancelled).toBe(true);
    expect(results).toEqual([]);
    expect(server.requests).toHaveLength(1);
    await until(() => closed);
    expect(job.progress()).toMatchObject({ done: 0, total: 2 });
  });

  it('continues a check from its earlier results: only the URLs without one (or a cancelled one) are asked', async () => {
    const server = await serveForTest({ '/a': { body: 'ok' }, '/b': { body: 'ok' }, '/c': { body: 'ok' } });
    const [a, b, c, d] = ['/a', '/b', '/c', '/d'].map((path) => server.origin + path) as [
      string,
      string,
      string,
      string,
    ];
    const earlier = (url: string, status: number): PageCheck => ({
      ...failedCheck(url, 'dns', ''),
      status,
      failure: null,
    });
    const previous = new Map<string, PageCheck>([
      [a, earlier(a, 200)],
      [d, earlier(d, 404)],
      [c, failedCheck(c, 'cancelled', 'cancelled')],
    ]);
    const { job, results, done } = runJob([a, b, c, d], {
      ownHosts: [hostOf(server.origin)],
      settings: noRobots,
      previous,
    });
    const summary = await done;

    expect(server.requests.map((request) => request.path).sort()).toEqual(['/b', '/c']);
    expect(results.map((check) => check.url).sort()).toEqual([b, c]);
    expect(summary.counts).toMatchObject({ '2xx': 3, '4xx': 1 });
    expect(job.progress()).toMatchObject({ done: 4, total: 4, etaMs: 0 });
  });

  it('reports progress: done and total, a recent rate, and the time left at that rate', async () => {
    const paths = Array.from({ length: 20 }, (_, index) => `/p${index}`);
    const server = await serveForTest(Object.fromEntries(paths.map((path) => [path, { body: 'ok' }])));
    let halfway: ReturnType<typeof job.progress> | null = null;
    const { job, done } = runJob(
      paths.map((path) => server.origin + path),
      {
        ownHosts: [hostOf(server.origin)],
        settings: { ...noRobots, concurrency: 1 },
        onResult: () => {
          if (job.progress().done === 10) halfway = job.progress();
        },
      },
    );
    expect(job.progress()).toEqual({ done: 0, total: 20, perSecond: 0, etaMs: null });
    await done;

    expect(halfway).toMatchObject({ done: 10, total: 20 });
    expect(halfway!.perSecond).toBeGreaterThan(0);
    expect(halfway!.etaMs).toBeGreaterThan(0);
    expect(job.progress()).toMatchObject({ done: 20, total: 20, etaMs: 0 });
  });

  it('reads the list only as the queue has room, however long it is', async () => {
    let read = 0;
    const list = urlsFromArray(Array.from({ length: 100_000 }, (_, index) => `https://example.com/${index}`));
    const urls: UrlSource = { count: list.count, urlAt: (index) => (read++, list.urlAt(index)) };
    let readAtFirstResult = -1;
    const job = startCheckJob({
      urls,
      ownHosts: ['example.com'],
      settings: { ...noRobots, concurrency: 1 },
      // No network here: what is measured is how far ahead the job reads.
      checkOne: async (url) => ({ ...failedCheck(url, 'dns', ''), status: 200, failure: null }),
      onResult: () => {
        if (readAtFirstResult < 0) readAtFirstResult = read;
      },
    });
    const summary = await job.done;
    expect(readAtFirstResult).toBeGreaterThan(0);
    expect(readAtFirstResult).toBeLessThanOrEqual(1025);
    expect(read).toBe(100_000);
    expect(summary.counts['2xx']).toBe(100_000);
  });

  it('stops and rejects done when onResult throws', async () => {
    const job = startCheckJob({
      urls: urlsFromArray(['https://example.com/a', 'https://example.com/b']),
      ownHosts: ['example.com'],
      settings: noRobots,
      checkOne: async (url) => ({ ...failedCheck(url, 'dns', ''), status: 200, failure: null }),
      onResult: () => {
        throw new Error('the store is gone');
      },
    });
    await expect(job.done).rejects.toThrow('the store is gone');
  });
});
