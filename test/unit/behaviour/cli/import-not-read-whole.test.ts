import { closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_IMPORT_OPTIONS } from '../../../../shared/import-options';
import { cliRun } from '../../../support/cli-run';
import type { Handler } from '../../../support/http-server';
import { serveForTest } from '../../../support/serve-for-test';
import { urlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';
import { whole } from '../../../support/zoo/hostile-handlers';

const CAP = DEFAULT_IMPORT_OPTIONS.maxDecompressedBytes;
const OPENING = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://example.com/first</loc></url>
`;
const CLOSING = '<url><loc>https://example.com/last</loc></url>\n</urlset>\n';
/** Blanks between two entries that take a well-formed sitemap past the cap: only the cap stops it. */
const PAST_CAP = CAP + 1024 * 1024;

/** A sitemap over the cap, written a MiB at a time (the test's memory stays small). */
function writeOverCap(path: string): string {
  const file = openSync(path, 'w');
  writeSync(file, OPENING);
  const blanks = Buffer.alloc(1024 * 1024, 0x20);
  for (let written = 0; written < PAST_CAP; written += blanks.length) writeSync(file, blanks);
  writeSync(file, CLOSING);
  closeSync(file);
  return path;
}

/** The same, gzipped: some 100 KB that inflate past the cap (a gzip bomb). */
const gzipBomb = (): Buffer =>
  gzipSync(Buffer.concat([Buffer.from(OPENING), Buffer.alloc(PAST_CAP, 0x20), Buffer.from(CLOSING)]), { level: 1 });

const notSaved = (project: string, count: string): string =>
  `Not saved: ${project}. ${count} could not be read in full, and a project is saved only when every source is (--keep-partial saves what was read):\n`;

describe('sitemap-studio import --out saves a project only when every source was read in full', () => {
  const temp = useTempDir();

  it('a sitemap over the 100 MB cap: exit 1, named on stderr, no project', async () => {
    const sitemap = writeOverCap(join(temp.path(), 'huge.xml'));
    const project = join(temp.path(), 'site.sitemapstudio');
    const result = await cliRun('import', sitemap, '--out', project);

    expect(result.code).toBe(1);
    expect(result.err).toBe(`${notSaved(project, '1 source')}  ${sitemap}\n`);
    expect(result.out).toContain(`[size-cap-exceeded]`);
    expect(existsSync(project)).toBe(false);
  });

  // Each run below inflates the bomb to the 100 MB cap: some 4 s apiece on a slow host, so one run or two per test.
  it('a gzip bomb among whole files: exit 1, only the bomb named, no project, on stderr and in --json', async () => {
    const bomb = await temp.write('bomb.xml.gz', gzipBomb());
    const fine = await temp.write('fine.xml', urlset('https://example.com/a', 'https://example.com/b'));
    const project = join(temp.path(), 'site.sitemapstudio');
    const refused = await cliRun('import', fine, bomb, '--out', project);

    expect(refused.code).toBe(1);
    expect(refused.err).toBe(`${notSaved(project, '1 source')}  ${bomb}\n`);
    expect(existsSync(project)).toBe(false);

    // Asked for JSON, the reader of stdout is told too (left by the last stop: no field said it).
    const json = await cliRun('import', fine, bomb, '--out', project, '--json');
    expect(JSON.parse(json.out)).toMatchObject({ project: { path: project, saved: false, notReadWhole: [bomb] } });
    expect(existsSync(project)).toBe(false);
  });

  it('a gzip bomb among whole files with --keep-partial: what was read is saved, the bomb still named, exit 1', async () => {
    const bomb = await temp.write('bomb.xml.gz', gzipBomb());
    const fine = await temp.write('fine.xml', urlset('https://example.com/a', 'https://example.com/b'));
    const project = join(temp.path(), 'site.sitemapstudio');

    const kept = await cliRun('import', fine, bomb, '--out', project, '--keep-partial');
    expect(kept.code).toBe(1);
    expect(kept.err).toBe(`Saved ${project}: 2 tables, 3 URLs.\n`);
    expect(existsSync(project)).toBe(true);
    const keptJson = await cliRun('import', fine, bomb, '--out', project, '--keep-partial', '--json');
    expect(JSON.parse(keptJson.out)).toMatchObject({ project: { path: project, saved: true, notReadWhole: [bomb] } });
  });

  it('a file not found, as any source not read: no project, each named; a project saved before stays as it was', async () => {
    const fine = await temp.write('fine.xml', urlset('https://example.com/a'));
    const project = join(temp.path(), 'site.sitemapstudio');
    expect((await cliRun('import', fine, '--out', project)).code).toBe(0);
    const before = readFileSync(project);
    const missing = [join(temp.path(), 'gone-1.xml'), join(temp.path(), 'gone-2.xml')];
    const result = await cliRun('import', fine, ...missing, '--out', project);

    expect(result.code).toBe(1);
    expect(result.err).toBe(`${notSaved(project, '2 sources')}${missing.map((path) => `  ${path}\n`).join('')}`);
    expect(readFileSync(project).equals(before)).toBe(true);
  });

  // The local probe: --max-files 5 saved 5 of 8 sitemaps as a whole project, exit 0, and its export removed the other 3.
  it('a folder followed only in part (--max-files met): no project, the folder named, exit 1; without --out still exit 0', async () => {
    const folder = join(temp.path(), 'sitemaps');
    for (let n = 1; n <= 8; n++) await temp.write(`sitemaps/s${n}.xml`, urlset(`https://example.com/${n}`));
    const project = join(temp.path(), 'part.sitemapstudio');
    const refused = await cliRun('import', folder, '--max-files', '5', '--out', project);

    expect(refused.code).toBe(1);
    expect(refused.err).toBe(`${notSaved(project, '1 source')}  ${folder}\n`);
    expect(refused.out).toContain('[import-file-limit]');
    expect(existsSync(project)).toBe(false);
    const kept = await cliRun('import', folder, '--max-files', '5', '--out', project, '--keep-partial');
    expect(kept.code).toBe(1);
    expect(kept.err).toBe(`Saved ${project}: 5 tables, 5 URLs.\n`);
    expect((await cliRun('import', folder, '--max-files', '5')).code).toBe(0);
  });

  it('a home page whose robots.txt is missing is read through /sitemap.xml, as meant: the project is saved', async () => {
    const routes: Record<string, Handler> = { '/sitemap.xml': whole(urlset('https://example.com/a')) };
    const { origin } = await serveForTest(routes);
    const project = join(temp.path(), 'site.sitemapstudio');
    const result = await cliRun('import', `${origin}/`, '--out', project);

    expect(result.code).toBe(0);
    expect(result.err).toBe(`Saved ${project}: 1 table, 1 URL.\n`);
  });
});
