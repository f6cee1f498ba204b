import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';

/** A server taken for one on a private network: it listens on 127.0.0.2 and notes every path asked of it. */
export interface PrivateServer {
  origin: string;
  asked: string[];
  close(): Promise<void>;
}

/** Tests of the address rule take 127.0.0.1 (where serveForTest listens) for a public address, and this one for a private one. */
export const seenFromOutside = (address: string): boolean => address === '127.0.0.1';

/**
 * This machine's first IPv4 address on a network, not its loopback: another place than 127.0.0.0/8,
 * all of which a site named on this machine opens (unpaused-agent.ts).
 */
export function networkAddress(): string {
  const found = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
  if (!found) throw new Error('This machine has no IPv4 address on a network, besides its loopback.');
  return found.address;
}

/** A server on `address` (127.0.0.2 unless told, an IPv4 address) that answers every path with `body` (a page by default). */
export async function privateServer(
  body = '<html><head><title>router</title></head></html>',
  contentType = 'text/html',
  address = '127.0.0.2',
): Promise<PrivateServer> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(200, { 'content-type': contentType }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, address, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${address}:${port}`,
    asked,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
