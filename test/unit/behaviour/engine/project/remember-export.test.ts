import { createWriteStream } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { copyFile, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { openProjectColumns } from '../../../../../electron/engine/project/project-columns';
import { bodyOf, openProjectFile, saveProjectStream } from '../../../../../electron/engine/project/project-file';
import { projectFileBytes } from '../../../../../electron/engine/project/project-stream-write';
import { memberLength } from '../../../../../electron/engine/project/project-members';
import { rememberInProject, type ExportToRemember } from '../../../../../electron/engine/project/remember-export';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../../../../shared/export-settings';
import { rememberedExport } from '../../../../../shared/last-export/written-rows';
import { headerOf, type ProjectData } from '../../../../../shared/project-file';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { fullRow } from '../../../../support/full-row';
import { pageChecks } from '../../../../support/page-checks';
import { membersOf } from '../../../../support/project-members-of';
import { useTempDir } from '../../../../support/use-temp-dir';

/** `count` rows under /`path`/, every other with a lastmod not in W3C form, every third with a priority. */
function pages(count: number, path: string): UrlRow[] {
  const lastmods = ['2026-01-05', '2026-1-5'];
  return Array.from({ length: count }, (_, i) => ({
    ...emptyRow(`https://example.com/${path}/${i}`),
    lastmod: lastmods[i % 2]!,
    priority: i % 3 === 0 ? '0.5' : null,
  }));
}

const table = (name: string, rows: UrlRow[]): ProjectData['tables'][number] => ({ id: name, name, source: null, rows });

/** Two members of rows in the first table (every extension among them), one in each other, one of results. */
const project: ProjectData = {
  id: 'shop-id',
  name: 'Shop',
  robotsTxt: null,
  exportSettings: DEFAULT_EXPORT_SETTINGS,
  tables: [
    table('shop', [...Array.from({ length: 20 }, (_, i) => fullRow(i)), ...pages(21_000, 'p')]),
    table('more', pages(3, 'm')),
    table('gone', pages(2, 'g')),
  ],
  siteChecks: pageChecks(5),
};

/** An export that left out rows of the first two tables and the whole third. */
const written = (at: number): ExportToRemember => ({
  at,
  folder: '/srv/www',
  files: [{ name: 'sitemap-shop-1.xml.gz' }, { name: 'sitemap_index.xml' }],
  leftOut: [
    { table: 'shop', row: 1 },
    { table: 'shop', row: 7 },
    { table: 'shop', row: 20_500 },
    { table: 'more', row: 2 },
    { table: 'gone', row: 1 },
    { table: 'gone', row: 2 },
  ],
});

/** The project as it must open after remembering `written(at)`: the rows hashed as objects, as the app and --dry-run read them. */
const remembering = (at: number): ProjectData => ({
  ...project,
  lastExport: rememberedExport(project.tables, written(at), at),
});

/**
 * Expects the file at `path` to open as `edited` with the last export `written(at)` (of the rows as
 * opened, before the edit) and, given the edit's members, to keep its rows and results byte for byte.
 */
async function expectEditKept(path: string, edited: ProjectData, at: number, editedMembers?: Buffer[]): Promise<void> {
  expect(await openProjectFile(path)).toEqual({
    ...edited,
    lastExport: rememberedExport(project.tables, written(at), at),
  });
  if (editedMembers) {
    expect(editedMembers.length).toBeGreaterThan(1); // the edit was saved in members before the export's file
    expect(membersOf(await readFile(path)).slice(1, editedMembers.length)).toEqual(editedMembers.slice(1));
  }
}

describe('remembering an export in a project opened into columns', () => {
  const temp = useTempDir();

  /** The project saved on 2 workers from columns (version 5, in members), as main saves what the renderer holds. */
  async function savedInMembers(): Promise<string> {
    const path = join(temp.path(), 'shop.sitemapstudio');
    const tables = project.tables.map((table) => UrlColumns.fromRows(table.rows));
    await saveProjectStream(path, headerOf(project), { tables, siteChecks: project.siteChecks }, { workers: 2 });
    return path;
  }

  it('keeps the bytes of the rows and results, writes only a new header and the URLs written, and opens the same', async () => {
    const path = await savedInMembers();
    const before = membersOf(await readFile(path));
    expect(before.length).toBe(6); // the header, 2 + 1 + 1 of rows, 1 of results

    await rememberInProject(path, await openProjectColumns(path, { workers: 2 }), written(1_000), { workers: 2 });
    const after = membersOf(await readFile(path));
    expect(after.slice(1, 6)).toEqual(before.slice(1));
    expect(JSON.parse(gunzipSync(after[0]!).toString())).toMatchObject({
      version: 5,
      lastExport: {
        at: 1_000,
        files: ['sitemap-shop-1.xml.gz', 'sitemap_index.xml'],
        folder: '/srv/www',
        urls: 21_020 - 3 + 3 - 1,
      },
    });
    expect(await openProjectFile(path)).toEqual(remembering(1_000));

    // Remembered again, the URLs the last export wrote are replaced, the rest kept as it is.
    await rememberInProject(path, await openProjectColumns(path, { workers: 1 }), written(2_000), { workers: 1 });
    const again = membersOf(await readFile(path));
    expect(again.slice(1, 6)).toEqual(before.slice(1));
    expect(again.length).toBe(after.length);
    expect(await openProjectFile(path)).toEqual(remembering(2_000));
    expect(await readdir(temp.path())).toEqual(['shop.sitemapstudio']);
  }, 60_000);

  it('saves a file written as one gzip stream whole, from the columns', async () => {
    const path = join(temp.path(), 'small.sitemapstudio');
    await pipeline(projectFileBytes(headerOf(project), bodyOf(project)), createWriteStream(path));
    expect(memberLength(await readFile(path))).toBeNull();
    const opened = await openProjectColumns(path);
    expect(opened.file.body).toBeNull();
    await rememberInProject(path, opened, written(3_000));
    expect(await openProjectFile(path)).toEqual(remembering(3_000));
  }, 60_000);

  it('opens again a file saved since it was opened: the edit stays, and the last export is what the export wrote', async () => {
    const path = await savedInMembers();
    const opened = await openProjectColumns(path, { workers: 2 });
    // The app saves an edit meanwhile: a row more in the first table, a name changed.
    const edited: ProjectData = {
      ...project,
      name: 'Shop, edited',
      tables: [table('shop', [...project.tables[0]!.rows, ...pages(1, 'new')]), ...project.tables.slice(1)],
    };
    const tables = edited.tables.map(({ rows }) => UrlColumns.fromRows(rows));
    await saveProjectStream(path, headerOf(edited), { tables, siteChecks: edited.siteChecks }, { workers: 2 });
    const editedMembers = membersOf(await readFile(path));

    await rememberInProject(path, opened, written(4_000), { workers: 2 });
    await expectEditKept(path, edited, 4_000, editedMembers);
  }, 60_000);

  it('opens again another file put in its place with the same size and times, never splicing its bytes', async () => {
    const path = join(temp.path(), 'a.sitemapstudio');
    const other = join(temp.path(), 'b.sitemapstudio');
    const single = (name: string, host: string): ProjectData => ({
      ...project,
      name,
      tables: [
        table(
          't',
          Array.from({ length: 25_000 }, (_, i) => emptyRow(`https://${host}.com/p/${i}`)),
        ),
      ],
      siteChecks: [],
    });
    const save = (to: string, saved: ProjectData): Promise<unknown> =>
      saveProjectStream(
        to,
        headerOf(saved),
        { tables: [UrlColumns.fromRows(saved.tables[0]!.rows)], siteChecks: [] },
        { workers: 2 },
      );
    const first = single('Shop', 'aaaa');
    await save(path, first);
    const { size } = await stat(path);
    // Another project of the very same size (gzip is deterministic: the same one is found each run).
    let second: ProjectData | undefined;
    for (const host of [
      'bbbb',
      'cccc',
      'zzzz',
      'qqqq',
      'wxyz',
      'mmmm',
      'abcd',
      'dcba',
      'nnnn',
      'eeee',
      'ffff',
      'gggg',
    ]) {
      second = single('Shoq', host);
      await save(other, second);
      if ((await stat(other)).size === size) break;
      second = undefined;
    }
    expect(second).toBeDefined();
    const opened = await openProjectColumns(path, { workers: 2 });
    const { mtimeNs } = await stat(path, { bigint: true });
    await copyFile(other, path);
    // Its time set back to the nanosecond, as cp -p and rsync -t do.
    const seconds = `${mtimeNs / 1_000_000_000n}.${String(mtimeNs % 1_000_000_000n).padStart(9, '0')}`;
    execFileSync('touch', ['-m', '-d', `@${seconds}`, path]);
    expect((await stat(path, { bigint: true })).mtimeNs).toBe(mtimeNs);

    await rememberInProject(path, opened, written(6_000), { workers: 2 });
    expect(await openProjectFile(path)).toEqual({
      ...second!,
      lastExport: rememberedExport(first.tables, written(6_000), 6_000),
    });
  }, 120_000);

  it('names the file when it ends inside a member it had when opened, and leaves it as it was', async () => {
    const path = await savedInMembers();
    const bytes = await readFile(path);
    const opened = await openProjectColumns(path, { workers: 2 });
    // A member noted past the end, as if the file had been cut short in place since.
    opened.file.body!.push({ at: bytes.length, length: 10 });
    await expect(rememberInProject(path, opened, written(7_000), { workers: 2 })).rejects.toThrow(
      `${path} is damaged and cannot be opened: it ends at byte ${bytes.length}, inside a member it had when opened.`,
    );
    expect(await readFile(path)).toEqual(bytes);
  }, 60_000);

  /** The project edited as the app saves an edit: a row more in the first table, its name changed (`mark` in it). */
  const editedAs = (mark: string): ProjectData => ({
    ...project,
    name: `Shop, ${mark}`,
    tables: [table('shop', [...project.tables[0]!.rows, ...pages(1, mark)]), ...project.tables.slice(1)],
  });

  /** Saves `edited` beside `path` and renames it over it, as the app's atomic save does: in members, or as one gzip stream. */
  async function saveOver(path: string, edited: ProjectData, inMembers: boolean): Promise<void> {
    const beside = `${path}.edit`;
    if (inMembers) {
      const tables = edited.tables.map(({ rows }) => UrlColumns.fromRows(rows));
      await saveProjectStream(beside, headerOf(edited), { tables, siteChecks: edited.siteChecks }, { workers: 2 });
    } else await pipeline(projectFileBytes(headerOf(edited), bodyOf(edited)), createWriteStream(beside));
    await rename(beside, path);
  }

  /**
   * A durable write (SaveOptions.writeDurably) that first saves the edits `edits(n)` gives (the n-th
   * write, from 1) over the project, as the app would while the new file is written: the last moment
   * before it takes the name. No edit when it gives null.
   */
  const editingMeanwhile =
    (path: string, edits: (n: number) => ProjectData | null, inMembers: boolean) =>
    (writes = { n: 0 }) =>
    async (to: string, bytes: AsyncIterable<Uint8Array>): Promise<void> => {
      const edited = edits(++writes.n);
      if (edited !== null) await saveOver(path, edited, inMembers);
      await writeFile(to, bytes);
    };

  it('opens again a file read as one stream that an edit was saved over while the export was remembered in it', async () => {
    const path = join(temp.path(), 'small.sitemapstudio');
    await pipeline(projectFileBytes(headerOf(project), bodyOf(project)), createWriteStream(path));
    const opened = await openProjectColumns(path);
    const edited = editedAs('edited meanwhile');
    const writeDurably = editingMeanwhile(path, (n) => (n === 1 ? edited : null), false)();

    await rememberInProject(path, opened, written(8_000), { writeDurably });
    await expectEditKept(path, edited, 8_000);
    expect(await readdir(temp.path())).toEqual(['small.sitemapstudio']);
  }, 60_000);

  it('keeps the members of an edit saved while its rows were being kept, never those it read before', async () => {
    const path = await savedInMembers();
    const opened = await openProjectColumns(path, { workers: 2 });
    const edited = editedAs('edited meanwhile');
    const writeDurably = editingMeanwhile(path, (n) => (n === 1 ? edited : null), true)();
    let editedMembers: Buffer[] = [];
    const noting = async (to: string, bytes: AsyncIterable<Uint8Array>): Promise<void> => {
      await writeDurably(to, bytes);
      editedMembers = membersOf(await readFile(path));
    };

    await rememberInProject(path, opened, written(9_000), { workers: 2, writeDurably: noting });
    await expectEditKept(path, edited, 9_000, editedMembers);
  }, 60_000);

  it('names the file, and writes nothing to it, when it changed again each time it was opened again', async () => {
    const path = await savedInMembers();
    const opened = await openProjectColumns(path, { workers: 2 });
    const writes = { n: 0 };
    const writeDurably = editingMeanwhile(path, (n) => editedAs(`edit ${n}`), true)(writes);

    await expect(rememberInProject(path, opened, written(10_000), { workers: 2, writeDurably })).rejects.toThrow(
      `${path} changed while the export was remembered in it, each of the 4 times it was read; nothing was written to it.`,
    );
    expect(writes.n).toBe(4); // read when the export opened it, then opened again 3 times
    expect(await openProjectFile(path)).toEqual(editedAs('edit 4'));
    expect(await readdir(temp.path())).toEqual(['shop.sitemapstudio']);
  }, 120_000);

  it('saves an unchanged file read as one stream from the columns it was opened into, without reading it again', async () => {
    const path = join(temp.path(), 'small.sitemapstudio');
    await pipeline(projectFileBytes(headerOf(project), bodyOf(project)), createWriteStream(path));
    const opened = await openProjectColumns(path);
    // A mark on the columns as opened: the file is unchanged, so it is what is saved, not the file read again.
    opened.header = { ...opened.header, name: 'Opened once' };

    await rememberInProject(path, opened, written(11_000));
    expect(await openProjectFile(path)).toEqual({ ...remembering(11_000), name: 'Opened once' });
  }, 60_000);

  it('leaves the file as it was when the write fails part way', async () => {
    const path = await savedInMembers();
    const bytes = await readFile(path);
    const failing = async (_: string, chunks: AsyncIterable<Uint8Array>): Promise<void> => {
      for await (const _chunk of chunks) throw new Error('disk full');
    };
    const opened = await openProjectColumns(path, { workers: 2 });
    await expect(
      rememberInProject(path, opened, written(5_000), { workers: 2, writeDurably: failing }),
    ).rejects.toThrow('disk full');
    expect(await readFile(path)).toEqual(bytes);
    expect(await readdir(temp.path())).toEqual(['shop.sitemapstudio']);
  }, 60_000);
});
