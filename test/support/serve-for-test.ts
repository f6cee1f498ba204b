import { onTestFinished } from 'vitest';
import { startServer, type Handler, type Route, type TestServer } from './http-server';

/**
 * A real HTTP server (as startServer) for the running test, closed when that test finishes, as
 * useTempDir removes its folder. Vitest only: e2e specs start their own with startServer.
 */
export async function serveForTest(
  routes: Record<string, Route | Handler>,
  listenOn?: Parameters<typeof startServer>[1],
): Promise<TestServer> {
  const server = await startServer(routes, listenOn);
  onTestFinished(() => server.close());
  return server;
}
