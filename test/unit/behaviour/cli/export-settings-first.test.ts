import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRun } from '../../../support/cli-run';
import { urlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

// The CLI probe: `export big.csv --base-url nope` read 2M rows for ~10 s before saying so; beside a
// source with a row error it exited 1, not the 2 of a bad argument; beside a source that could not
// be read the base URL's fault was not said at all.
describe('sitemap-studio export with settings that cannot be used', () => {
  const temp = useTempDir();

  it('says so before any source is read, exit 2, whatever the sources hold', async () => {
    const bad = await temp.write('bad-row.xml', urlset('not a url'));
    const missing = join(temp.path(), 'missing.xml');
    const out = join(temp.path(), 'out');
    const result = await cliRun('export', bad, missing, '--out', out, '--base-url', 'nope');
    expect(result.code).toBe(2);
    expect(result.err).toBe(
      'Not exported (nothing was written):\n1 error, 0 warnings, 0 notes:\n' +
        '  error   settings  [base-url-invalid] The base URL cannot be used: "nope" is not an absolute URL.\n',
    );
    // Only the settings: no source was read (a missing one would be named, a row's error told).
    expect(result.err).not.toContain('missing.xml');
    expect(result.err).not.toContain('loc-');
    expect(await readdir(temp.path())).not.toContain('out');

    const json = await cliRun('export', bad, '--out', out, '--base-url', 'nope', '--pattern', 'x.xml', '--json');
    expect(json.code).toBe(2);
    const codes = (JSON.parse(json.out) as { ok: boolean; problems: { code: string }[] }).problems.map(
      (problem) => problem.code,
    );
    expect(codes).toEqual(expect.arrayContaining(['base-url-invalid', 'file-name-pattern-invalid']));
  });

  it('says an index larger than the size limit is about that setting, and what to choose (the probe: "error   -")', async () => {
    const many = await temp.write(
      'many.xml',
      urlset(...Array.from({ length: 40 }, (_, i) => `https://example.com/${i}`)),
    );
    const result = await cliRun(
      'export',
      many,
      '--out',
      join(temp.path(), 'small'),
      '--base-url',
      'https://example.com/',
      '--max-urls',
      '1',
      '--max-bytes',
      '1200',
    );
    expect(result.code).toBe(2); // a setting no export can be made with, as a bad argument
    expect(result.err).toContain(
      '  error   settings  [index-too-large] The sitemap index would be larger than 1,200 bytes, the size limit for every file of the export: choose a larger size limit, or more URLs per file for fewer sitemaps.',
    );
  });
});
