import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Agent } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPage } from '../../../../electron/engine/site-check/check-page';
import { checkPageContent } from '../../../../electron/engine/site-check/check-content';
import { checkFindings } from '../../../../shared/site-check/check-findings';
import { startNginx } from '../../../support/zoo/nginx-server';
import { useRealServer } from '../../../support/zoo/use-real-server';

// The probe: a 200 with an empty body was reported indexable, with no finding.
describe('a page that answers 200 with nothing in it (nginx)', () => {
  const agent = new Agent({ connections: 4 });
  afterAll(() => agent.destroy());
  const served = useRealServer(
    { name: 'nginx, gzip on', start: (dir) => startNginx(dir, { server: 'gzip on; gzip_min_length 1;' }) },
    async (dir) => {
      await writeFile(join(dir, 'empty.html'), '');
      await writeFile(join(dir, 'blank.html'), '\uFEFF \r\n\t\n  \n');
      await writeFile(join(dir, 'page.html'), '<!doctype html><title>t</title><p>Shoes</p>');
      await writeFile(join(dir, 'spaced.html'), `${' '.repeat(200_000)}<p>Shoes</p>`);
    },
  );
  const codes = (result: Awaited<ReturnType<typeof checkPage>>): string[] =>
    checkFindings(result, { loc: result.url, alternates: [] }).map((problem) => problem.code);
  const options = { dispatcher: agent, userAgent: 'SitemapStudioTest/1.0' };

  it('says so, whether the body is empty or only whitespace, compressed or not, head or whole page read', async () => {
    const { origin } = served().server;
    for (const path of ['/empty.html', '/blank.html']) {
      const head = await checkPage(`${origin}${path}`, options);
      expect(head).toMatchObject({ status: 200, empty: true });
      expect(codes(head)).toEqual(['check-empty-page']);
      expect(checkFindings(head, { loc: head.url, alternates: [] })[0]!.message).toBe(
        'The page answered 200 with nothing in it: search engines find no content there (a soft 404). Fill it, or take it out of the sitemap.',
      );
      expect(await checkPageContent(`${origin}${path}`, options)).toMatchObject({ empty: true });
    }
  });

  it('says nothing of a page with content, however far into its body the content starts', async () => {
    const { origin } = served().server;
    for (const path of ['/page.html', '/spaced.html']) {
      const result = await checkPage(`${origin}${path}`, options);
      expect(result.status).toBe(200);
      expect(result.empty).toBeUndefined();
      expect(codes(result)).toEqual([]);
    }
  });
});
