import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRun as cli } from '../../../support/cli-run';
import { urlset } from '../../../support/sitemap-xml';
import { startNginx } from '../../../support/zoo/nginx-server';
import { useRealServer } from '../../../support/zoo/use-real-server';

// A cache that answers 304 to a request that asked for no cached copy: the check asks for none.
describe('check: a page answered 304 Not Modified (nginx)', () => {
  const served = useRealServer(
    { name: 'nginx answering 304', start: (dir) => startNginx(dir, { server: 'location = /stale { return 304; }' }) },
    async (dir, origin) => {
      await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
      await writeFile(join(dir, 'page.html'), '<!doctype html><title>page</title>');
      await writeFile(join(dir, 'sitemap.xml'), urlset(`${origin}/stale`, `${origin}/page.html`));
    },
  );

  it('says no page comes, as a cache answering wrongly, not as a redirect to nowhere', async () => {
    const { origin } = served().server;
    const { code, out } = await cli('check', `${origin}/sitemap.xml`, '--rate', '0', '--json');
    const report = JSON.parse(out) as { problems: { code: string; message: string; place: { row: number } }[] };
    expect(report.problems.filter((item) => item.code === 'check-redirect')).toEqual([
      expect.objectContaining({
        place: expect.objectContaining({ row: 1 }),
        message:
          'The URL answers 304 Not Modified to a request that held no copy of it: no page comes, for Googlebot neither. A cache or CDN in front of the site is answering wrongly.',
      }),
    ]);
    expect(code).toBe(1);
  });
});
