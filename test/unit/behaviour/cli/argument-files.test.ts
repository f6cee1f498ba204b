import { execFileSync } from 'node:child_process';
import { constants } from 'node:buffer';
import { mkdir, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROBOTS_MAX_BYTES } from '../../../../shared/robots/robots-lines';
import { cliRun } from '../../../support/cli-run';
import { useTempDir } from '../../../support/use-temp-dir';

/*
 * The robots.txt a command line names (robots, validate --robots) is read as a crawler reads it, and
 * a slugs CSV (hreflang --pair-csv) whole, each from a regular file only. A FIFO without a writer held
 * the commands past Ctrl-C and SIGTERM, and /dev/zero ended them with an uncaught RangeError (found by
 * a hostile-input probe).
 */
describe('a robots.txt or slugs CSV named on the command line', () => {
  const temp = useTempDir();
  const notRead = (path: string): string =>
    `${path} is not a regular file (a pipe, socket or device), and is not read.`;

  it('that is a pipe or a device is refused at once as a bad argument (exit 2), never waited on', async () => {
    const fifo = join(temp.path(), 'robots.txt');
    execFileSync('mkfifo', [fifo]);
    const sitemap = await temp.write('pages.xml', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
    for (const [args, argument] of [
      [['robots', fifo, 'https://example.com/x'], `robots.txt ${fifo}`],
      [['robots', '/dev/zero', 'https://example.com/x'], 'robots.txt /dev/zero'],
      [['validate', sitemap, '--robots', fifo], `--robots ${fifo}`],
      [['hreflang', sitemap, '--pair-csv', fifo, '--out', join(temp.path(), 'paired')], `--pair-csv ${fifo}`],
    ] as const) {
      const result = await cliRun(...args);
      expect(result.code).toBe(2);
      expect(result.err).toContain(`${argument}: ${notRead(argument.split(' ')[1]!)}`);
      expect(result.err).not.toMatch(/^\s+at /m);
    }
  });

  it('that is a folder is told as a folder, not as a pipe (it opens, unlike a pipe waited on)', async () => {
    const folder = join(temp.path(), 'a-folder');
    await mkdir(folder);
    const result = await cliRun('robots', folder, 'https://example.com/x');
    expect(result.code).toBe(2);
    expect(result.err).toContain(`robots.txt ${folder}: ${folder} is a folder, not a file`);
  });

  it('too large for one string is refused by name, not with an uncaught RangeError', async () => {
    // Sparse: its size is past what one string may hold, with no bytes on disk.
    const csv = join(temp.path(), 'slugs.csv');
    await truncate(await temp.write('slugs.csv', ''), constants.MAX_STRING_LENGTH + 1);
    const sitemap = await temp.write('pages.xml', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"/>');
    const result = await cliRun('hreflang', sitemap, '--pair-csv', csv, '--out', join(temp.path(), 'paired'));
    expect(result.code).toBe(2);
    expect(result.err).toMatch(
      new RegExp(
        `^--pair-csv ${csv}: ${csv} is too large to read as text \\([\\d,]+ bytes; at most [\\d,]+ bytes\\)\\.`,
      ),
    );
  });

  it('past the bytes a crawler reads is matched on its head, the rest ignored', async () => {
    // A rule past ROBOTS_MAX_BYTES is not read, as Google does not read it; one before it is.
    const padding = `# ${'x'.repeat(ROBOTS_MAX_BYTES)}\n`;
    const robots = await temp.write('big-robots.txt', `User-agent: *\nDisallow: /a\n${padding}Disallow: /b\n`);
    const result = await cliRun('robots', robots, 'https://example.com/a', 'https://example.com/b');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^blocked\s+https:\/\/example\.com\/a/m);
    expect(result.out).toMatch(/^allowed\s+https:\/\/example\.com\/b/m);
  });
});
