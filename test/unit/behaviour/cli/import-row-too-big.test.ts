import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_VALUE_CHARS } from '../../../../electron/engine/import/longest-value';
import { MAX_RECORD_BYTES } from '../../../../electron/engine/project/project-stream-format';
import { cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

/*
 * A row the project format cannot hold (its unknown elements past a record's 64 MiB): the save
 * threw from its gzip stream with no listener yet, which ended the process with a stack trace and left
 * the temporary file beside the target (found by a probe with hostile input).
 */
describe('import --out of a row too big for a project file', () => {
  const temp = useTempDir();

  it('exits 1 saying so in one line that names --out, and leaves no project and no temporary file', async () => {
    // Each element kept is within the 2 MiB one may hold (MAX_VALUE_CHARS), all of them past a record's bytes.
    const element = `<extra>${'z'.repeat(2 ** 20)}</extra>`;
    const elements = element.repeat(Math.ceil(MAX_RECORD_BYTES / element.length) + 1);
    expect(MAX_VALUE_CHARS).toBeGreaterThan(element.length);
    const sitemap = await temp.write(
      'big.xml',
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
        `<url><loc>https://example.com/d</loc>${elements}</url></urlset>`,
    );
    const out = join(temp.path(), 'site.sitemapstudio');
    const result = await cliRun('import', sitemap, '--out', out);
    expect(result.code).toBe(1);
    expect(result.err).toMatch(
      new RegExp(
        `^--out ${out}: Nothing was saved: row 1 of table 1 takes [\\d,]+ bytes; a project file allows 67,108,864\\.\\n$`,
      ),
    );
    expect(await readdir(temp.path())).toEqual(['big.xml']);
  }, 60_000);
});
