import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MALLOC_ARENA_VARIABLE, wantsFewArenas } from '../../../electron/cli/few-malloc-arenas';
import { runCliEntry } from '../../support/cli-entry-run';
import { EXPORT_BASE_URL, cliExport } from '../../support/cli-run';
import { useTempDir } from '../../support/use-temp-dir';

const out = ['--out', 'o', '--base-url', EXPORT_BASE_URL];

describe('wantsFewArenas', () => {
  it.each([
    [['export', 's.xml.gz', ...out]],
    [['export', 'sitemaps/', ...out, '--threads', '16']],
    [['--lang', 'de', 'export', 'a.sitemapstudio', 'b.xml', ...out]],
  ])('relaunches a streaming export on glibc: %j', (line) => {
    expect(wantsFewArenas(line, {}, true)).toBe(true);
    expect(wantsFewArenas(line, {}, false)).toBe(false);
    // A value of the user's is kept, and the relaunched CLI never relaunches again.
    expect(wantsFewArenas(line, { [MALLOC_ARENA_VARIABLE]: '8' }, true)).toBe(false);
    expect(wantsFewArenas(line, { SITEMAP_STUDIO_FEW_ARENAS: '1' }, true)).toBe(false);
  });

  it.each([
    [['export', 'shop.sitemapstudio', ...out]],
    [['export', 's.xml', ...out, '--dry-run']],
    [['export', '--help']],
    [['export', 's.xml', '--no-such-option']],
    [['export', ...out]],
    [['import', 's.xml']],
    [['--version']],
    [[]],
  ])('runs anything else in this process: %j', (line) => {
    expect(wantsFewArenas(line, {}, true)).toBe(false);
  });
});

describe('the CLI entry point relaunched for a streaming export', () => {
  const temp = useTempDir();

  it('prints what the command prints in process and exits with its code', async () => {
    const sitemap = join(temp.path(), 'sitemap.xml');
    const locs = Array.from({ length: 30 }, (_, i) => `<url><loc>https://example.com/p/${i}</loc></url>`);
    await writeFile(sitemap, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.join('')}</urlset>`);
    const expectedOut = join(temp.path(), 'in-process');
    const expected = await cliExport(sitemap, expectedOut, '--json');
    expect(expected.code).toBe(0);
    const entryOut = join(temp.path(), 'entry');
    const run = await runCliEntry(
      ['export', sitemap, '--out', entryOut, '--base-url', EXPORT_BASE_URL, '--json'],
      40_000,
    );
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.replaceAll(entryOut, expectedOut)).toBe(expected.out);
    // A failing export's code comes through too.
    const missing = join(temp.path(), 'missing.xml');
    const failed = await runCliEntry(['export', missing, '--out', entryOut, '--base-url', EXPORT_BASE_URL], 40_000);
    expect(failed.code).toBe((await cliExport(missing, entryOut)).code);
    expect(failed.code).not.toBe(0);
  }, 60_000);
});
