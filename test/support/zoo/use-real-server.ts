import { afterAll, beforeAll } from 'vitest';
import { makeTempDir, removeTempDir } from '../temp-dir';
import type { RealServer, ZooServer } from './zoo-server';

export interface ServedFolder<T> {
  server: ZooServer;
  dir: string;
  /** What `fill` wrote. */
  content: T;
}

/**
 * A real server on a fresh folder for the tests of a suite: started before them, the folder filled
 * once its origin is known, and stopped (its folder removed) after them, whether they passed or not.
 * Returns how to get it, inside a test.
 */
export function useRealServer<T>(
  kind: RealServer,
  fill: (dir: string, origin: string) => Promise<T>,
): () => ServedFolder<T> {
  let served: ServedFolder<T> | null = null;
  let dir: string | null = null;
  let server: ZooServer | null = null;
  beforeAll(async () => {
    dir = makeTempDir();
    server = await kind.start(dir);
    served = { server, dir, content: await fill(dir, server.origin) };
  });
  afterAll(async () => {
    await server?.close();
    if (dir) removeTempDir(dir);
  });
  return () => {
    if (!served) throw new Error(`${kind.name} was not started`);
    return served;
  };
}
