import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliExport, cliRun } from '../../../support/cli-run';
import { urlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

// The CLI probe: --pattern "s {n}.xml" wrote <loc>https://example.com/s 1.xml</loc>, no URL, so the
// tool could not read its own index back; "#" named another file, and began a comment in robots.txt.
describe('exported file names that a URL must escape', () => {
  const temp = useTempDir();

  it('are percent-encoded where the index and robots.txt list them, and the set reads back whole', async () => {
    const sitemap = await temp.write('pages.xml', urlset('https://example.com/a', 'https://example.com/b'));
    const out = join(temp.path(), 'out');
    const result = await cliExport(
      sitemap,
      out,
      '--no-gzip',
      '--pattern',
      's {n}#%é.xml',
      '--index-name',
      'my index#1.xml',
      '--robots-txt',
    );
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain('index: https://example.com/my%20index%231.xml');

    const index = await readFile(join(out, 'my index#1.xml'), 'utf8');
    expect(index).toContain('<loc>https://example.com/s%201%23%25%C3%A9.xml</loc>');
    const robots = await readFile(join(out, 'robots.txt'), 'utf8');
    expect(robots).toContain('Sitemap: https://example.com/my%20index%231.xml\n');

    // Read back from the folder as a site would serve it: every URL, no child missed.
    const back = await cliRun('validate', join(out, 'my index#1.xml'), '--json');
    expect(JSON.parse(back.out)).toMatchObject({ urls: 2, problems: [] });
  });
});
