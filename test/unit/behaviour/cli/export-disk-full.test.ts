import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliExport } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

const REPO = join(__dirname, '../../../..');

/** A sitemap of `rows` URLs, about 100 bytes each. */
const sitemap = (rows: number): string =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  Array.from(
    { length: rows },
    (_, i) => `<url><loc>https://example.com/page/${i}/${'a'.repeat(60)}</loc></url>\n`,
  ).join('') +
  '</urlset>\n';

/**
 * A CLI command run in a process whose files may not grow past `kilobytes` (ulimit -f): a write
 * past it fails with EFBIG, as a full disk fails with ENOSPC, a real system error from the disk.
 */
const runWithFileLimit = (
  kilobytes: number,
  args: readonly string[],
): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    const command = [process.execPath, '--import', 'tsx', 'electron/cli/index.ts', ...args];
    execFile(
      'bash',
      ['-c', `ulimit -f ${kilobytes} && exec "$@"`, 'bash', ...command],
      { cwd: REPO, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
  });

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
    const run = await runWithFileLimit(1024, ['export', ...args]);

    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Not exported (nothing was written):');
    expect(run.stderr).toContain('EFBIG');
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
    const run = await runWithFileLimit(100, ['import', big, '--out', out]);

    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Stopped by the system:');
    expect(run.stderr).toContain('EFBIG');
    expect(run.stderr).not.toMatch(/^\s+at /m); // no stack trace
    expect(readdirSync(temp.path()).sort()).toEqual(['big.xml']); // no project, not even a part of one
  }, 60_000);
});
