import { createServer, type AddressInfo } from 'node:net';

/** A port nothing listens on now, for a server that cannot be told port 0 (another may take it before; callers retry). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
