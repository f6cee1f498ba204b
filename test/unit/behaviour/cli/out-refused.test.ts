import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliExport, cliRun } from '../../../support/cli-run';
import { withImmutable } from '../../../support/immutable-folder';
import { useTempDir } from '../../../support/use-temp-dir';
import { contentChecked } from '../../../support/content-fingerprints';
import { saveProjectFile } from '../../../../electron/engine';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { emptyRow } from '../../../../shared/url-table';

const URLSET = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<url><loc>https://example.com/en/a</loc><xhtml:link rel="alternate" hreflang="nl" href="https://example.com/nl/a"/></url>
<url><loc>https://example.com/nl/a</loc></url>
</urlset>
`;
const STACK_FRAME = /^\s+at /m;

/**
 * The system's refusal: exit 1, one "Stopped by the system" line that names the path and why, no stack;
 * the file refused is the one saved (`saved`: the name given, its extension added where the command adds
 * it), not the temporary file beside it.
 */
function expectRefused(result: { code: number; err: string }, out: string, saved = `${out}.sitemapstudio`): void {
  expect(result.code).toBe(1);
  expect(result.err).toBe(`Stopped by the system: --out ${out}: the system does not allow this on ${saved}\n`);
  expect(result.err).not.toMatch(STACK_FRAME);
  expect(result.err).not.toContain('Usage:');
}

describe('an --out the system will not let us write: exit 1, not a bad argument (exit 2)', () => {
  const temp = useTempDir();

  /** A sitemap to import, a project made of it, and an immutable folder to write into. */
  async function setUp(): Promise<{ sitemap: string; project: string; locked: string }> {
    const sitemap = await temp.write('pages.xml', URLSET);
    const project = join(temp.path(), 'site.sitemapstudio');
    expect((await cliRun('import', sitemap, '--out', project)).code).toBe(0);
    const locked = join(temp.path(), 'locked');
    await mkdir(locked);
    return { sitemap, project, locked };
  }

  it('import --out', async () => {
    const { sitemap, locked } = await setUp();
    const result = await withImmutable(locked, () => cliRun('import', sitemap, '--out', join(locked, 'site')));
    expectRefused(result, join(locked, 'site'));
    expect(await readdir(locked)).toEqual([]);
  });

  it('export --out', async () => {
    const { sitemap, locked } = await setUp();
    const result = await withImmutable(locked, () => cliExport(sitemap, locked));
    expect(result.code).toBe(1);
    // The folder named, not the lock's file the refusal met.
    expect(result.err).toBe(
      `Not exported (nothing was written):\n  --out ${locked}: the system does not allow this on ${locked}\n`,
    );
    expect(result.err).not.toMatch(STACK_FRAME);
    expect(result.err).not.toContain('Usage:');
    expect(await readdir(locked)).toEqual([]);
  });

  it('hreflang --complete --out', async () => {
    const { project, locked } = await setUp();
    const out = join(locked, 'done');
    const result = await withImmutable(locked, () => cliRun('hreflang', project, '--complete', '--out', out));
    expectRefused(result, out);
  });

  it('fix --lastmod --out', async () => {
    const { locked } = await setUp();
    // fix --lastmod judges only a project a content check was saved in.
    const project = join(temp.path(), 'checked.sitemapstudio');
    const rows = [emptyRow('https://example.com/en/a')];
    await saveProjectFile(project, {
      name: 'checked',
      robotsTxt: null,
      exportSettings: DEFAULT_EXPORT_SETTINGS,
      tables: [{ id: 't', name: 'pages', source: null, rows }],
      siteChecks: [contentChecked('https://example.com/en/a')],
    });
    const out = join(locked, 'fixed');
    const result = await withImmutable(locked, () => cliRun('fix', project, '--lastmod', '--out', out));
    expectRefused(result, out);
  });

  it('a missing folder is still a bad argument: exit 2', async () => {
    const { sitemap } = await setUp();
    const result = await cliRun('import', sitemap, '--out', join(temp.path(), 'no-such-folder', 'site'));
    expect(result.code).toBe(2);
    expect(result.err).toContain('--out');
  });
});
