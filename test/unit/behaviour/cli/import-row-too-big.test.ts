import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_RECORD_BYTES } from '../../../../electron/engine/project/project-stream-format';
import { MAX_WRITTEN_CHARS } from '../../../../electron/engine/import/value-limits';
import { cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

/*
 * A row the project format cannot hold (its unknown elements together past a record's 64 MiB): the save
 * threw from its gzip stream with no listener yet, which ended the process with a stack trace and left
 * the temporary file beside the target (found by a probe with hostile input).
 */
describe('import --out of a row too big for a project file', () => {
  const temp = useTempDir();

  it('exits 1 saying so in one line that names --out, and leaves no project and no temporary file', async () => {
    // Two elements, each within what one kept as written may hold (the largest sitemap file), past a record together.
    const element = `<extra>${'z'.repeat(MAX_RECORD_BYTES / 2 + 2 ** 20)}</extra>`;
    expect(element.length).toBeLessThan(MAX_WRITTEN_CHARS);
    const sitemap = await temp.write(
      'big.xml',
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` +
        `<url><loc>https://example.com/d</loc>${element}${element}</url></urlset>`,
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
