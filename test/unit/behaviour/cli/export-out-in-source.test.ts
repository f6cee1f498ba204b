import { readdir, symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRun } from '../../../support/cli-run';
import { urlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

const BASE = ['--base-url', 'https://example.com/'];

// The CLI probe: `export src --out src/out`, run again, read its own sitemaps back in: 9 URLs, then
// 18, then 27, in files named sitemap-sitemap-….
describe('sitemap-studio export into the folder it reads', () => {
  const temp = useTempDir();

  it('is refused before anything is read or written (exit 2), through a link too', async () => {
    await temp.write('src/pages.xml', urlset('https://example.com/a'));
    const src = join(temp.path(), 'src');
    for (const out of [join(src, 'out'), src, join(src, 'new', 'deeper')]) {
      const result = await cliRun('export', src, '--out', out, ...BASE);
      expect(result.code).toBe(2);
      expect(result.err).toContain(`--out ${out} is inside the folder ${src} being read`);
    }
    expect(await readdir(src)).toEqual(['pages.xml']);
    const link = join(temp.path(), 'link');
    await symlink(src, link);
    expect((await cliRun('export', src, '--out', join(link, 'out'), ...BASE)).code).toBe(2);

    // Beside it, and a file of it named alone, are fine.
    const beside = await cliRun('export', src, '--out', join(temp.path(), 'public'), ...BASE);
    expect(beside.code).toBe(0);
    const file = await cliRun('export', join(src, 'pages.xml'), '--out', join(src, 'out'), ...BASE);
    expect(file.code).toBe(0);
    // A folder the walk passes by is never read back in (the review: it was refused).
    const hidden = await cliRun(
      'export',
      join(temp.path(), 'public'),
      '--out',
      join(temp.path(), 'public', '.build'),
      ...BASE,
    );
    expect(hidden.code).toBe(0);
  });
});
