import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A server taken for one on a private network: it listens on 127.0.0.2 and notes every path asked of it. */
export interface PrivateServer {
  origin: string;
  asked: string[];
  close(): Promise<void>;
}

/** Tests of the address rule take 127.0.0.1 (where serveForTest listens) for a public address, and this one for a private one. */
export const seenFromOutside = (address: string): boolean => address === '127.0.0.1';

/** A server on 127.0.0.2 that answers every path with `body` (a page by default). */
export async function privateServer(
  body = '<html><head><title>router</title></head></html>',
  contentType = 'text/html',
): Promise<PrivateServer> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(200, { 'content-type': contentType }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.2:${port}`,
    asked,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
