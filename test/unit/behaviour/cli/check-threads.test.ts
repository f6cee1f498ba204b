import { readdir, readFile, writeFile } from 'node:fs/promises';
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

  it.each([
    ['validate', [] as string[]],
    ['export', ['--out', 'x', '--base-url', 'https://example.com/']],
  ])('%s refuses --threads 0 with exit 2, naming it', async (command, more) => {
    const { code, err } = await cli(command, 'sitemap.xml', '--threads=0', ...more);
    expect(code).toBe(2);
    expect(err).toContain('--threads must be a whole number from 1 to 1024, not "0".');
  });
});
