import { existsSync } from 'node:fs';
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
});
