import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Route {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface TestServer {
  origin: string;
  /** Every request received, in order. */
  requests: Array<{ path: string; headers: IncomingHttpHeaders }>;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 with a fixed route table; unknown paths answer 404. `listenOn` '::'
 * listens on every address of this machine, IPv6 and IPv4 (dual stack): ::1 answers as well.
 */
export async function startServer(
  routes: Record<string, Route | Handler>,
  listenOn: '127.0.0.1' | '::' = '127.0.0.1',
): Promise<TestServer> {
  const requests: TestServer['requests'] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const route = routes[path];
    if (typeof route === 'function') return route(request, response);
    if (!route) {
      response.writeHead(404, { 'content-type': 'text/html' });
      return void response.end('<h1>404 Not Found!</h1>');
    }
    response.writeHead(route.status ?? 200, route.headers ?? {});
    response.end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, listenOn, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Sends `head`, then one space every 20 ms, `spaces` times, then `</urlset>`: never silent for long. */
export function trickle(head: string, spaces: number): Handler {
  return (request, response) => {
    response.writeHead(200, { 'content-type': 'application/xml' });
    response.write(head);
    let sent = 0;
    const timer = setInterval(() => {
      if (++sent > spaces) {
        clearInterval(timer);
        return void response.end('</urlset>');
      }
      response.write(' ');
    }, 20);
    response.on('close', () => clearInterval(timer));
  };
}
