import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliExport } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';
import { articleEntry, newsUrlset } from '../../../support/news-fixtures';

describe('sitemap-studio export: news sitemaps', () => {
  const temp = useTempDir();
  const sitemaps = async (folder: string): Promise<string[]> =>
    (await readdir(folder)).filter((name) => name.startsWith('sitemap-')).sort();

  it('writes at most 1,000 URLs per news sitemap file, unless --no-news-split', async () => {
    const entries = Array.from({ length: 1_001 }, (_, i) => articleEntry(`https://example.com/n/${i}`, 1));
    const file = await temp.write('news.xml', newsUrlset(entries));
    const split = join(temp.path(), 'split');
    expect((await cliExport(file, split)).code).toBe(0);
    expect(await sitemaps(split)).toEqual(['sitemap-news-1.xml.gz', 'sitemap-news-2.xml.gz']);

    const whole = join(temp.path(), 'whole');
    const result = await cliExport(file, whole, '--no-news-split');
    expect(result.code).toBe(0);
    expect(await sitemaps(whole)).toEqual(['sitemap-news-1.xml.gz']);
    expect(result.out).toContain('1 warning');
  });
});
