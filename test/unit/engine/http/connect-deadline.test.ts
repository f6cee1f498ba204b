import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diagnoseUrl } from '../../../../electron/engine/diagnose/diagnose-url';
import { request } from '../../../../electron/engine/http/on-demand-modules';
import { createHttpAgent } from '../../../../electron/engine/http/unpaused-agent';
import { urlsFromArray } from '../../../../electron/engine/site-check/check-job-intake';
import { startSiteCheck } from '../../../../electron/engine/site-check/site-check';
import { quick } from '../site-check/check-job-helpers';

/** `promise`, or a failure once undici's own connect timeout (10 s) is near: what let go only then was held. */
function soonerThanConnectTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('still held at 5 s: left to the connect timeout')), 5_000);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// A server that takes the connection and never answers the TLS handshake: undici looked at a request's
// signal only once its connection was made or had timed out (nodejs/undici#386), 10 s later, and a pool
// closed meanwhile still held the process open until then.
describe('a connection whose TLS handshake never ends', () => {
  let server: Server;
  let origin = '';
  const sockets = new Set<Socket>();
  /** The server's end of each connection it takes, once undici lets go of it. */
  let closed: Promise<unknown>[] = [];
  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.add(socket);
      closed.push(once(socket, 'close'));
      socket.on('data', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy(); // a connection undici gave up on may still wait here
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("is given up when the request's signal aborts, with the signal's reason", async () => {
    const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 1024 });
    try {
      const asked = request(`${origin}/sitemap.xml`, { dispatcher, signal: AbortSignal.timeout(200) });
      await expect(asked).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      await dispatcher.destroy();
    }
  });

  it("is given up at the pool's connect timeout, a command's deadline", async () => {
    const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 1024, connectTimeoutMs: 300 });
    try {
      await expect(request(`${origin}/sitemap.xml`, { dispatcher })).rejects.toMatchObject({
        code: 'UND_ERR_CONNECT_TIMEOUT',
        message: expect.stringContaining('timeout: 300ms'),
      });
    } finally {
      await dispatcher.destroy();
    }
  });

  // A check and a crawl gave up on such a page at their deadline, then kept the process open ~10 s more:
  // undici's destroy leaves a connection still being made to its connect timeout.
  it('is dropped at once when its pool is destroyed, as a site check does when it ends', async () => {
    closed = [];
    const dispatcher = createHttpAgent({ connections: null, maxResponseBytes: 1024 });
    const asked = request(`${origin}/page`, { dispatcher }).catch((error: unknown) => error);
    await expect.poll(() => closed.length).toBe(1);
    await dispatcher.destroy();
    await soonerThanConnectTimeout(Promise.all(closed));
    expect(await asked).toBeInstanceOf(Error);

    closed = [];
    const url = `${origin}/page`;
    const job = startSiteCheck({
      urls: urlsFromArray([url]),
      ownHosts: [new URL(url).host],
      settings: { ...quick, obeyRobots: false, maxRetries: 0 },
      page: { deadlineMs: 300 },
      onResult: () => undefined,
    });
    await job.done;
    await soonerThanConnectTimeout(Promise.all(closed));
    expect(closed.length).toBeGreaterThan(0);
  });

  it('is, for diagnose, no answer within its time: robots.txt included, said as that time', async () => {
    const diagnosis = await diagnoseUrl(`${origin}/sitemap.xml`, { timeoutMs: 500 });
    expect(diagnosis.googlebot.error).toBe('timeout');
    expect(diagnosis.robots).toEqual({ unreadable: { timeoutMs: 500 } });
  });
});
