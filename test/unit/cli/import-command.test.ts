import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../electron/cli/run-cli';
import { cliRun as cli } from '../../support/cli-run';
import { useTempDir } from '../../support/use-temp-dir';
import { startServer, trickle } from '../../support/http-server';
import { IMPORT_FIXTURES } from '../../support/import-helpers';
import { SITEMAP_NS } from '../../support/sitemap-xml';

const fixture = (name: string): string => join(IMPORT_FIXTURES, name);

describe('sitemap-studio import', () => {
  const temp = useTempDir();

  it('prints a line per file and exits 0 when everything was read', async () => {
    const { code, out } = await cli('import', fixture('one-line.xml'), fixture('urls.txt'));
    expect(code).toBe(0);
    expect(out).toMatch(/^Read 2 files, 7 URLs\./);
    expect(out).toMatch(/XML sitemap\s+3 URLs\s+295 bytes {2}\S+one-line\.xml\n/);
    expect(out).toMatch(/Text sitemap\s+4 URLs/);
    expect(out).toContain(`warning ${fixture('urls.txt')}:4:1, row 3, loc  [loc-invalid]`);
  });

  it('prints errors with file:line:column and exits 1', async () => {
    const { code, out } = await cli('import', fixture('raw-ampersand.xml'));
    expect(code).toBe(1);
    expect(out).toContain('(PARTIAL)');
    expect(out).toContain(
      `1 error, 0 warnings, 0 notes:\n  error   ${fixture('raw-ampersand.xml')}:5:36  [xml-malformed]`,
    );
  });

  it('prints one JSON document with files, counts and problems; rows only with --rows', async () => {
    const plain = JSON.parse((await cli('import', '--json', fixture('no-namespace.xml'))).out) as Record<
      string,
      unknown
    >;
    expect(plain['counts']).toEqual({ files: 1, urls: 1, errors: 0, warnings: 1, infos: 0 });
    expect((plain['files'] as Array<Record<string, unknown>>)[0]).not.toHaveProperty('rows');
    expect((plain['problems'] as Array<{ code: string }>).map((item) => item.code)).toEqual([
      'sitemap-namespace-missing',
    ]);
    const withRows = JSON.parse((await cli('import', '--json', '--rows', fixture('no-namespace.xml'))).out) as {
      files: Array<{ rows: Array<{ loc: string; lastmod: string }> }>;
    };
    expect(withRows.files[0]!.rows).toEqual([
      expect.objectContaining({ loc: 'https://example.com/a', lastmod: '2024-01-01' }),
    ]);
  });

  it('gives a download --deadline seconds in all, then reports it and keeps what arrived', async () => {
    const server = await startServer({
      '/slow.xml': trickle(`<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/first</loc></url>`, 100),
    });
    try {
      // 1 s, within the trickle's 2 s: 0.3 s asked a loaded machine to read the first row in 300 ms.
      const { code, out } = await cli('import', '--deadline', '1', `${server.origin}/slow.xml`);
      expect(code).toBe(1);
      expect(out).toMatch(/ 1 URL /);
      expect(out).toContain('(PARTIAL)');
      expect(out).toContain(`${server.origin}/slow.xml was not received in full within the 1 s deadline`);
    } finally {
      await server.close();
    }
  });

  // The import said nothing while it read: a 10M-URL index from a live site, or a host answering 429 for minutes.
  it('shows how far reading has come on its progress line, again while a server keeps it waiting, then clears it', async () => {
    const body = `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://example.com/a</loc></url></urlset>`;
    const shown: string[] = [];
    let waitingLine = '';
    // The server answers once the line naming it has been shown twice: shown again while nothing moved.
    const server = await startServer({
      '/late.xml': (_request, response) => {
        const answer = (): void => {
          if (shown.filter((line) => line === waitingLine).length < 2) return void setTimeout(answer, 50);
          response.writeHead(200, { 'content-type': 'application/xml' }).end(body);
        };
        answer();
      },
    });
    try {
      waitingLine = `Read 0 files, 0 URLs. (reading ${server.origin}/late.xml)`;
      const code = await runCli(['import', `${server.origin}/late.xml`], {
        out: () => undefined,
        err: () => undefined,
        progress: (line) => void shown.push(line),
      });
      expect(code).toBe(0);
      expect(shown).toContain('Read 1 file, 1 URL.');
      expect(shown.at(-1)).toBe('');
    } finally {
      await server.close();
    }
  });

  for (const command of ['validate', 'export', 'hreflang']) {
    it(`${command} shows how far reading its sources has come, and clears it`, async () => {
      const shown: string[] = [];
      const args =
        command === 'export' ? ['--out', join(temp.path(), 'out'), '--base-url', 'https://example.com/'] : [];
      await runCli([command, fixture('urls.txt'), ...args], {
        out: () => undefined,
        err: () => undefined,
        progress: (line) => void shown.push(line),
      });
      expect(shown).toContain('Read 1 file, 4 URLs.');
      expect(shown.at(-1)).toBe('');
    });
  }

  it.each([
    [['import'], 'Name at least one'],
    [
      ['import', '--deadline', 'soon', 'x.xml'],
      '--deadline must be a number of seconds above 0 and at most 2,147,483, not "soon"',
    ],
    [['import', '--max-files', '0', 'x.xml'], '--max-files must be a whole number of files above 0, not "0"'],
    [['import', '--rows', 'x.xml'], '--rows only goes with --json'],
    [['import', '--keep-partial', 'x.xml'], '--keep-partial only goes with --out'],
    [['import', '--bogus', 'x.xml'], "Unknown option '--bogus'"],
  ])('exits 2 for %j', async (args, message) => {
    const { code, err, out } = await cli(...args);
    expect(code).toBe(2);
    expect(err).toContain(message);
    expect(err).toContain('Usage: sitemap-studio import');
    expect(out).toBe('');
  });

  it('says in Dutch that --keep-partial needs --out', async () => {
    const { code, err } = await cli('import', '--keep-partial', 'x.xml', '--lang', 'nl');
    expect(code).toBe(2);
    expect(err).toContain('--keep-partial gaat alleen samen met --out');
  });

  it('is listed in the main help', async () => {
    expect((await cli('--help')).out).toContain('import <source...>');
  });
});
