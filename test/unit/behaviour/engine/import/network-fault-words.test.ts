import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { createServer as createNetServer, type Server } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ImportResult } from '../../../../../shared/import-types';
import { problemText } from '../../../../../shared/problems';
import { importAll } from '../../../../support/import-helpers';
import { urlset } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';

// A connection that fails is told by what failed, in words, its code after them; one that would only
// fail again (a certificate not trusted, TLS on a port that does not speak it) is not read again.
// Real servers: Node's TLS with a certificate openssl makes, a plain HTTP port, a port closed.

const SITEMAP = urlset('https://example.com/a');

/** Listens on a free port of 127.0.0.1, closed as the test finishes; counts the connections it took. */
async function listening(server: Server): Promise<{ port: number; connections: () => number }> {
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { port: address.port, connections: () => connections };
}

/** The one error of a failed import, its words in English, and the codes of its other problems (a read again noted). */
function onlyProblem(result: ImportResult): { code: string; text: string; others: string[] } {
  const errors = result.problems.filter((item) => item.severity === 'error');
  expect(errors).toHaveLength(1);
  const others = result.problems.filter((item) => item.severity !== 'error').map((item) => item.code);
  return { code: errors[0]!.code, text: problemText(errors[0]!), others };
}

describe('a connection that failed, in words', () => {
  const temp = useTempDir();

  it('names a certificate not trusted (self-signed), and does not read it again', async () => {
    const key = join(temp.path(), 'key.pem');
    const cert = join(temp.path(), 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=127.0.0.1',
    ], { stdio: 'ignore' }); // prettier-ignore
    const server = createHttpsServer({ key: readFileSync(key), cert: readFileSync(cert) }, (_request, response) =>
      response.end(SITEMAP),
    );
    const { port, connections } = await listening(server);

    const result = await importAll([`https://127.0.0.1:${port}/sitemap.xml`], { retryDelayMs: 10 });

    const { code, text, others } = onlyProblem(result);
    expect(code).toBe('http-failed');
    expect(text).toBe(
      `https://127.0.0.1:${port}/sitemap.xml could not be fetched: its HTTPS certificate is not trusted ` +
        '(DEPTH_ZERO_SELF_SIGNED_CERT): self-signed, expired, issued by an authority this computer does not know, ' +
        'or for another host name. Fix the certificate on the server, or import the URL with http instead of https.',
    );
    expect(connections()).toBe(1);
    expect(others).toEqual([]);
  });

  it('names TLS asked of a port that speaks plain HTTP, and does not read it again', async () => {
    const { port, connections } = await listening(createHttpServer((_request, response) => response.end(SITEMAP)));

    const result = await importAll([`https://127.0.0.1:${port}/sitemap.xml`], { retryDelayMs: 10 });

    const { code, text, others } = onlyProblem(result);
    expect(code).toBe('http-failed');
    expect(text).toMatch(
      new RegExp(
        `^https://127\\.0\\.0\\.1:${port}/sitemap\\.xml could not be fetched: the secure connection could not be set up ` +
          '\\((ERR_SSL_WRONG_VERSION_NUMBER|ERR_SSL_PACKET_LENGTH_TOO_LONG)\\); the server may not speak HTTPS on that port \\(try http instead of https\\)\\.$',
      ),
    );
    // The server answered one TLS hello with HTTP's refusal: no second read after a pause.
    expect(connections()).toBe(1);
    expect(others).toEqual([]);
  });

  it('names a connection refused: nothing listens there', async () => {
    // A port taken and freed: nothing listens on it now.
    const { port } = await listening(createNetServer());
    const closed = createNetServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const freed = (closed.address() as { port: number }).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(freed).not.toBe(port);

    const result = await importAll([`http://127.0.0.1:${freed}/sitemap.xml`], { retryDelayMs: 10 });

    const { code, text, others } = onlyProblem(result);
    expect(code).toBe('http-failed');
    expect(text).toBe(
      `http://127.0.0.1:${freed}/sitemap.xml could not be fetched: the connection was refused (ECONNREFUSED); ` +
        'nothing listens on that port, or a firewall turns the connection away.',
    );
    // The network's moment, not the server's setting: read once more after a pause.
    expect(others).toEqual(['read-retried']);
  });

  it('names a server that closed the connection before it answered', async () => {
    const server = createNetServer((socket) => socket.once('data', () => socket.end()));
    const { port } = await listening(server);

    const result = await importAll([`http://127.0.0.1:${port}/sitemap.xml`], { retryDelayMs: 10 });

    const { code, text, others } = onlyProblem(result);
    expect(code).toBe('http-failed');
    expect(text).toBe(
      `http://127.0.0.1:${port}/sitemap.xml could not be fetched: the server closed the connection before it answered ` +
        '(other side closed).',
    );
    expect(others).toEqual(['read-retried']);
  });
});
