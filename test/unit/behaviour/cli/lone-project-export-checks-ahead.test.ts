import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportLoneProject } from '../../../../electron/cli/lone-project-export';
import { createPackPool, exportProject, openProjectColumns } from '../../../../electron/engine';
import type { PackPool } from '../../../../electron/engine/export/pack-pool';
import { saveProjectStream } from '../../../../electron/engine/project/project-file';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../shared/export-settings';
import { emptyRow, type UrlRow } from '../../../../shared/url-table';
import { EXPORT_BASE_URL } from '../../../support/cli-run';
import { fullRow } from '../../../support/full-row';
import { membersOf } from '../../../support/project-members-of';
import { useOwnTmpdir, useTempDir } from '../../../support/use-temp-dir';
import { checkTopicWording } from '../../../../electron/engine/worker-failure-wording';

/** Pages, one in 997 with a loc the export refuses (so the checks' problems are compared too). */
const pages = (count: number, imagesFrom = count): UrlRow[] =>
  Array.from({ length: count }, (_, i) => ({
    ...emptyRow(i % 997 === 5 ? `relative/${i}` : `https://example.com/p/${i}`),
    lastmod: i % 2 === 0 ? '2026-01-05' : null,
    images: i >= imagesFrom ? [fullRow(i).images[1]!] : [],
  }));

const header = (rows: number) => ({
  name: 'Shop',
  robotsTxt: 'User-agent: *\nDisallow: /p/7\n',
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [{ id: 't0', name: 'shop', source: null, rows }],
  siteChecks: 0,
});

/** A pack pool that notes each check of rows it is asked for, in `events` beside the export's phases. */
function noting(pool: PackPool, events: string[]): PackPool {
  return {
    ...pool,
    checkRows: (job, what) => (events.push(`check ${checkTopicWording(what)}`), pool.checkRows(job, what)),
  };
}

describe('the CLI export of a lone project checks its rows while the project opens', () => {
  const temp = useTempDir();
  const ownTmpdir = useOwnTmpdir();
  const aheadFolders = async (): Promise<string[]> =>
    (await readdir(ownTmpdir())).filter((name) => name.startsWith('sitemap-studio-ahead-'));

  async function saved(rows: UrlRow[]): Promise<string> {
    const path = join(temp.path(), 'shop.sitemapstudio');
    const body = { tables: [UrlColumns.fromRows(rows)], siteChecks: [] };
    await saveProjectStream(path, header(rows.length), body, { workers: 2 });
    return path;
  }

  /** What the export of the project, opened first and then checked, answers (the folder named as `as`). */
  async function checkedAfterOpening(path: string, out: string, as: string, now: number): Promise<string> {
    const { tables, header: read } = await openProjectColumns(path);
    const pool = createPackPool(2);
    try {
      const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: out };
      const input = { projectId: 'p', settings, robotsTxt: read.robotsTxt, notIndexable: [] };
      const rows = read.tables.map(({ id, name }, t) => ({ id, name, rows: tables[t]! }));
      const outcome = await exportProject(
        { ...input, tables: rows },
        { packPool: pool, checkPool: pool, now: () => now },
      );
      return JSON.stringify(outcome).replaceAll(out, as);
    } finally {
      await pool.close();
    }
  }

  /** Exports the project as the CLI does, noting each check asked for and each phase; its answer, and the events. */
  async function exportedNoting(path: string, out: string): Promise<{ answer: string; events: string[] }> {
    const events: string[] = [];
    const pool = createPackPool(2);
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: out };
    try {
      const { outcome } = await exportLoneProject(
        path,
        { settings },
        { pool: noting(pool, events), phase: (name) => events.push(name), open: { workers: 2 } },
      );
      return { answer: JSON.stringify(outcome), events };
    } finally {
      await pool.close();
    }
  }

  it('asks each slice to be checked once, every one before the project has opened, and answers as an export checked after opening', async () => {
    const path = await saved(pages(60_000));
    const out = join(temp.path(), 'out');
    const started = Date.now();
    const { answer, events } = await exportedNoting(path, out);
    expect(events).toEqual([
      'check rows 1–25,000 of shop',
      'check rows 25,001–50,000 of shop',
      'check rows 50,001–60,000 of shop',
      'opened',
      'built',
      'exported',
    ]);
    expect(JSON.parse(answer)).toMatchObject({ ok: false, problems: expect.arrayContaining([expect.anything()]) });
    expect(answer).toBe(await checkedAfterOpening(path, join(temp.path(), 'again'), out, started));
    expect(await readdir(out).catch(() => [])).toEqual([]);
    expect(await aheadFolders()).toEqual([]);
  }, 120_000);

  it('has no more than two checks a worker under way ahead of the export, however fast the project opens', async () => {
    const path = await saved(pages(150_000));
    const out = join(temp.path(), 'out');
    const events: string[] = [];
    const pool = createPackPool(2);
    // No check comes back before the project has opened.
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const held: PackPool = {
      ...pool,
      checkRows: async (job, what) => {
        events.push(`check ${checkTopicWording(what)}`);
        const result = await pool.checkRows(job, what);
        await open;
        return result;
      },
    };
    const phase = (name: string): void => {
      events.push(name);
      if (name === 'opened') opened();
    };
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: out };
    try {
      await exportLoneProject(path, { settings }, { pool: held, phase, open: { workers: 2 } });
    } finally {
      await pool.close();
    }
    const checks = [1, 25_001, 50_001, 75_001, 100_001, 125_001].map(
      (from) => `check rows ${from.toLocaleString('en')}–${(from + 24_999).toLocaleString('en')} of shop`,
    );
    expect(events).toEqual([...checks.slice(0, 4), 'opened', ...checks.slice(4), 'built', 'exported']);
  }, 120_000);

  it('checks the rows again when the table turned out of another kind than its first rows made it, and answers the same', async () => {
    // Images only in the last rows: an image sitemap, which the first slices did not show.
    const rows = pages(60_000, 58_000).filter((row) => !row.loc.startsWith('relative/'));
    const path = await saved(rows);
    const out = join(temp.path(), 'out');
    const started = Date.now();
    const { answer, events } = await exportedNoting(path, out);
    const checks = [
      'check rows 1–25,000 of shop',
      'check rows 25,001–50,000 of shop',
      'check rows 50,001–59,939 of shop',
    ];
    expect(events).toEqual([...checks, 'opened', ...checks, 'built', 'exported']);
    expect(JSON.parse(answer)).toMatchObject({ ok: true });
    const written = await readdir(out);
    expect(written.length).toBeGreaterThan(1);
    const again = join(temp.path(), 'again');
    expect(answer).toBe(await checkedAfterOpening(path, again, out, started));
    for (const name of written.filter((file) => file.endsWith('.gz')))
      expect((await readFile(join(out, name))).equals(await readFile(join(again, name))), name).toBe(true);
  }, 120_000);

  it('writes nothing when a later member of the project is damaged, though the checks of the rows before it began', async () => {
    const path = await saved(pages(100_000));
    const bytes = await readFile(path);
    const members = membersOf(bytes);
    // The fifth member (the header is the first) breaks in its gzip data: some 60,000 rows opened before it.
    const at = members.slice(0, 4).reduce((sum, member) => sum + member.length, 0) + 200;
    const damaged = Buffer.from(bytes);
    for (let i = 0; i < 64; i++) damaged[at + i] = damaged[at + i]! ^ 0x5a;
    await writeFile(path, damaged);
    const out = join(temp.path(), 'out');
    const events: string[] = [];
    const pool = createPackPool(2);
    const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: EXPORT_BASE_URL, outputFolder: out };
    try {
      const exported = await exportLoneProject(
        path,
        { settings },
        { pool: noting(pool, events), phase: (name) => events.push(name), open: { workers: 2 } },
      );
      expect(exported.sourceProblems.map((item) => item.code)).toEqual(['project-corrupt']);
      expect(exported.outcome).toEqual({ ok: false, problems: [] });
    } finally {
      await pool.close();
    }
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.startsWith('check rows'))).toBe(true);
    expect(await readdir(out).catch(() => [])).toEqual([]);
    expect(await aheadFolders()).toEqual([]);
  }, 120_000);
});
