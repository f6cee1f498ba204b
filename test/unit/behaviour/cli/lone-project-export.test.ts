import { readdirSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportLoneProject } from '../../../../electron/cli/lone-project-export';
import { runCli } from '../../../../electron/cli/run-cli';
import {
  createCheckPool,
  createGzipPool,
  createPackPool,
  exportStream,
  streamProjectColumns,
} from '../../../../electron/engine';
import { isError, rowContext } from '../../../../electron/engine/export/export-gate';
import type { PackPool } from '../../../../electron/engine/export/pack-pool';
import { saveProjectFile, saveProjectStream } from '../../../../electron/engine/project/project-file';
import { checkExportSettings } from '../../../../shared/check-export-settings';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from '../../../../shared/export-settings';
import type { Problem } from '../../../../shared/problems';
import { headerOf, type ProjectData } from '../../../../shared/project-file';
import { DEFAULT_ROBOTS_AGENT } from '../../../../shared/robots/robots-matcher';
import { notIndexableUrls } from '../../../../shared/site-check/leave-out';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { validateTables } from '../../../../shared/validation/validate-rows';
import { EXPORT_BASE_URL, cliExport } from '../../../support/cli-run';
import { noteCorpus } from '../../../support/corpus';
import { corpusSitemapFiles } from '../../../support/corpus-sitemap-rows';
import { fullRow } from '../../../support/full-row';
import { answeredPage } from '../../../support/page-checks';
import { membersOf } from '../../../support/project-members-of';
import { engineTempFolders } from '../../../support/engine-temp-folders';
import { useOwnTmpdir, useTempDir } from '../../../support/use-temp-dir';

const pages = (count: number, path: string): UrlRow[] =>
  Array.from({ length: count }, (_, i) => ({
    ...emptyRow(`https://example.com/${path}/${i}${i % 7 === 0 ? '?q=é&x=<1>' : ''}`),
    lastmod: i % 3 === 0 ? '2026-01-05' : i % 3 === 1 ? '2026-01-05T10:00:00+01:00' : null,
    changefreq: i % 2 === 0 ? 'daily' : null,
    priority: i % 5 === 0 ? '0.50' : null,
  }));

const projectOf = (tables: UrlRow[][], more: Partial<ProjectData> = {}): ProjectData => ({
  name: 'Shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: tables.map((rows, t) => ({ id: `t${t}`, name: `table-${t}`, source: null, rows })),
  siteChecks: [],
  ...more,
});

/** Every extension, news split off, rows a robots.txt blocks, and pages the site check left out. */
const everyExtension = projectOf(
  [[...Array.from({ length: 60 }, (_, i) => fullRow(i)), ...pages(9_000, 'a')], pages(4_000, 'p')],
  {
    robotsTxt: 'User-agent: *\nDisallow: /a/13\n',
    siteChecks: [3, 500, 3_999].map((n) =>
      answeredPage(`https://example.com/p/${n}`, {
        status: 404,
        hops: [{ url: `https://example.com/p/${n}`, status: 404, location: null }],
      }),
    ),
  },
);

/** The corpus's sitemaps are on many hosts: accepted, as warnings. */
const CORPUS_OPTIONS = { allowOtherHosts: true };

/**
 * The tables without the rows the export's gate refuses (an error, by its rules in its context, for
 * the CLI tests' base URL), and how many those were: a corpus export that gets past the gate.
 */
function withoutRefusedRows(tables: UrlRow[][], settings: ExportSettings): { kept: UrlRow[][]; refused: number } {
  const base = checkExportSettings(settings).base!;
  const named = tables.map((rows, t) => ({ name: `table-${t}`, rows }));
  const refused = new Set(
    validateTables(named, rowContext({ settings, robotsTxt: null }, base, Date.now()))
      .filter(isError)
      .map((item) => `${item.place.table}/${item.place.row}`),
  );
  const kept = tables.map((rows, t) => rows.filter((_, i) => !refused.has(`table-${t}/${i + 1}`)));
  return { kept, refused: refused.size };
}

/** Every entry of a folder with its bytes; the export's manifest (it holds the project and the time) only by name. */
async function contentsOf(folder: string): Promise<Record<string, string>> {
  const contents: Record<string, string> = {};
  for (const entry of (await readdir(folder, { withFileTypes: true }).catch(() => [])).sort()) {
    const path = join(folder, entry.name);
    contents[entry.name] = !entry.isFile()
      ? 'folder'
      : entry.name === '.sitemap-studio-export.json'
        ? 'manifest'
        : (await readFile(path)).toString('base64');
  }
  return contents;
}

/** What the streaming export (the lone project's path before) wrote and answered, as `export --json` prints it. */
async function streamed(path: string, settings: ExportSettings, threads: number): Promise<string> {
  const codec = createGzipPool(threads);
  const checkPool = createCheckPool(threads);
  try {
    const { sourceProblems, outcome } = await exportStream(
      (onTable, onRobotsTxt, onNotIndexable) =>
        streamProjectColumns(path, onTable, {
          workers: threads,
          onRobotsTxt,
          onChecks: (checks) => onNotIndexable(notIndexableUrls(checks, DEFAULT_ROBOTS_AGENT)),
        }),
      { projectId: `cli:${settings.outputFolder}`, settings },
      { codec, checkPool },
    );
    expect(sourceProblems).toEqual([]);
    return `${JSON.stringify(outcome, null, 2)}\n`;
  } finally {
    await Promise.all([codec.close(), checkPool.close()]);
  }
}

describe('sitemap-studio export of a lone project, from columns on one pool of pack workers', () => {
  const temp = useTempDir();
  /** Where the export's checks spill (the checks begun ahead, the slices'): nothing of it is left, whatever ends it. */
  const ownTmpdir = useOwnTmpdir();

  /** Exports `project` on the streaming path and on the CLI at 1, 2 and 7 threads: the same files and answer. */
  async function sameAsStreaming(
    project: ProjectData,
    options: Partial<ExportSettings>,
    ...extra: string[]
  ): Promise<string> {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, project, { workers: 2 });
    const reference = join(temp.path(), 'streamed');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: reference, ...options };
    const expected = await streamed(path, settings, 2);
    const expectedFiles = await contentsOf(reference);
    for (const threads of ['1', '2', '7']) {
      const out = join(temp.path(), `threads-${threads}`);
      const result = await cliExport(path, out, '--json', '--threads', threads, ...extra);
      expect(result.out.replaceAll(out, reference), `--threads ${threads}`).toBe(expected);
      expect(await contentsOf(out), `--threads ${threads}`).toEqual(expectedFiles);
      expect(result.code).toBe(JSON.parse(expected).ok ? 0 : 1);
    }
    return expected;
  }

  it('writes every extension byte for byte as the streaming export did, leaving out the same rows', async () => {
    const answer = JSON.parse(await sameAsStreaming(everyExtension, { maxUrls: 2_500 }, '--max-urls', '2500')) as {
      ok: boolean;
      report: { files: unknown[]; leftOut: unknown[] };
    };
    expect(answer.ok).toBe(true);
    expect(answer.report.files.length).toBeGreaterThan(6);
    expect(answer.report.leftOut).toHaveLength(3);
  }, 180_000);

  it('stops at the same gate with the same problems, writing nothing', async () => {
    const bad = pages(3_000, 'b');
    bad[17] = { ...bad[17]!, loc: 'relative/page' };
    bad[2_001] = { ...bad[2_001]!, priority: '7' };
    const answer = JSON.parse(await sameAsStreaming(projectOf([bad, [...pages(20, 'b')]]), {})) as { ok: boolean };
    expect(answer.ok).toBe(false);
    expect(await readdir(join(temp.path(), 'threads-2')).catch(() => [])).toEqual([]);
  }, 120_000);

  it('stops the corpus sitemaps at the same gate with the same problems as the streaming export did', async (test) => {
    noteCorpus('lone project export');
    const files = await corpusSitemapFiles(test);
    const answer = JSON.parse(await sameAsStreaming(projectOf(files), CORPUS_OPTIONS, '--allow-other-hosts')) as {
      ok: boolean;
      problems: Problem[];
    };
    // Some corpus sitemaps list relative locs (or none), which no base URL makes a sitemap's.
    expect(answer.ok).toBe(false);
    expect(new Set(answer.problems.filter(isError).map((item) => item.code))).toContain('loc-not-absolute');
  }, 300_000);

  it('writes the corpus sitemaps byte for byte as the streaming export did, without the rows the gate refuses', async (test) => {
    noteCorpus('lone project export');
    const files = await corpusSitemapFiles(test);
    const { kept, refused } = withoutRefusedRows(files, {
      ...DEFAULT_EXPORT_SETTINGS,
      baseUrl: EXPORT_BASE_URL,
      ...CORPUS_OPTIONS,
    });
    const answer = JSON.parse(await sameAsStreaming(projectOf(kept), CORPUS_OPTIONS, '--allow-other-hosts')) as {
      ok: boolean;
      report: { urlCount: number; files: unknown[] };
    };
    expect(answer.ok).toBe(true);
    // Most of the corpus is written: every row but the few hundred the gate refuses.
    const total = files.flat().length;
    expect(refused).toBeLessThan(total / 20);
    expect(answer.report.urlCount).toBe(total - refused);
    expect(answer.report.files.length).toBeGreaterThan(files.length / 2);
  }, 300_000);

  /** A saved project exported once by the command, and settings that would write it again in smaller files. */
  async function projectExportedOnce(): Promise<{
    path: string;
    out: string;
    settings: ExportSettings;
    before: Record<string, string>;
  }> {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, everyExtension, { workers: 2 });
    const out = join(temp.path(), 'out');
    expect((await cliExport(path, out, '--max-urls', '2500')).code).toBe(0);
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: out, maxUrls: 1_000 };
    return { path, out, settings, before: await contentsOf(out) };
  }

  /** A project of `count` rows saved in members (as the app saves it) that the export reads on its pack workers; its folder not made. */
  async function largeProjectToExport(
    name: string,
    count: number,
  ): Promise<{ path: string; out: string; settings: ExportSettings; members: Buffer[] }> {
    const path = join(temp.path(), name);
    const rows = pages(count, 'l');
    const body = { tables: [UrlColumns.fromRows(rows)], siteChecks: [] };
    await saveProjectStream(path, headerOf(projectOf([rows])), body, { workers: 2 });
    const out = join(temp.path(), 'out');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: out };
    return { path, out, settings, members: membersOf(await readFile(path)) };
  }

  // The command line ends its pack workers here, so that their teardown runs while the commit writes.
  it('tells when every file is staged, before the commit moves one in: the workers ended then, the set is whole', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(path, everyExtension, { workers: 2 });
    const out = join(temp.path(), 'out');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: out, maxUrls: 1_000 };
    const pool = createPackPool(2);
    let seen: { files: string[]; live: number } | null = null;
    let closed: Promise<void> | null = null;
    const onBuilt = (): void => {
      seen = { files: readdirSync(out).filter((name) => !name.startsWith('.')), live: pool.liveWorkers() };
      closed = pool.close();
    };
    try {
      const { outcome } = await exportLoneProject(path, { settings }, { pool, onBuilt });
      expect(outcome.ok).toBe(true);
      expect(seen).toEqual({ files: [], live: 2 }); // staged, not yet moved in
      await closed;
      expect(pool.liveWorkers()).toBe(0);
      const files = outcome.ok ? outcome.report.files.map((file) => file.name) : [];
      expect(files.length).toBeGreaterThan(10);
      expect(files).toContain('sitemap_index.xml');
      expect((await readdir(out)).filter((name) => !name.startsWith('.')).sort()).toEqual(files.sort());
    } finally {
      await pool.close();
    }
  });

  // Refused at its settings, the export did not wait for the checks begun as the project opened: closed
  // at onBuilt, each of their jobs cancelled posted the next, which started a worker nothing ended (the
  // command line never exited).
  it('refused at its settings, leaves no worker once its pool is closed as it is told the files are built', async () => {
    const path = join(temp.path(), 'big.sitemapstudio');
    await saveProjectFile(path, projectOf([pages(300_000, 'p')]), { workers: 2 });
    const out = join(temp.path(), 'out');
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: out, maxUrls: 60_000 };
    const pool = createPackPool(1);
    let closed: Promise<void> = Promise.resolve();
    try {
      const { outcome } = await exportLoneProject(
        path,
        { settings },
        { pool, onBuilt: () => void (closed = pool.close()) },
      );
      expect(outcome.ok ? [] : outcome.problems.map((problem) => problem.code)).toEqual(['max-urls-invalid']);
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 300)); // a job cancelled late would start one now
      expect(pool.liveWorkers()).toBe(0);
    } finally {
      await pool.close();
    }
  }, 60_000);

  it('fails on a killed pack worker, naming the file, and leaves the target as it was', async () => {
    const { path, out, settings, before } = await projectExportedOnce();
    let crashes = 0;
    const pool = createPackPool(2, { crashOn: (place) => place.file !== null && ++crashes === 3 });
    try {
      await expect(exportLoneProject(path, { settings }, { pool })).rejects.toThrow(
        /^The pack worker stopped \(exit code \d+\) while writing sitemap-table-\d-\d+\.xml\.gz/,
      );
      expect(await contentsOf(out)).toEqual(before);
      expect(engineTempFolders(ownTmpdir())).toEqual([]);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('fails on a pack worker killed while it reads a member of the project, naming the file, and leaves the target as it was', async () => {
    const { path, out, settings, members } = await largeProjectToExport('large.sitemapstudio', 120_000);
    expect(members.length).toBeGreaterThan(4);
    const pool = createPackPool(2, { crashReading: (member) => member === 3 });
    try {
      const { sourceProblems, outcome, project } = await exportLoneProject(path, { settings }, { pool });
      expect(sourceProblems).toHaveLength(1);
      expect(sourceProblems[0]!.place.file).toBe(path);
      expect(sourceProblems[0]!.message).toMatch(
        /could not be read: The pack worker stopped \(exit code \d+\) while reading gzip member 3 of the project file/,
      );
      expect({ outcome, project }).toEqual({ outcome: { ok: false, problems: [] }, project: null });
      expect(await readdir(out).catch(() => [])).toEqual([]);
      expect(engineTempFolders(ownTmpdir())).toEqual([]);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('names a damaged member of the project it reads on the pack workers, and writes nothing', async () => {
    const { path, out, settings, members } = await largeProjectToExport('damaged.sitemapstudio', 120_000);
    expect(members.length).toBeGreaterThan(4);
    // A byte in the middle of the fourth member's deflated rows turned over.
    const bytes = await readFile(path);
    const fourth = members.slice(0, 3).reduce((at, member) => at + member.length, 0);
    bytes[fourth + (members[3]!.length >> 1)]! ^= 0xff;
    await writeFile(path, bytes);
    const pool = createPackPool(2);
    // The members its pack workers were given to read.
    const given: number[] = [];
    const reading: PackPool = { ...pool, unpack: (job, member) => (given.push(member), pool.unpack(job, member)) };
    try {
      const { sourceProblems, project } = await exportLoneProject(path, { settings }, { pool: reading });
      expect(given.slice(0, 3)).toEqual([2, 3, 4]);
      expect(sourceProblems).toHaveLength(1);
      expect(sourceProblems[0]!.place.file).toBe(path);
      expect(sourceProblems[0]!.message).toMatch(/is damaged and cannot be opened: .*\(gzip member 4, /);
      expect(project).toBeNull();
      expect(await readdir(out).catch(() => [])).toEqual([]);
      expect(engineTempFolders(ownTmpdir())).toEqual([]);
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('stops on Ctrl-C, every worker with it, leaving the target as it was; the command exits 130', async () => {
    const { path, out, settings, before } = await projectExportedOnce();
    const interrupt = new AbortController();
    let files = 0;
    // The person presses Ctrl-C as the third file is sent to be written.
    const pool = createPackPool(2, {
      crashOn: (place) => (place.file !== null && ++files === 3 && interrupt.abort(), false),
    });
    // The pool as the export holds it, telling when the workers at work are stopped.
    let stops = 0;
    const stopping: PackPool = { ...pool, stop: () => (stops++, pool.stop()) };
    try {
      const exporting = exportLoneProject(path, { settings }, { pool: stopping, signal: interrupt.signal });
      await expect(exporting).rejects.toMatchObject({ name: 'AbortError' });
      expect(stops).toBeGreaterThan(0);
      expect(await contentsOf(out)).toEqual(before);
      expect(engineTempFolders(ownTmpdir())).toEqual([]);
    } finally {
      await pool.close();
    }

    let err = '';
    const io = { out: () => undefined, err: (text: string) => void (err += text), signal: interrupt.signal };
    const code = await runCli(['export', path, '--out', out, '--base-url', EXPORT_BASE_URL], io);
    expect(code).toBe(130);
    expect(err).toContain('Cancelled');
    expect(await contentsOf(out)).toEqual(before);
  }, 120_000);

  it('stops on Ctrl-C while the project opens: it reads no member more, and the pack workers reading them stop', async () => {
    const project = await largeProjectToExport('large.sitemapstudio', 200_000);
    const { path, out, settings } = project;
    const members = project.members.length - 1;
    const interrupt = new AbortController();
    let sent = 0;
    // The person presses Ctrl-C as the first member of rows is sent to be read (on the pack workers).
    const pool = createPackPool(2, { crashReading: (member) => (sent++, member === 2 && interrupt.abort(), false) });
    try {
      const exporting = exportLoneProject(path, { settings }, { pool, signal: interrupt.signal });
      await expect(exporting).rejects.toMatchObject({ name: 'AbortError' });
      expect(pool.liveWorkers()).toBe(0);
      expect(engineTempFolders(ownTmpdir())).toEqual([]);
    } finally {
      await pool.close();
    }
    expect(members).toBeGreaterThan(8);
    expect(sent).toBeLessThan(members);
    expect(await readdir(out).catch(() => [])).toEqual([]);
  }, 120_000);
});
