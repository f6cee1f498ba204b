import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveProjectFile } from '../../../../electron/engine/project/project-file';
import { runCliEntry } from '../../../support/cli-entry-run';
import { cliExport } from '../../../support/cli-run';
import { largeProject } from '../../../support/large-project';
import { useTempDir } from '../../../support/use-temp-dir';

/** A sitemap of `rows` URLs, about 100 bytes each. */
const sitemap = (rows: number): string =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  Array.from(
    { length: rows },
    (_, i) => `<url><loc>https://example.com/page/${i}/${'a'.repeat(60)}</loc></url>\n`,
  ).join('') +
  '</urlset>\n';

describe('export when the disk refuses a write', () => {
  const temp = useTempDir();

  it('says so in one message, exits 1, and leaves the last export as it was', async () => {
    const out = join(temp.path(), 'out');
    const before = await cliExport(await temp.write('small.xml', sitemap(10)), out, '--no-gzip');
    expect(before.code).toBe(0);
    const files = readdirSync(out).sort();
    const held = files.map((name) => readFileSync(join(out, name)));

    // 30,000 rows make a sitemap of ~3 MB: past the 1 MB any file of this process may have.
    const big = await temp.write('big.xml', sitemap(30_000));
    const args = [big, '--out', out, '--base-url', 'https://example.com/', '--no-gzip'];
    const run = await runCliEntry(['export', ...args], 60_000, 1024);

    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Not exported (nothing was written):');
    // The first file past the limit, named (a spill of the checks, or a sitemap being staged).
    expect(run.stderr).toMatch(/^ {2}\/\S+ would grow past the largest file this system allows$/m);
    expect(run.stderr).not.toMatch(/^\s+at /m); // no stack trace
    expect(readdirSync(out).sort()).toEqual(files);
    expect(files.map((name) => readFileSync(join(out, name)))).toEqual(held);
  }, 60_000);
});

describe('any command the disk stops', () => {
  const temp = useTempDir();

  it('says so in one line and exits 1: import --out writing a project past the file limit', async () => {
    // 30,000 rows whose locs hold random bytes, saved as a project (compressed): past the 100 KB any
    // file of this process may have.
    const random = sitemap(30_000).replace(/a{60}/g, () => randomBytes(30).toString('hex'));
    const big = await temp.write('big.xml', random);
    const out = join(temp.path(), 'saved.sitemapstudio');
    const run = await runCliEntry(['import', big, '--out', out], 60_000, 100);

    expect(run.code).toBe(1);
    // The write that failed names no file (EFBIG on an open file): the project's is named.
    expect(run.stderr).toContain(`Stopped by the system: ${out} would grow past the largest file this system allows`);
    expect(run.stderr).not.toMatch(/^\s+at /m); // no stack trace
    expect(readdirSync(temp.path()).sort()).toEqual(['big.xml']); // no project, not even a part of one
  }, 60_000);
});

describe('export when the disk refuses a temporary file', () => {
  const temp = useTempDir();

  it('names that file, whose disk it is, in one message, exits 1, and writes nothing', async () => {
    // 25,000 rows: the duplicate search's spill of them (~1 MB) is past the 200 KB any file of the
    // process may have. Its write is on a worker, whose error named no file, and came out as a stack trace.
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, largeProject(25_000, 'shop'));
    const out = join(temp.path(), 'out');
    const run = await runCliEntry(['export', path, '--out', out, '--base-url', 'https://example.com/'], 60_000, 200);

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /^Not exported \(nothing was written\):\n {2}\S+\/sitemap-studio-check-\w+\/s\d+ would grow past the largest file this system allows\n$/,
    );
    expect(readdirSync(temp.path()).sort()).toEqual(['shop.sitemapstudio']);
  }, 60_000);
});
