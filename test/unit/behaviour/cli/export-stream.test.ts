import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadTables } from '../../../../electron/cli/load-tables';
import { runCli } from '../../../../electron/cli/run-cli';
import { exportProject } from '../../../../electron/engine/export/export-project';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { validateTables } from '../../../../shared/validation/validate-rows';
import { EXPORT_BASE_URL, cliExport, cliRun } from '../../../support/cli-run';
import { fullRow } from '../../../support/full-row';
import { startServer, type TestServer } from '../../../support/http-server';
import { serializeUrlset } from '../../../support/plain-serializer';
import { numberedEntries, sitemapIndex, urlsetOf } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

/** Five gzipped sitemaps (full rows with every extension, and plain pages) and an index listing them. */
async function writeSet(temp: ReturnType<typeof useTempDir>, broken?: number): Promise<string> {
  const names: string[] = [];
  for (let part = 1; part <= 5; part++) {
    const xml =
      part % 2 === 1
        ? serializeUrlset(Array.from({ length: 12 }, (_, i) => fullRow(part * 100 + i)))
        : urlsetOf(numberedEntries(30).map((entry) => ({ ...entry, loc: `${entry.loc}-${part}` })));
    const gzip = gzipSync(xml);
    await temp.write(`part-${part}.xml.gz`, part === broken ? gzip.subarray(0, gzip.length >> 1) : gzip);
    names.push(`part-${part}.xml.gz`);
  }
  return temp.write('index.xml', sitemapIndex(...names));
}

const folderBytes = async (folder: string): Promise<Record<string, string>> => {
  const names = (await readdir(folder)).sort();
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, (await readFile(join(folder, name))).toString('base64')])),
  );
};

/**
 * The spill's temp folder is the system's: pointed at a test folder (after the test's other folders
 * are made), it can be seen empty afterwards.
 */
function spillInto(spill: ReturnType<typeof useTempDir>, ...made: ReturnType<typeof useTempDir>[]): void {
  for (const folder of made) folder.path();
  process.env['TMPDIR'] = spill.path();
}

let savedTmp: string | undefined;
beforeEach(() => void (savedTmp = process.env['TMPDIR']));
afterEach(() => {
  if (savedTmp === undefined) delete process.env['TMPDIR'];
  else process.env['TMPDIR'] = savedTmp;
});

describe('sitemap-studio export, streamed', () => {
  const temp = useTempDir();
  const out = useTempDir();
  const spill = useTempDir();

  // Before, every one-URL file was staged and the index refused them all: 48 s for 60,000 rows, and
  // minutes for a million.
  it('refuses a stream that needs more sitemaps than an index lists as it names the one past, writing nothing', async () => {
    spillInto(spill, temp, out);
    const source = await temp.write('one-a-file.xml', urlsetOf(numberedEntries(50_002)));
    const target = join(out.path(), 'site');
    const result = await cliExport(source, target, '--max-urls', '1');
    expect(result.code).toBe(1);
    // "At least": the export stopped at the sitemap past the limit, before the last row was split.
    expect(result.err).toContain('[too-many-sitemaps] The export needs at least 50,001 sitemaps');
    expect(await readdir(target).catch(() => [])).toEqual([]);
    expect(readdirSync(spill.path())).toEqual([]);
  }, 60_000);

  it('writes the same bytes as the export of whole tables, and leaves no temp file', async () => {
    const index = await writeSet(temp);
    spillInto(spill, out, temp);
    const streamed = await cliExport(index, join(out.path(), 'streamed'), '--max-urls', '7');
    expect(streamed.code).toBe(0);
    const { tables, robotsTxt } = await loadTables([index]);
    const outputFolder = join(out.path(), 'whole');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder, maxUrls: 7 };
    const whole = await exportProject({ projectId: 'whole', tables, settings, robotsTxt });
    expect(whole.ok).toBe(true);
    const written = await folderBytes(join(out.path(), 'streamed'));
    // The manifest names the project and the time: every other file is compared byte for byte.
    const sitemaps = Object.keys(written).filter((name) => name.endsWith('.gz') || name.endsWith('.xml'));
    expect(sitemaps.length).toBeGreaterThan(10);
    const expected = await folderBytes(outputFolder);
    for (const name of sitemaps) expect(written[name], name).toBe(expected[name]);
    expect(Object.keys(written)).toEqual(Object.keys(expected));
    expect(readdirSync(spill.path())).toEqual([]);
  });

  it('reports a gzip cut short in file 3 of 5 with its file, and leaves the target as it was', async () => {
    const index = await writeSet(temp, 3);
    const target = await out.write('sitemap.xml', 'what was there before');
    spillInto(spill, out, temp);
    const result = await cliExport(index, out.path());
    expect(result.code).toBe(1);
    expect(result.err).toContain('Not exported: some sources could not be read completely');
    expect(result.err).toContain(join(temp.path(), 'part-3.xml.gz'));
    expect(readdirSync(out.path())).toEqual(['sitemap.xml']);
    expect(readFileSync(target, 'utf8')).toBe('what was there before');
    expect(readdirSync(spill.path())).toEqual([]);
  });

  describe('from a server', () => {
    let server: TestServer | null = null;
    afterEach(async () => server?.close());

    /** An index of five sitemaps; the third is answered by `third`. */
    async function serve(third: Parameters<typeof startServer>[0][string]): Promise<string> {
      const body = urlsetOf(numberedEntries(20));
      const routes: Parameters<typeof startServer>[0] = { '/part-3.xml': third };
      for (const part of [1, 2, 4, 5]) routes[`/part-${part}.xml`] = { body: body.replaceAll('page-', `p${part}-`) };
      routes['/index.xml'] = { body: sitemapIndex(...[1, 2, 3, 4, 5].map((part) => `/part-${part}.xml`)) };
      server = await startServer(routes);
      return `${server.origin}/index.xml`;
    }

    it('reports a server that stops answering mid-file, and leaves the target untouched', async () => {
      const index = await serve((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.write(urlsetOf(numberedEntries(3)).slice(0, 200)); // then silence
      });
      spillInto(spill, out, temp);
      const result = await cliExport(index, out.path(), '--deadline', '1');
      expect(result.code).toBe(1);
      expect(result.err).toContain(`${server!.origin}/part-3.xml`);
      expect(readdirSync(out.path())).toEqual([]);
      expect(readdirSync(spill.path())).toEqual([]);
    });

    it('stops on Ctrl-C with exit code 130, removing what it staged and its temp files', async () => {
      const interrupt = new AbortController();
      const index = await serve((_request, response) => {
        response.writeHead(200, { 'content-type': 'application/xml' });
        response.write(urlsetOf(numberedEntries(3)).slice(0, 200));
        interrupt.abort(); // the person presses Ctrl-C while the third file arrives
      });
      spillInto(spill, out, temp);
      let err = '';
      const code = await runCli(['export', index, '--out', out.path(), '--base-url', EXPORT_BASE_URL], {
        out: () => undefined,
        err: (text) => void (err += text),
        signal: interrupt.signal,
      });
      expect(code).toBe(130);
      expect(err).toContain('Cancelled');
      expect(readdirSync(out.path())).toEqual([]);
      expect(readdirSync(spill.path())).toEqual([]);
    });
  });
});

describe('sitemap-studio validate, streamed', () => {
  const temp = useTempDir();

  it('reports exactly what validating whole tables does, duplicates across files included', async () => {
    const first = urlsetOf([...numberedEntries(40), { loc: 'https://example.com/page-3' }, { loc: 'relative/x' }]);
    const last = urlsetOf([{ loc: 'HTTPS://example.com:443/page-7' }, { loc: 'https://example.com/page-40' }]);
    const files = [
      await temp.write('a.xml', first),
      await temp.write('b.xml', urlsetOf(numberedEntries(5).map((entry) => ({ ...entry, loc: `${entry.loc}/b` })))),
      await temp.write('c.xml', last),
    ];
    const result = await cliRun('validate', ...files, '--json');
    const { tables, problems } = await loadTables(files);
    const expected = [...problems, ...validateTables(tables, { base: null, now: Date.now(), robots: null })];
    const reported = JSON.parse(result.out) as { problems: unknown[] };
    expect(reported.problems).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(reported.problems.filter((item) => JSON.stringify(item).includes('loc-duplicate'))).toHaveLength(3);
    expect(result.code).toBe(1);
  });
});
