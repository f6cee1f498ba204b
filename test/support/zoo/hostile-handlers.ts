import type { Socket } from 'node:net';
import { brotliCompressSync, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import type { Handler } from '../http-server';

/** Bodies are XML unless a test says otherwise; the engine sniffs the bytes anyway. */
const XML = { 'content-type': 'application/xml' };
/** Time the client gets to read what was sent before the connection is reset (a reset drops unread bytes). */
const RESET_AFTER_MS = 100;

type Body = string | Buffer;

/** The body with no Content-Length (Transfer-Encoding: chunked), in `pieces` writes `pauseMs` apart. */
export function chunked(body: Body, pieces = 4, pauseMs = 20): Handler {
  return (request, response) => {
    response.writeHead(200, XML);
    paced(split(body, pieces), pauseMs, request.socket, (piece) => response.write(piece)).then(
      () => response.end(),
      () => undefined,
    );
  };
}

/** `body` gzipped and sent with Content-Encoding: gzip; give it gzipped bytes for the double gzip Apache sends for a .gz file. */
export function gzipEncoded(body: Body, contentType = 'application/xml'): Handler {
  const encoded = gzipSync(body);
  return (_request, response) => {
    response.writeHead(200, {
      'content-type': contentType,
      'content-encoding': 'gzip',
      'content-length': encoded.length,
    });
    response.end(encoded);
  };
}

/** The content codings a server may send, each with its encoder. */
export const CODINGS = { gzip: gzipSync, deflate: deflateSync, br: brotliCompressSync } as const;

/** `body` sent with Content-Encoding `coding`, its encoded bytes cut after `kept`, with the Content-Length of what is sent. */
export function cutEncoded(body: Body, coding: keyof typeof CODINGS, kept: number): Handler {
  const cut = CODINGS[coding](body).subarray(0, kept);
  return (_request, response) => {
    response.writeHead(200, { ...XML, 'content-encoding': coding, 'content-length': cut.length });
    response.end(cut);
  };
}

/** `body` sent with Content-Encoding `coding`, `junk` bytes after its encoded end, with the Content-Length of all of it. */
export function encodedWithJunk(body: Body, coding: keyof typeof CODINGS | 'deflate-raw', junk: Buffer): Handler {
  const coded = coding === 'deflate-raw' ? deflateRawSync(body) : CODINGS[coding](body);
  const sent = Buffer.concat([coded, junk]);
  const header = coding === 'deflate-raw' ? 'deflate' : coding;
  return (_request, response) => {
    response.writeHead(200, { ...XML, 'content-encoding': header, 'content-length': sent.length });
    response.end(sent);
  };
}

/** The first `sent` bytes of `body` as 206 Partial Content, with their Content-Range, to a request that asked for no range. */
export function unaskedPart(body: Body, sent: number): Handler {
  const bytes = Buffer.from(body).subarray(0, sent);
  const total = Buffer.byteLength(body);
  return (_request, response) => {
    response.writeHead(206, { ...XML, 'content-range': `bytes 0-${sent - 1}/${total}`, 'content-length': sent });
    response.end(bytes);
  };
}

/** The body in a content coding, its first half sent and then nothing more, the connection kept open. */
export function stallEncoded(body: Body, coding: keyof typeof CODINGS): Handler {
  const coded = CODINGS[coding](body);
  const sent = Math.floor(coded.length / 2);
  return (_request, response) => {
    response.writeHead(200, { ...XML, 'content-encoding': coding, 'content-length': coded.length });
    response.write(coded.subarray(0, sent));
  };
}

/** The body with no status line or headers at all, as an HTTP/0.9 server (or another protocol on the port) answers. */
export function http09(body: Body): Handler {
  return (request) => void request.socket.end(Buffer.from(body));
}

/** A 100 Continue nobody asked for (a GET has no body to send), then the body's 200 (curl reads it; undici refuses). */
export function unaskedContinue(body: Body): Handler {
  const bytes = Buffer.from(body);
  const head = `HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nContent-Length: ${bytes.length}\r\n\r\n`;
  return (request) => void request.socket.end(Buffer.concat([Buffer.from(head), bytes]));
}

/** The body after two Content-Length headers, its own length and `more` bytes beyond it (no server of ours writes two). */
export function twoLengths(body: Body, more = 5): Handler {
  const bytes = Buffer.from(body);
  const head = `HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nContent-Length: ${bytes.length}\r\nContent-Length: ${bytes.length + more}\r\n\r\n`;
  return (request) => void request.socket.end(Buffer.concat([Buffer.from(head), bytes]));
}

/**
 * The body whole, chunked, with a Content-Length of its true length as well: HTTP forbids the pair
 * (RFC 9112 §6.3, a sign of request smuggling), and undici refuses it as a length mismatch.
 */
export function lengthAndChunked(body: Body): Handler {
  const bytes = Buffer.from(body);
  const head = `HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nContent-Length: ${bytes.length}\r\nTransfer-Encoding: chunked\r\n\r\n`;
  const chunk = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from('\r\n0\r\n\r\n')]);
  return (request) => void request.socket.end(Buffer.concat([Buffer.from(head), chunk]));
}

/**
 * The body's first `sent` bytes as one chunk of a chunked body, then a chunk whose size is not
 * hexadecimal ("zz"): framing no HTTP client takes, from a broken server or proxy, not the network.
 */
export function badChunkSize(body: Body, sent: number): Handler {
  const first = Buffer.from(body).subarray(0, sent);
  const head = 'HTTP/1.1 200 OK\r\nContent-Type: application/xml\r\nTransfer-Encoding: chunked\r\n\r\n';
  const chunk = Buffer.concat([Buffer.from(`${first.length.toString(16)}\r\n`), first, Buffer.from('\r\n')]);
  return (request) =>
    void request.socket.end(Buffer.concat([Buffer.from(head), chunk, Buffer.from('zz\r\nrest\r\n0\r\n\r\n')]));
}

/** The body after a header of `bytes` bytes, more than the 16 KiB an HTTP client takes. */
export function hugeHeader(body: Body, bytes: number): Handler {
  const bytesOf = Buffer.from(body);
  return (_request, response) => {
    response.writeHead(200, { ...XML, 'x-padding': 'a'.repeat(bytes), 'content-length': bytesOf.length });
    response.end(bytesOf);
  };
}

/**
 * Announces the whole body's Content-Length, sends only its first `sent` bytes, then ends the
 * connection; `close`: with Connection: close, as an HTTP/1.0 server or one that keeps no connection answers.
 */
export function shortBody(body: Body, sent: number, close = false): Handler {
  const bytes = Buffer.from(body);
  return (request, response) => {
    response.writeHead(200, { ...XML, 'content-length': bytes.length, ...(close ? { connection: 'close' } : {}) });
    response.write(bytes.subarray(0, sent), () => request.socket.end());
  };
}

/** Sends the first `sent` bytes (chunked, no length), then resets the connection (TCP RST). */
export function resetMidBody(body: Body, sent: number): Handler {
  const bytes = Buffer.from(body);
  return (request, response) => {
    response.writeHead(200, XML);
    response.write(bytes.subarray(0, sent), () => {
      setTimeout(() => request.socket.resetAndDestroy(), RESET_AFTER_MS);
    });
  };
}

/**
 * The body in a content coding, chunked as a server compressing on the fly sends it, its first half
 * sent and then the connection closed at once, the chunked body never ended.
 */
export function resetEncoded(body: Body, coding: keyof typeof CODINGS): Handler {
  const coded = CODINGS[coding](body);
  return (request, response) => {
    response.writeHead(200, { ...XML, 'content-encoding': coding });
    // Closed as soon as the half is written: its bytes reach the client with the close right behind them
    // (a FIN, not a reset, which may drop bytes the client has not read yet).
    response.write(coded.subarray(0, Math.floor(coded.length / 2)), () => request.socket.end());
  };
}

/** An HTTP/1.0 answer with no Content-Length, written to the socket in `pieces` and ended by closing it. */
export function closeDelimited(body: Body, pieces = 4, pauseMs = 20): Handler {
  return (request) => {
    const socket = request.socket;
    socket.write('HTTP/1.0 200 OK\r\nContent-Type: application/xml\r\nConnection: close\r\n\r\n');
    paced(split(body, pieces), pauseMs, socket, (piece) => socket.write(piece)).then(
      () => socket.end(),
      () => undefined,
    );
  };
}

/** Sends the first `sent` bytes of a body of known length, then nothing: the connection stays open until the server closes. */
export function stall(body: Body, sent: number): Handler {
  const bytes = Buffer.from(body);
  return (_request, response) => {
    response.writeHead(200, { ...XML, 'content-length': bytes.length });
    response.write(bytes.subarray(0, sent));
  };
}

/**
 * A server slow to answer but healthy (a sitemap generated on request): the headers after
 * `headersAfterMs`, flushed, then the whole body `bodyAfterMs` later.
 */
export function slowToAnswer(body: Body, headersAfterMs: number, bodyAfterMs: number): Handler {
  const bytes = Buffer.from(body);
  return (_request, response) => {
    setTimeout(() => {
      if (response.destroyed) return;
      response.writeHead(200, { ...XML, 'content-length': bytes.length });
      response.flushHeaders();
      setTimeout(() => void (response.destroyed || response.end(bytes)), bodyAfterMs);
    }, headersAfterMs);
  };
}

/** A gzip file cut after `kept` of its compressed bytes, with the Content-Length of what is sent: the transfer is whole, the stream is not. */
export function truncatedGzip(body: Body, kept: number): Handler {
  const cut = gzipSync(body).subarray(0, kept);
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': cut.length });
    response.end(cut);
  };
}

/** Answers the first `times` requests with `first`, later ones with `then`: a failure that passes. */
export function failingFirst(first: Handler, then: Handler, times = 1): Handler {
  let seen = 0;
  return (request, response) => (++seen <= times ? first : then)(request, response);
}

/** The body as is, with its Content-Length: the good answer after a failure. */
export function whole(body: Body): Handler {
  const bytes = Buffer.from(body);
  return (_request, response) => {
    response.writeHead(200, { ...XML, 'content-length': bytes.length });
    response.end(bytes);
  };
}

function split(body: Body, pieces: number): Buffer[] {
  const bytes = Buffer.from(body);
  const size = Math.ceil(bytes.length / pieces);
  return Array.from({ length: pieces }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

/** Writes each piece `pauseMs` after the one before; rejects once the socket is gone (the client gave up). */
async function paced(pieces: Buffer[], pauseMs: number, socket: Socket, write: (piece: Buffer) => void): Promise<void> {
  for (const [i, piece] of pieces.entries()) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    if (socket.destroyed) throw new Error('the client went away');
    write(piece);
  }
}
