import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { nodeAppInfo } from '../../electron/engine/app-info';
import { TOKEN_HEADER } from '../../electron/web-host/host-paths';
import { startWebHost, type WebHost } from '../../electron/web-host/server';
import { invokeChannel, type InvokeName } from '../../shared/ipc-contract';
import type { IpcResult } from '../../shared/ipc-result';
import { fromWireJson, toWireJson } from '../../shared/transfer/wire-json';
import { makeTempDir, removeTempDir } from './temp-dir';

/**
 * A web host for the test file's tests, in a temporary folder (`root`) of its own, started before
 * them and closed after, and calls to it as the page's bridge makes them: wire JSON both ways, over HTTP.
 */
export function useWebHost() {
  let root = '';
  let host: WebHost | undefined;

  beforeAll(async () => {
    root = makeTempDir();
    await mkdir(join(root, 'renderer'));
    host = await startWebHost({
      rendererDir: join(root, 'renderer'),
      appInfo: nodeAppInfo(),
      preferencesFile: join(root, 'preferences.json'),
      recoveryFile: join(root, 'recovery.sitemapstudio'),
    });
  });

  afterAll(async () => {
    await host?.close();
    removeTempDir(root);
  });

  async function call(name: InvokeName, request: unknown): Promise<IpcResult<unknown>> {
    const { origin, token } = host!;
    const response = await fetch(`${origin}/__ipc/${encodeURIComponent(invokeChannel(name))}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, [TOKEN_HEADER]: token },
      body: toWireJson({ request }),
    });
    expect(response.status).toBe(200);
    return fromWireJson(await response.text()) as IpcResult<unknown>;
  }

  /** The answer of a call that must succeed. */
  async function value<T>(name: InvokeName, request: unknown): Promise<T> {
    const answer = await call(name, request);
    if (!answer.ok) throw new Error(answer.error.message);
    return answer.value as T;
  }

  return { root: () => root, call, value };
}
