import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliRun as cli } from '../../support/cli-run';
import { startServer, trickle } from '../../support/http-server';
import { useTempDir } from '../../support/use-temp-dir';
import { SITEMAP_NS } from '../../support/sitemap-xml';

const temp = useTempDir();

// validate and export import their sources too: a server that trickles must not hold them forever.
describe('--deadline and --max-files on every command that imports', () => {
  it.each(['validate', 'export'])('%s gives a download --deadline seconds in all, and says so', async (command) => {
    const server = await startServer({
      '/slow.xml': trickle(`<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/first</loc></url>`, 200),
    });
    try {
      const out = join(temp.path(), 'public');
      const extra = command === 'export' ? ['--out', out, '--base-url', 'https://example.com/'] : [];
      const result = await cli(command, ...extra, '--deadline', '0.3', `${server.origin}/slow.xml`);
      expect(result.code).toBe(1);
      expect(result.out + result.err).toContain(
        `${server.origin}/slow.xml was not received in full within the 0.3 s deadline`,
      );
    } finally {
      await server.close();
    }
  });

  it("diagnose's --timeout has the deadline's range, and says so", async () => {
    const result = await cli('diagnose', 'https://example.com/sitemap.xml', '--timeout', '2147484');
    expect(result.code).toBe(2);
    expect(result.err).toContain('--timeout must be a number of seconds above 0 and at most 2,147,483, not "2147484"');
  });

  it.each([
    ['validate', '--max-files', '0', '--max-files must be a whole number of files above 0, not "0"'],
    // A negative number is the option's value, not an option of its own ("argument missing").
    ['validate', '--max-files', '-1', '--max-files must be a whole number of files above 0, not "-1"'],
    ['export', '--threads', '-2', '--threads must be a whole number from 1 to 1024, not "-2"'],
    [
      'import',
      '--deadline',
      '-0.5',
      '--deadline must be a number of seconds above 0 and at most 2,147,483, not "-0.5"',
    ],
    ['export', '--deadline', '0', '--deadline must be a number of seconds above 0 and at most 2,147,483, not "0"'],
    // Past a timer's longest delay every download failed as late at once ("within the 2,147,484 s deadline").
    [
      'import',
      '--deadline',
      '2147484',
      '--deadline must be a number of seconds above 0 and at most 2,147,483, not "2147484"',
    ],
  ])('%s %s %s exits 2, naming the argument', async (command, flag, value, message) => {
    const extra = command === 'export' ? ['--out', 'x', '--base-url', 'https://example.com/'] : [];
    const result = await cli(command, ...extra, flag, value, 'x.xml');
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
  });
});

/** The column where each option line's description starts ("  --out DIR   The folder…"). */
const descriptionColumns = (usage: string): Set<number> =>
  new Set(
    usage
      .split('\n')
      .map((line) => /^ {2}-\S*(?: \S+)? {2,}/.exec(line)?.[0].length)
      .filter((column): column is number => column !== undefined),
  );

describe('--deadline and --max-files in a command help', () => {
  it.each([
    ['en', 'import'],
    ['en', 'validate'],
    ['en', 'export'],
    ['nl', 'import'],
    ['nl', 'export'],
  ])('line up with the other options of %s %s --help', async (lang, command) => {
    const result = await cli('--lang', lang, command, '--help');
    expect(result.out).toContain('--max-files');
    expect([...descriptionColumns(result.out)]).toHaveLength(1);
  });
});
