import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRun as cli } from '../../../support/cli-run';
import { urlset } from '../../../support/sitemap-xml';
import { startNginx } from '../../../support/zoo/nginx-server';
import { useRealServer } from '../../../support/zoo/use-real-server';

// The check probe: URLs listed on another host were "skipped 2" and "No problems", named nowhere.
describe('check: URLs listed on another host than their table', () => {
  const served = useRealServer({ name: 'nginx', start: (dir) => startNginx(dir) }, async (dir, origin) => {
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    await writeFile(join(dir, 'a.html'), '<!doctype html><title>a</title>');
    await writeFile(join(dir, 'b.html'), '<!doctype html><title>b</title>');
    const elsewhere = ['http://elsewhere.invalid/1', 'http://elsewhere.invalid/2'];
    await writeFile(join(dir, 'sitemap.xml'), urlset(`${origin}/a.html`, ...elsewhere, `${origin}/b.html`));
  });

  it('are named as not checked, with how to check them, after the report', async () => {
    const { origin } = served().server;
    const { code, out } = await cli('check', `${origin}/sitemap.xml`, '--rate', '0');
    expect(out).toContain(
      [
        "Not checked: 2 URLs listed on another host than their table's, as a site check asks one site (--other-hosts checks them):",
        '  http://elsewhere.invalid/1',
        '  http://elsewhere.invalid/2',
      ].join('\n'),
    );
    expect(code).toBe(0);
  });
});
