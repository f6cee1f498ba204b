import type * as Fs from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommitNotBegun } from '../../../../electron/engine/export/commit-not-begun';
import { writeFileNamingSync } from '../../../../electron/engine/export/durable-files';
import { MANIFEST_NAME } from '../../../../electron/engine/export/export-manifest';
import { pack } from '../../../../electron/engine/export/pack-jobs';
import type { PackJob } from '../../../../electron/engine/export/pack-messages';
import { StagedFolder } from '../../../../electron/engine/export/write-folder-safely';
import { useTempDir } from '../../../support/use-temp-dir';

/**
 * The real file system, watched: each flush (FileHandle.sync, fsyncSync), rename, readFileSync and readSync is logged
 * with its path, in the order they happen, and a flush of a path matching `failFlushOf` fails (EIO).
 */
const disk = vi.hoisted(() => ({ log: [] as string[], failFlushOf: null as RegExp | null }));

const flushed = (path: string): void => {
  disk.log.push(`flush ${path}`);
  if (disk.failFlushOf?.test(path)) {
    throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO', syscall: 'fsync', errno: -5 });
  }
};

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const open: typeof actual.open = async (path, ...rest) => {
    const handle = await actual.open(path, ...rest);
    const sync = handle.sync.bind(handle);
    handle.sync = async () => {
      flushed(String(path));
      return sync();
    };
    return handle;
  };
  const rename: typeof actual.rename = async (from, to) => {
    disk.log.push(`rename ${String(from)} ${String(to)}`);
    return actual.rename(from, to);
  };
  return { ...actual, open, rename, default: { ...actual, open, rename } };
});

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof Fs>();
  const paths = new Map<number, string>();
  const openSync: typeof actual.openSync = (path, ...rest) => {
    const fd = actual.openSync(path, ...rest);
    paths.set(fd, String(path));
    return fd;
  };
  const fsyncSync: typeof actual.fsyncSync = (fd) => {
    flushed(paths.get(fd) ?? `fd ${fd}`);
    actual.fsyncSync(fd);
  };
  const readFileSync = ((path: string, ...rest: []) => {
    disk.log.push(`read ${String(path)}`);
    return actual.readFileSync(path, ...rest);
  }) as typeof actual.readFileSync;
  const readSync = ((fd: number, ...rest: unknown[]) => {
    disk.log.push(`read ${paths.get(fd) ?? `fd ${fd}`}`);
    return (actual.readSync as (...args: unknown[]) => number)(fd, ...rest);
  }) as typeof actual.readSync;
  const watched = { openSync, fsyncSync, readFileSync, readSync };
  return { ...actual, ...watched, default: { ...actual, ...watched } };
});

const temp = useTempDir();

afterEach(() => {
  disk.log.length = 0;
  disk.failFlushOf = null;
});

/** Where in the log `entry` first is (-1: never), and that it is there. */
function at(entry: string): number {
  const found = disk.log.indexOf(entry);
  expect(found, `${entry} in\n${disk.log.join('\n')}`).toBeGreaterThanOrEqual(0);
  return found;
}

/** Where in the log the first entry passing `test` is. */
function firstWhere(test: (entry: string) => boolean): number {
  const found = disk.log.findIndex(test);
  expect(found, disk.log.join('\n')).toBeGreaterThanOrEqual(0);
  return found;
}

/**
 * An export into `target` as the exporters run one: a.xml staged on this thread, b.xml as a pack
 * worker writes it, then the index, all committed; on a failure the staged files are discarded.
 */
async function exportInto(target: string): Promise<void> {
  const staging = new StagedFolder(target);
  try {
    await staging.write('a.xml', Buffer.from('new a'));
    await staging.writeWith('b.xml', async (path) => writeFileNamingSync(path, Buffer.from('new b')));
    await staging.write('index.xml', Buffer.from('new index'));
    await staging.commit({ projectId: 'p', names: ['a.xml', 'b.xml', 'index.xml'], index: 'index.xml' });
  } catch (error) {
    await staging.discard();
    throw error;
  }
}

/** The folder's files and what they hold. */
async function contents(folder: string): Promise<Record<string, string>> {
  const names = (await readdir(folder)).sort();
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(join(folder, name), 'utf8')])),
  );
}

describe('a commit on disk', () => {
  it('flushes each staged file before its rename, the journal before the first rename, the folder after the parts and the index', async () => {
    const target = temp.path();
    await exportInto(target);

    const staged = (name: string): RegExp => new RegExp(`^rename (\\S+/new/${name.replace('.', '\\.')}) ${target}/`);
    const renameOf = (name: string): number => firstWhere((entry) => staged(name).test(entry));
    const stagedPath = (name: string): string => staged(name).exec(disk.log[renameOf(name)]!)![1]!;
    for (const name of ['a.xml', 'b.xml', 'index.xml', MANIFEST_NAME]) {
      expect(at(`flush ${stagedPath(name)}`)).toBeLessThan(renameOf(name));
    }
    const staging = stagedPath('a.xml').slice(0, -'/new/a.xml'.length);
    const firstRename = Math.min(renameOf('a.xml'), renameOf('b.xml'));
    // The staged names, then the journal, its name and the staging folder's, all before the first move.
    expect(at(`flush ${staging}/new`)).toBeLessThan(at(`rename ${staging}/commit.json.tmp ${staging}/commit.json`));
    expect(at(`flush ${staging}/commit.json.tmp`)).toBeLessThan(
      at(`rename ${staging}/commit.json.tmp ${staging}/commit.json`),
    );
    expect(at(`rename ${staging}/commit.json.tmp ${staging}/commit.json`)).toBeLessThan(at(`flush ${staging}`));
    expect(at(`flush ${staging}`)).toBeLessThan(firstRename);
    expect(at(`flush ${target}`)).toBeLessThan(firstRename);
    // The folder flushed after the parts are in, before the index; and after the index and the manifest.
    const targetFlushes = disk.log.flatMap((entry, index) => (entry === `flush ${target}` ? [index] : []));
    const partsIn = Math.max(renameOf('a.xml'), renameOf('b.xml'));
    expect(targetFlushes.some((index) => index > partsIn && index < renameOf('index.xml'))).toBe(true);
    expect(targetFlushes.some((index) => index > renameOf('index.xml') && index < renameOf(MANIFEST_NAME))).toBe(true);
    expect(targetFlushes.at(-1)).toBeGreaterThan(renameOf(MANIFEST_NAME));
    expect(await contents(target)).toMatchObject({ 'a.xml': 'new a', 'b.xml': 'new b', 'index.xml': 'new index' });
  });

  it.each([
    ['a file written on the main thread', /\/new\/a\.xml$/, 'a.xml'],
    ["a pack worker's file", /\/new\/b\.xml$/, 'b.xml'],
    ['the manifest', /\/new\/\.sitemap-studio-export\.json$/, MANIFEST_NAME],
    ['the journal', /\/commit\.json\.tmp$/, 'commit.json.tmp'],
  ])(
    'a failed flush of %s fails the export naming the file, and leaves the folder as it was',
    async (_, failing, name) => {
      const dir = temp.path();
      const target = join(dir, 'out');
      await exportInto(target);
      await writeFile(join(target, 'a.xml'), 'the last export');
      const before = await contents(target);

      disk.failFlushOf = failing;
      const failed = await exportInto(target).then(
        () => null,
        (error: Error) => error,
      );
      // The journal's failure comes as the commit not begun (CommitNotBegun), the disk's error its cause.
      const fault = failed instanceof CommitNotBegun ? (failed.cause as Error) : failed;
      expect(fault?.message).toMatch(new RegExp(`EIO: i/o error, fsync '\\S+/${name.replace(/\./g, '\\.')}'`));
      expect(fault).toMatchObject({ code: 'EIO' });
      disk.failFlushOf = null;
      expect(await contents(target)).toEqual(before); // no staging folder left either
    },
  );
});

describe("a pack worker's file", () => {
  /** A job packing one row into a sitemap in a fresh folder, as pack-pool sends it to a worker. */
  const jobOf = (): PackJob => {
    const [header, row, footer] = ['<urlset>\n', '<url><loc>https://example.com/</loc></url>\n', '</urlset>\n'];
    const part = { firstRow: 0, bytes: new Uint8Array(Buffer.from(row)), lengths: Uint32Array.of(row.length) };
    const bytes = header.length + row.length + footer.length;
    const path = join(temp.path(), 'sitemap-1.xml');
    return {
      type: 'pack',
      parts: [part],
      from: 0,
      to: 1,
      skip: new Uint32Array(0),
      bytes,
      level: -1,
      path,
      header,
      footer,
      marker: '<url>',
      gzip: false,
    };
  };

  it('is written and read back by the worker, which never waits for the disk to flush it', () => {
    const job = jobOf();
    pack(job);
    at(`read ${job.path}`);
    expect(disk.log.filter((entry) => entry.startsWith('flush'))).toEqual([]);
  });

  it('is flushed by the staging folder once the worker has written it, before the write counts as done', async () => {
    const staging = new StagedFolder(temp.path());
    let path = '';
    const staged = staging.writeWith('sitemap-1.xml', async (at) => {
      path = at;
      pack({ ...jobOf(), path: at });
      disk.log.push('packed');
    });
    await staged;
    disk.log.push('staged');
    expect(at('packed')).toBeLessThan(at(`flush ${path}`));
    expect(at(`flush ${path}`)).toBeLessThan(at('staged'));
    await staging.discard();
  });
});
