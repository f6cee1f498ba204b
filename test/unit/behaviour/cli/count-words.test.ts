import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliExport, cliRun } from '../../../support/cli-run';
import { SITEMAP_NS } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

async function oneUrl(): Promise<string> {
  const path = join(temp.path(), 'one.xml');
  await writeFile(path, `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/a</loc></url></urlset>`);
  return path;
}

describe('counts in the CLI summaries take the singular for one', () => {
  it('import says 1 file and 1 URL, in English and Dutch', async () => {
    const path = await oneUrl();
    expect((await cliRun('import', path)).out).toContain('Read 1 file, 1 URL.');
    expect((await cliRun('--lang', 'nl', 'import', path)).out).toContain('1 bestand gelezen, 1 URL.');
  });

  it('validate says 1 URL in 1 table', async () => {
    expect((await cliRun('validate', await oneUrl())).out).toContain('Checked 1 URL in 1 table.');
  });

  it('export says 1 URL', async () => {
    const result = await cliExport(await oneUrl(), join(temp.path(), 'out'));
    expect(result.out).toContain('Wrote 2 files (1 URL) to');
  });
});
