import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createHttpAgent } from '../../../../../electron/engine/http/unpaused-agent';
import { checkPage } from '../../../../../electron/engine/site-check/check-page';
import { serveRawReply } from '../../../../support/zoo/raw-reply-server';

const PAGE = '<!DOCTYPE html><html><head><title>A page</title></head><body></body></html>';

// The CLI probe: a server that closes each connection after one answer without `Connection: close`
// failed requests sent on a connection it had closed; a page checked so was "not fetched".
describe('a page on a server that closes kept-alive connections without saying so', () => {
  it('is asked again at once on another connection: every page checked gets its answer', async () => {
    const server = await serveRawReply(
      () => `HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${Buffer.byteLength(PAGE)}\r\n\r\n${PAGE}`,
      { closeAfterMs: 50 },
    );
    const dispatcher = createHttpAgent({ connections: 1, maxResponseBytes: 64 * 1024 * 1024 });
    onTestFinished(() => dispatcher.close());
    const checks = [];
    for (let i = 0; i < 10; i++)
      checks.push(await checkPage(`${server.origin}/p${i}`, { dispatcher, userAgent: 'test' }));
    expect(checks.map((check) => [check.status, check.failure ?? null])).toEqual(checks.map(() => [200, null]));
  });

  // The CLI probe: a server resetting a kept-alive connection as the next request came (not closing
  // it) made healthy pages "unreachable" at random.
  it('is asked again at once where a kept-alive connection is reset as the next request goes out', async () => {
    let requests = 0;
    const server = createServer((socket) => {
      socket.on('error', () => undefined);
      let answered = false;
      socket.on('data', () => {
        requests++;
        if (answered) return void socket.resetAndDestroy();
        answered = true;
        const length = Buffer.byteLength(PAGE);
        socket.write(`HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${length}\r\n\r\n${PAGE}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => void server.close());
    const dispatcher = createHttpAgent({ connections: 1, maxResponseBytes: 64 * 1024 * 1024 });
    onTestFinished(() => dispatcher.close());
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const checks = [];
    for (let i = 0; i < 5; i++) checks.push(await checkPage(`${origin}/p${i}`, { dispatcher, userAgent: 'test' }));
    expect(checks.map((check) => [check.status, check.failure ?? null])).toEqual(checks.map(() => [200, null]));
    expect(requests).toBe(9); // each page after the first asked twice: reset on the old connection, answered on a new one
  });

  // The review: only a reset is the connection's end; an answer the parser refuses on a reused one is the answer.
  it('asks once where a reused connection brings an answer the parser refuses', async () => {
    let requests = 0;
    const server = createServer((socket) => {
      socket.on('error', () => undefined);
      socket.on('data', () => {
        requests++;
        const length = Buffer.byteLength(PAGE);
        socket.write(
          requests === 1
            ? `HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: ${length}\r\n\r\n${PAGE}`
            : 'HTTP/1.1 200 OK\r\nBad Header Line\r\n\r\n',
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    onTestFinished(() => void server.close());
    const dispatcher = createHttpAgent({ connections: 1, maxResponseBytes: 64 * 1024 * 1024 });
    onTestFinished(() => dispatcher.close());
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    expect((await checkPage(`${origin}/a`, { dispatcher, userAgent: 'test' })).status).toBe(200);
    const refused = await checkPage(`${origin}/b`, { dispatcher, userAgent: 'test' });
    expect([refused.status, refused.failure?.kind, requests]).toEqual([null, 'connection', 2]);
  });

  // The review: a new connection closed or reset before an answer is the server's answer to this
  // request (a firewall, a crashing backend), not a stale connection: asked once, as browsers do.
  it('asks once where a new connection is closed or reset before answering', async () => {
    for (const close of ['end', 'resetAndDestroy'] as const) {
      let requests = 0;
      const server = createServer((socket) => {
        socket.on('error', () => undefined);
        socket.once('data', () => {
          requests++;
          socket[close]();
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      onTestFinished(() => void server.close());
      const dispatcher = createHttpAgent({ connections: 1, maxResponseBytes: 1024 });
      onTestFinished(() => dispatcher.close());
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const check = await checkPage(`${origin}/p`, { dispatcher, userAgent: 'test' });
      expect([close, check.status, check.failure?.kind, requests]).toEqual([close, null, 'connection', 1]);
    }
  });
});
