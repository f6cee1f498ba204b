import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../electron/cli/run-cli';
import { serveForTest } from '../../../support/serve-for-test';
import { numberedUrlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

describe('sitemap-studio import, interrupted', () => {
  const temp = useTempDir();

  it(
    'stops on Ctrl-C while a server stalls, with exit code 130 and no project written',
    { timeout: 60_000 },
    async () => {
      const interrupt = new AbortController();
      const xml = numberedUrlset(1_000);
      const { origin } = await serveForTest({
        '/sitemap.xml': (_request, response) => {
          response.writeHead(200, { 'content-type': 'application/xml', 'content-length': xml.length });
          response.write(xml.slice(0, 500)); // then silence
          setTimeout(() => interrupt.abort(), 50); // the person presses Ctrl-C while it waits
        },
      });
      const out = join(temp.path(), 'site');
      let err = '';
      // Without the cancel it would end at the deadline (2 s) with exit code 1 and the project saved.
      const code = await runCli(['import', `${origin}/sitemap.xml`, '--out', out, '--deadline', '2'], {
        out: () => undefined,
        err: (text) => void (err += text),
        signal: interrupt.signal,
      });
      expect(code).toBe(130);
      expect(err).toContain('Cancelled');
      expect(existsSync(`${out}.sitemapstudio`)).toBe(false);
    },
  );

  it('stops on Ctrl-C while it saves the project, promptly, leaving no project and no temporary file', async () => {
    const sitemap = join(temp.path(), 'sitemap.xml');
    await writeFile(sitemap, numberedUrlset(300_000));
    const interrupt = new AbortController();
    // Ctrl-C once the project's temporary file is being written.
    const watch = setInterval(() => {
      if (readdirSync(temp.path()).some((name) => name.endsWith('.tmp'))) interrupt.abort();
    }, 1);
    let err = '';
    const out = join(temp.path(), 'site.sitemapstudio');
    const code = await runCli(['import', sitemap, '--out', out], {
      out: () => undefined,
      err: (text) => void (err += text),
      signal: interrupt.signal,
    }).finally(() => clearInterval(watch));
    expect(interrupt.signal.aborted).toBe(true);
    expect([code, err.split('\n').filter(Boolean).at(-1)]).toEqual([
      130,
      'Cancelled: nothing was written, and temp files were removed.',
    ]);
    expect(readdirSync(temp.path())).toEqual(['sitemap.xml']);
  }, 60_000);
});
