import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

// The review: a CSV with no loc column was saved by import --out as an empty table, as if it had been
// read: none of its rows was.
describe('a CSV whose header names no loc column', () => {
  const temp = useTempDir();

  it('counts as not read: import --out names it and saves no project', async () => {
    const good = await temp.write('good.csv', 'loc\nhttps://example.com/a\n');
    const bad = await temp.write('no-loc.csv', 'URL,Last Modified\nhttps://example.com/b,2024-01-01\n');
    const project = join(temp.path(), 'site.sitemapstudio');
    const result = await cliRun('import', good, bad, '--out', project);
    expect(result.code).toBe(1);
    expect(result.err).toContain(`  ${bad}\n`);
    expect(result.err).not.toContain(`  ${good}\n`);
    expect(result.out).toContain('[table-no-loc]');
    expect(existsSync(project)).toBe(false);
  });
});
