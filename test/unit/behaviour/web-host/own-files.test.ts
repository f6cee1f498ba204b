import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeAppInfo } from '../../../../electron/engine/app-info';
import { TOKEN_HEADER } from '../../../../electron/web-host/host-paths';
import { startWebHost } from '../../../../electron/web-host/server';
import { invokeChannel } from '../../../../shared/ipc-contract';
import { defaultPreferences } from '../../../../shared/preferences';
import { toWireJson } from '../../../../shared/transfer/wire-json';
import { useTempDir } from '../../../support/use-temp-dir';

const webFolders = async (root: string): Promise<string[]> =>
  (await readdir(root)).filter((name) => name.startsWith('sitemap-studio-web-'));

describe("the web host's own files (preferences, the recovery copy)", () => {
  const renderer = useTempDir();
  const temp = useTempDir();

  it('live in a folder only this user can enter, named by no part of the token, removed on close', async () => {
    const root = temp.path();
    const host = await startWebHost({ rendererDir: renderer.path(), appInfo: nodeAppInfo(), tempRoot: root });
    const [folder, ...more] = await webFolders(root);
    expect([folder, more]).toEqual([expect.any(String), []]);
    const path = join(root, folder!);
    try {
      expect((await stat(path)).mode & 0o777).toBe(0o700);
      // Keeping preferences writes the file there.
      const response = await fetch(`${host.origin}/__ipc/${encodeURIComponent(invokeChannel('writePreferences'))}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: host.origin, [TOKEN_HEADER]: host.token },
        body: toWireJson({ request: { ...defaultPreferences(), theme: 'dark' } }),
      });
      expect(response.status).toBe(200);
      const names = await readdir(path);
      expect(names).toContain('preferences.json');
      for (const name of [folder!, ...names]) {
        for (let at = 0; at + 6 <= host.token.length; at += 1) expect(name).not.toContain(host.token.slice(at, at + 6));
      }
    } finally {
      await host.close();
    }
    expect(await webFolders(root)).toEqual([]);
  });

  it('makes no folder when the caller names both files', async () => {
    const root = temp.path();
    const host = await startWebHost({
      rendererDir: renderer.path(),
      appInfo: nodeAppInfo(),
      tempRoot: root,
      preferencesFile: join(renderer.path(), 'preferences.json'),
      recoveryFile: join(renderer.path(), 'recovery.sitemapstudio'),
    });
    expect(await webFolders(root)).toEqual([]);
    await host.close();
  });
});
