import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportWorkersFor, startExportWorkersEarly } from '../../../electron/cli/early-workers';
import { runCli } from '../../../electron/cli/run-cli';
import { dropEarlyWorkers, earlyWorkerCounts } from '../../../electron/engine/worker-script';
import { saveProjectFile } from '../../../electron/engine/project/project-file';
import { DEFAULT_EXPORT_SETTINGS } from '../../../shared/export-settings';
import { emptyRow } from '../../../shared/url-table';
import { runCliEntry } from '../../support/cli-entry-run';
import { EXPORT_BASE_URL, cliExport } from '../../support/cli-run';
import { generateSet } from '../../support/generated-set';
import { useTempDir } from '../../support/use-temp-dir';

const cores = availableParallelism();

/** A project of one table of 3,000 rows (one member of rows), saved in `folder`: its path. */
async function savedShop(folder: string): Promise<string> {
  const path = join(folder, 'shop.sitemapstudio');
  const rows = Array.from({ length: 3_000 }, (_, i) => emptyRow(`https://example.com/p/${i}`));
  const tables = [{ id: 't', name: 'pages', source: null, rows }];
  const project = { name: 'Shop', robotsTxt: null, exportSettings: DEFAULT_EXPORT_SETTINGS, tables, siteChecks: [] };
  await saveProjectFile(path, project, { workers: 2 });
  return path;
}

describe('the workers export <project> starts before its modules load', () => {
  const files = { isFolder: (): boolean => false };

  it('starts a pack worker a thread and no project worker: the pack workers read its members', () => {
    const line = ['export', 'shop.sitemapstudio', '--out', 'out', '--base-url', 'https://example.com/'];
    expect(exportWorkersFor(line, files)).toEqual({ pack: cores, project: 0, parse: 0, small: false });
  });

  it('starts as many pack workers as --threads says, after --lang too', () => {
    const line = ['--lang', 'nl', 'export', '--threads', String(cores + 1), 'Shop.SitemapStudio', '--out=o', '--json'];
    expect(exportWorkersFor(line, files)).toEqual({ pack: cores + 1, project: 0, parse: 0, small: false });
    expect(exportWorkersFor(['export', 'a.sitemapstudio', '--threads=1'], files)).toEqual({
      pack: 1,
      project: 0,
      parse: 0,
      small: false,
    });
  });

  it('starts pack workers for half the threads and a parse worker a source file, up to the threads, for a streaming export', () => {
    const line = (...sources: string[]): string[] => [
      'export',
      ...sources,
      '--out',
      'out',
      '--base-url',
      'https://example.com/',
      '--threads',
      '3',
    ];
    expect(exportWorkersFor(line('a.xml.gz'), files)).toEqual({ pack: 2, project: 0, parse: 1, small: true });
    expect(exportWorkersFor(line('a.xml.gz', 'b.xml', 'c.csv', 'd.xml'), files)).toEqual({
      pack: 2,
      project: 0,
      parse: 3,
      small: true,
    });
    // A CSV is read on the main thread.
    expect(exportWorkersFor(line('a.xml.gz', 'rows.csv', 'more.tsv.gz'), files)).toEqual({
      pack: 2,
      project: 0,
      parse: 1,
      small: true,
    });
    // A CSV alone: no parse worker, a pack worker a thread, as small as the export makes them.
    expect(exportWorkersFor(line('rows.csv'), files)).toEqual({ pack: 3, project: 0, parse: 0, small: true });
    // A folder's files, or a URL's (an index, likely), may be any number.
    const folders = { ...files, isFolder: (path: string) => path === 'set' };
    expect(exportWorkersFor(line('set'), folders)).toEqual({ pack: 2, project: 0, parse: 3, small: true });
    expect(exportWorkersFor(line('https://example.com/sitemap_index.xml'), files)).toEqual({
      pack: 2,
      project: 0,
      parse: 3,
      small: true,
    });
    expect(exportWorkersFor(['export', 'a.xml', 'b.xml', '--out', 'o', '--base-url', 'https://e.com/'], files)).toEqual(
      { pack: Math.ceil(cores / 2), project: 0, parse: Math.min(2, cores), small: true },
    );
  });

  it.each([
    [['import', 'a.sitemapstudio']],
    [['export', 'a.sitemapstudio', 'sitemap.xml', '--out', 'o']],
    [['export', 'sitemap.xml', '--out', 'backup.sitemapstudio']],
    [['export', 'a.sitemapstudio', '--frobnicate']],
    [['export', 'a.sitemapstudio', '--dry-run']],
    [['export', 'a.sitemapstudio', '--help']],
    [['export', 'a.sitemapstudio', 'b.sitemapstudio']],
    [['export', 'sitemap.xml']],
    [['export', 'sitemap.xml', '--out', 'o']],
    [['export', 'sitemap.xml', '--base-url', 'https://example.com/']],
    [['export', '--out', 'o', '--base-url', 'https://example.com/']],
    [['export', 'a.sitemapstudio', '--threads', 'many']],
    [['export', 'a.sitemapstudio', '--threads', '0']],
    [[]],
  ])('starts none for %j', (line) => {
    expect(exportWorkersFor(line, files)).toBeNull();
  });
});

describe('the CLI entry point with workers started early', () => {
  const temp = useTempDir();
  const cli = (...args: string[]) => runCliEntry(args, 40_000);
  /** The files written, byte for byte, but the manifest (it names its folder and when it was written). */
  const contentsOf = async (folder: string): Promise<Record<string, Buffer>> => {
    const names = (await readdir(folder)).filter((name) => name !== '.sitemap-studio-export.json').sort();
    return Object.fromEntries(await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name))])));
  };

  it('exports a project on them, the same files and answer as the command run in a process of its own', async () => {
    const path = await savedShop(temp.path());
    const expectedOut = join(temp.path(), 'in-process');
    const expected = await cliExport(path, expectedOut, '--json', '--threads', '2', '--max-urls', '1000');
    expect(expected.code).toBe(0);
    const out = join(temp.path(), 'entry');
    const args = ['export', path, '--out', out, '--base-url', EXPORT_BASE_URL, '--json', '--threads', '2'];
    const run = await cli(...args, '--max-urls', '1000');
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout.replaceAll(out, expectedOut)).toBe(expected.out);
    expect(await contentsOf(out)).toEqual(await contentsOf(expectedOut));
  }, 60_000);

  it('reports a project path that cannot be looked at as the command does, not as a crash of the early start', async () => {
    const path = join(temp.path(), 'a-file');
    await writeFile(path, 'not a folder');
    const run = await cli(
      'export',
      join(path, 'x.sitemapstudio'),
      '--out',
      join(temp.path(), 'out'),
      '--base-url',
      EXPORT_BASE_URL,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('[project-unreadable]');
    expect(run.stderr).not.toContain('    at ');
  }, 60_000);

  // Started early, they never keep the process alive: a command that fails before taking them exits.
  it('exits 2 on a bad argument, its early workers not taken', async () => {
    // A project that saved no base URL, none given.
    const path = await savedShop(temp.path());
    const run = await cli('export', path, '--out', join(temp.path(), 'out'), '--threads', '2');
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--base-url');
  }, 60_000);
});

describe('export <project> in process, its workers started early as the entry point starts them', () => {
  const temp = useTempDir();

  it('takes every worker started early, and starts none of its own', async () => {
    const path = await savedShop(temp.path());
    // --threads 2: two pack workers, which read its members too.
    const line = ['export', path, '--out', join(temp.path(), 'out'), '--base-url', EXPORT_BASE_URL, '--threads', '2'];
    const expected = exportWorkersFor(line, { isFolder: () => false })!;
    try {
      startExportWorkersEarly(line, {});
      const before = earlyWorkerCounts();
      expect(before).toEqual({ started: expected.pack + expected.project, taken: 0, late: before.late });
      let err = '';
      const code = await runCli(line, { out: () => {}, err: (text) => void (err += text), env: {} });
      expect(err).toBe('');
      expect(code).toBe(0);
      // Every worker it started was one started early: none started late, as a pool bigger than the early guess would.
      expect(earlyWorkerCounts()).toEqual({
        started: expected.pack + expected.project,
        taken: expected.pack + expected.project,
        late: before.late,
      });
    } finally {
      await dropEarlyWorkers();
    }
  }, 60_000);
});

describe('a streaming export in process, its workers started early as the entry point starts them', () => {
  const temp = useTempDir();

  /**
   * Runs `line` on 2 threads as the entry point does, and checks that it took the `started` workers
   * begun early; `lent` pack workers at most may start late, on the threads of parse workers that idle.
   */
  async function expectEarlyWorkersTaken(line: readonly string[], started: number, lent = 0): Promise<void> {
    const threaded = [...line, '--threads', '2'];
    // The counts are the process's: another test's may be in them.
    const before = earlyWorkerCounts();
    const counted = (): { started: number; taken: number; late: number } => {
      const now = earlyWorkerCounts();
      return { started: now.started - before.started, taken: now.taken - before.taken, late: now.late - before.late };
    };
    try {
      startExportWorkersEarly(threaded, {});
      expect(counted()).toEqual({ started, taken: 0, late: 0 });
      let err = '';
      const code = await runCli(threaded, { out: () => {}, err: (text) => void (err += text), env: {} });
      expect(err).toBe('');
      expect(code).toBe(0);
      // The pools took the workers begun early, and started none of their own but those lent.
      const { late, ...early } = counted();
      expect(early).toEqual({ started, taken: started });
      expect(late).toBeLessThanOrEqual(lent);
    } finally {
      await dropEarlyWorkers();
    }
  }

  it('takes the pack workers started early for a CSV alone, made as small as the export makes its own (review R8)', async () => {
    const csv = join(temp.path(), 'rows.csv');
    const rows = Array.from({ length: 500 }, (_, n) => `https://www.example.com/page-${n},2024-05-01`);
    await writeFile(csv, ['loc,lastmod', ...rows, ''].join('\n'));
    await expectEarlyWorkersTaken(
      ['export', csv, '--out', join(temp.path(), 'out'), '--base-url', 'https://www.example.com/'],
      2,
    );
  }, 60_000);

  it('takes every worker started early: a parse worker a file and pack workers for half the threads', async () => {
    const set = await generateSet(join(temp.path(), 'set'), 3, 2_000);
    const out = join(temp.path(), 'out');
    // Once the last file is parsed, the idle parse worker's thread may go to a pack worker of its own.
    await expectEarlyWorkersTaken(
      ['export', ...set.files, '--out', out, '--base-url', 'https://www.example.com/'],
      2 + 1,
      1,
    );
  }, 60_000);
});
