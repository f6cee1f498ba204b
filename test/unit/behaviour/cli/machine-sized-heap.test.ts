import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { machineSizedHeapMib, SIZED_HEAP_ENV } from '../../../../electron/cli/machine-sized-heap';
import { cliRun } from '../../../support/cli-run';
import { runCliEntry } from '../../../support/cli-entry-run';
import { useTempDir } from '../../../support/use-temp-dir';

const GIB = 1024 ** 3;

describe('the heap of a command that holds a whole project', () => {
  it('is sized to three quarters of the machine for hreflang and fix, never for the streaming commands', () => {
    expect(machineSizedHeapMib(['hreflang', 'p.sitemapstudio', '--complete'], {}, 4 * GIB, 24 * GIB)).toBe(18_432);
    expect(machineSizedHeapMib(['--lang', 'nl', 'fix', 'p.sitemapstudio'], {}, 4 * GIB, 24 * GIB)).toBe(18_432);
    for (const command of ['export', 'import', 'validate', 'check'])
      expect(machineSizedHeapMib([command, 'p.sitemapstudio'], {}, 4 * GIB, 24 * GIB), command).toBeNull();
    // Already sized, or a machine whose three quarters V8 allows already: run here.
    expect(machineSizedHeapMib(['hreflang', 'p'], { [SIZED_HEAP_ENV]: '18432' }, 4 * GIB, 24 * GIB)).toBeNull();
    expect(machineSizedHeapMib(['hreflang', 'p'], {}, 4 * GIB, 4 * GIB)).toBeNull();
  });
});

// The CLI probe: `hreflang --complete` of 5M URLs died of "JavaScript heap out of memory" after 7
// minutes, at V8's default ~4 GB. Shown small: a heap of 64 MiB (NODE_OPTIONS) that 80,000 rows outgrow.
describe('hreflang --complete given too small a heap', () => {
  const temp = useTempDir();

  it('runs in a child sized to the machine and completes, where run in that heap it dies', async () => {
    const pairs = 40_000;
    const urls: string[] = [];
    for (let n = 0; n < pairs; n++) {
      const en = `https://e.com/en/${n}`;
      const de = `https://e.com/de/${n}`;
      const link = (lang: string, href: string): string =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`;
      urls.push(
        `<url><loc>${en}</loc>${link('en', en)}${link('de', de)}</url><url><loc>${de}</loc>${link('de', de)}</url>`,
      );
    }
    const sitemap = join(temp.path(), 'pages.xml.gz');
    await writeFile(
      sitemap,
      gzipSync(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`,
      ),
    );
    const project = join(temp.path(), 'site.sitemapstudio');
    expect((await cliRun('import', sitemap, '--out', project)).code).toBe(0);
    const args = ['hreflang', project, '--complete', '--out', join(temp.path(), 'done.sitemapstudio')];
    const small = { NODE_OPTIONS: '--max-old-space-size=64' };

    const sized = await runCliEntry(args, 120_000, undefined, small);
    expect(sized.stdout.trimEnd().split('\n').at(-1)).toMatch(
      /^Completed 40,000 hreflang clusters: added 40,000 links/,
    );
    expect(sized.code).toBe(0);
    // The same run kept in the small heap: the heap the child was given is what let it finish.
    const kept = await runCliEntry(args, 120_000, undefined, { ...small, [SIZED_HEAP_ENV]: 'kept' });
    expect(kept.code).not.toBe(0);
    expect(kept.stderr).toContain('heap out of memory');
  }, 240_000);
});
