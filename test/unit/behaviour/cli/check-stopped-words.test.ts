import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../../electron/cli/run-cli';
import { urlset } from '../../../support/sitemap-xml';
import { startNginx } from '../../../support/zoo/nginx-server';
import { useRealServer } from '../../../support/zoo/use-real-server';

// The check probe: a check stopped early printed "No problems." of the URLs it never asked too.
describe('check stopped by Ctrl-C with no problem in what it checked', () => {
  const pages = Array.from({ length: 6 }, (_, n) => `p${n}.html`);
  const served = useRealServer({ name: 'nginx', start: (dir) => startNginx(dir) }, async (dir, origin) => {
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    for (const page of pages) await writeFile(join(dir, page), '<!doctype html><title>page</title>');
    await writeFile(join(dir, 'sitemap.xml'), urlset(...pages.map((page) => `${origin}/${page}`)));
  });

  it('says there are no problems in the URLs checked, not that there are none', async () => {
    const { origin } = served().server;
    const interrupt = new AbortController();
    let out = '';
    const code = await runCli(['check', `${origin}/sitemap.xml`, '--rate', '1', '--slow-ms', '100000'], {
      out: (text) => void (out += text),
      err: () => undefined,
      signal: interrupt.signal,
      progress: (line) => void (/^Checked [1-9]/.test(line) && interrupt.abort()),
    });
    expect(code).toBe(130);
    expect(out).toMatch(/^Checked [1-5] of 6 URLs/);
    expect(out).toContain('No problems in the URLs checked.');
  });
});
