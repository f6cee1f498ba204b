import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';

/** The sitemap the raw replies carry, one URL. */
export const RAW_SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
  '<url><loc>http://127.0.0.1/a</loc></url></urlset>';

/** `HTTP/1.1 200 OK` with the sitemap and its Content-Length, and `header` (a line, or lines) among its headers. */
export const replyWithHeader = (header: string): string =>
  `HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\n${header}\r\n` +
  `Content-Length: ${Buffer.byteLength(RAW_SITEMAP)}\r\n\r\n${RAW_SITEMAP}`;

/**
 * Answers llhttp refuses, each with its reason (undici 7's words): headers old servers still send,
 * after a valid status line, replies with no HTTP status line at all, and lines ended by LF alone.
 */
export const REFUSED_REPLIES = {
  invalidHeaders: [
    ['a header name with a space', replyWithHeader('X-Powered By: php'), 'Invalid header token'],
    ['a folded header (obs-fold)', replyWithHeader('X-Note: one\r\n  two'), 'Unexpected whitespace after header value'],
    ['a NUL byte in a header value', replyWithHeader('X-Id: a\u0000b'), 'Invalid header value char'],
  ],
  notHttp: [
    ['an SSH banner', 'SSH-2.0-OpenSSH_9.6\r\n'],
    ['an HTTP version llhttp does not know', replyWithHeader('X-Any: 1').replace('HTTP/1.1', 'HTTP/9.9')],
    // llhttp takes any three digits; undici then asserts a status of at least 100 (ERR_ASSERTION, its assert's words).
    ['a status code below 100', replyWithHeader('X-Any: 1').replace('200 OK', '000 Nothing')],
  ],
  // HTTP/1.1 on the right port, as some embedded and old servers send it: only the line endings are wrong.
  bareLf: [
    ['every line ending in LF alone', replyWithHeader('X-Any: 1').replaceAll('\r\n', '\n')],
    ['a header line ending in LF alone', replyWithHeader('X-Any: 1').replace('X-Any: 1\r\n', 'X-Any: 1\n')],
  ],
} as const;

/**
 * A raw TCP server on 127.0.0.1 that answers every request with `reply` (or what it gives for the
 * request's path), byte for byte (what Node's own HTTP server refuses to write: text is sent as
 * UTF-8), and closes; closed when the running test finishes. `closeAfterMs`: the connection stays
 * open so long after the answer, as kept alive, but no later request on it is answered (a server that
 * closes after one answer without saying `Connection: close`).
 */
export async function serveRawReply(
  reply: string | ((path: string) => string),
  { closeAfterMs }: { closeAfterMs?: number } = {},
): Promise<{ origin: string }> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.once('data', (request: Buffer) => {
      const path = /^[A-Z]+ (\S+)/.exec(request.toString('latin1'))?.[1] ?? '/';
      const answer = typeof reply === 'string' ? reply : reply(path);
      if (closeAfterMs === undefined) socket.end(answer);
      else {
        socket.write(answer);
        setTimeout(() => socket.end(), closeAfterMs);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  );
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
