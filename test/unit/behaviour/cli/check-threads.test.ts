import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlyWorkerCounts } from '../../../../electron/engine/worker-script';
import { cliRun as cli } from '../../../support/cli-run';
import { generateSet } from '../../../support/generated-set';
import { SITEMAP_NS } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

/** Every file of a folder with its bytes (not the export's own note of when and where it wrote them). */
async function contentsOf(folder: string): Promise<Record<string, string>> {
  const contents: Record<string, string> = {};
  for (const name of (await readdir(folder)).filter((name) => !name.startsWith('.')).sort())
    contents[name] = (await readFile(join(folder, name))).toString('base64');
  return contents;
}

describe('sitemap-studio validate and export --threads', () => {
  const temp = useTempDir();

  it('reports the same problems and writes the same files on 1 and 2 threads', async () => {
    const set = await generateSet(join(temp.path(), 'set'), 3, 1_500);
    // Repeats across files, exact and after normalising, and an error.
    const repeats = join(temp.path(), 'repeats.xml');
    const locs = [
      'https://www.example.com/a',
      'HTTPS://WWW.example.com:443/a',
      'https://www.example.com/a',
      'not a url',
    ];
    await writeFile(
      repeats,
      `<urlset xmlns="${SITEMAP_NS}">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`,
    );
    const sources = [...set.files, repeats];
    const one = await cli('validate', ...sources, '--json', '--threads', '1');
    const two = await cli('validate', ...sources, '--json', '--threads', '2');
    expect(one.code).toBe(1);
    const codes = (JSON.parse(one.out) as { problems: { code: string }[] }).problems.map((item) => item.code);
    expect(codes).toEqual(expect.arrayContaining(['loc-duplicate', 'loc-duplicate-normalised', 'loc-whitespace']));
    // The tables' ids are made up by each import.
    const withoutIds = (text: string) => text.replace(/"source": "[^"]+"/g, '"source": "…"');
    expect(withoutIds(two.out)).toBe(withoutIds(one.out));
    const exportOne = await cli(
      'export',
      ...set.files,
      '--out',
      join(temp.path(), 'e1'),
      '--base-url',
      'https://www.example.com/',
      '--threads',
      '1',
    );
    const exportTwo = await cli(
      'export',
      ...set.files,
      '--out',
      join(temp.path(), 'e2'),
      '--base-url',
      'https://www.example.com/',
      '--threads',
      '2',
    );
    expect(exportOne.code).toBe(0);
    // Only the target differs (the temp folder's random name may hold "e2" too).
    expect(exportTwo.out.replaceAll(join(temp.path(), 'e2'), join(temp.path(), 'e1'))).toBe(exportOne.out);
    expect(await contentsOf(join(temp.path(), 'e2'))).toEqual(await contentsOf(join(temp.path(), 'e1')));
  }, 120_000);

  it('validate --threads 1 reads its sitemaps on one thread and checks them on one: two workers in all', async () => {
    // More files than this machine's cores or the threads asked for: each parse worker could take one.
    const set = await generateSet(join(temp.path(), 'set'), 5, 200);
    /** The workers a validate started, none of them early (only an export starts its workers early). */
    const started = async (threads: string): Promise<number> => {
      const before = earlyWorkerCounts().late;
      const { code, out } = await cli('validate', ...set.files, '--threads', threads);
      expect(code).toBe(0);
      expect(out).toContain('1,000 URLs');
      return earlyWorkerCounts().late - before;
    };
    expect(await started('1')).toBe(2);
  }, 60_000);

  // --threads is the most workers, a bound the work may reach: 1,024 threads once started 1,024
  // isolates ahead of a one-URL export (47 s, 6.9 GB on 2 cores).
  it('export --threads far above the cores starts workers only as its rows need them', async () => {
    const sitemap = join(temp.path(), 'one.xml');
    await writeFile(sitemap, `<urlset xmlns="${SITEMAP_NS}"><url><loc>https://www.example.com/a</loc></url></urlset>`);
    const project = join(temp.path(), 'one.sitemapstudio');
    expect((await cli('import', sitemap, '--out', project)).code).toBe(0);
    /** The workers an export of `source` on 64 threads started (none early: only the entry point starts those). */
    const started = async (source: string, out: string): Promise<number> => {
      const before = earlyWorkerCounts().late;
      const run = await cli(
        'export',
        source,
        '--out',
        join(temp.path(), out),
        '--base-url',
        'https://www.example.com/',
        '--threads',
        '64',
      );
      expect(run.code).toBe(0);
      expect(run.out).toContain('1 URL');
      return earlyWorkerCounts().late - before;
    };
    // A parse worker for the one file, and pack workers up to the cores. (A stream of one file started
    // no more before startedAhead either; this keeps it so. The project's case below is what failed.)
    expect(await started(sitemap, 'streamed')).toBeLessThanOrEqual(availableParallelism() + 1);
    // Pack workers up to the cores, which read the project too.
    expect(await started(project, 'from-project')).toBeLessThanOrEqual(availableParallelism());
  }, 60_000);

  it.each([
    ['validate', [] as string[]],
    ['export', ['--out', 'x', '--base-url', 'https://example.com/']],
  ])('%s refuses --threads 0 with exit 2, naming it', async (command, more) => {
    const { code, err } = await cli(command, 'sitemap.xml', '--threads=0', ...more);
    expect(code).toBe(2);
    expect(err).toContain('--threads must be a whole number from 1 to 1024, not "0".');
  });
});
