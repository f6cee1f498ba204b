import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRun } from '../../../support/cli-run';
import { sitemapIndex, urlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

const BASE = ['--base-url', 'https://example.com/'];

// The CLI probe: `export index.xml --max-files 2` wrote 2 of 3 sitemaps, exit 0, and removed the
// third's files that the export before had written, as stale: a site published in part.
describe('sitemap-studio export of sources read in part', () => {
  const temp = useTempDir();

  async function threeSitemaps(): Promise<string> {
    const children = ['one.xml', 'two.xml', 'three.xml'];
    for (const [n, child] of children.entries())
      await temp.write(child, urlset(`https://example.com/${n}/a`, `https://example.com/${n}/b`));
    return temp.write('index.xml', sitemapIndex(...children));
  }

  it('a limit met (--max-files): nothing exported, the sitemaps unread named, the folder as the last export left it', async () => {
    const index = await threeSitemaps();
    const out = join(temp.path(), 'public');
    expect((await cliRun('export', index, '--out', out, ...BASE)).code).toBe(0);
    const before = (await readdir(out)).sort();

    const result = await cliRun('export', index, '--out', out, ...BASE, '--max-files', '2');
    expect(result.code).toBe(1);
    expect(result.err).toContain('Not exported: some sources could not be read completely');
    expect(result.err).toContain('[import-file-limit]');
    expect((await readdir(out)).sort()).toEqual(before);
  });

  it('a listed sitemap that is no URL: nothing exported, the child named', async () => {
    await temp.write('one.xml', urlset('https://example.com/a'));
    const index = await temp.write('index.xml', sitemapIndex('one.xml', 'https://example.com/two words.xml'));
    const out = join(temp.path(), 'public');
    const result = await cliRun('export', index, '--out', out, ...BASE);
    expect(result.code).toBe(1);
    expect(result.err).toContain('[child-loc-not-url]');
    expect(await readdir(temp.path())).not.toContain('public');
  });
});
