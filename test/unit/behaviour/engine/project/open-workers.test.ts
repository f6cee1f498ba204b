import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { readFile, writeFile } from 'node:fs/promises';
import { createPackPool } from '../../../../../electron/engine/export/pack-pool';
import { openProjectColumns } from '../../../../../electron/engine/project/project-columns';
import type { Unpacked } from '../../../../../electron/engine/project/project-work-messages';
import { saveProjectStream } from '../../../../../electron/engine/project/project-file';
import type * as WorkerScript from '../../../../../electron/engine/worker-script';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { headerOf } from '../../../../../shared/project-file';
import { cliExport } from '../../../../support/cli-run';
import { largeProject } from '../../../../support/large-project';
import { membersOf } from '../../../../support/project-members-of';
import { useTempDir } from '../../../../support/use-temp-dir';

/** The name of every worker started, as the pools start them. */
const started = vi.hoisted((): string[] => []);

vi.mock('../../../../../electron/engine/worker-script', async (real) => {
  const actual = await real<typeof WorkerScript>();
  return {
    ...actual,
    startWorker: (name: string, source: string) => (started.push(name), actual.startWorker(name, source)),
  };
});

// Some 20,000 rows a member: three members of rows.
const project = largeProject(60_000, 'open');

/** The project saved in members in `folder`, as the app saves it: its path. */
async function savedIn(folder: string): Promise<string> {
  const path = join(folder, 'shop.sitemapstudio');
  const tables = project.tables.map((table) => UrlColumns.fromRows(table.rows));
  await saveProjectStream(path, headerOf(project), { tables, siteChecks: [] }, { workers: 2 });
  return path;
}

describe('a project file of members opened with workersUnlessTold', () => {
  const temp = useTempDir();

  it('is read on that many project workers, not one a core', async () => {
    const path = await savedIn(temp.path());
    // A count other than the cores' (one a core is what the open starts unless told).
    const workers = availableParallelism() === 1 ? 2 : 1;
    started.length = 0;
    const opened = await openProjectColumns(path, { workersUnlessTold: workers });
    expect(started.filter((name) => name === 'project-worker')).toHaveLength(workers);
    expect(opened.tables[0]!.toRows()).toEqual(project.tables[0]!.rows);
  }, 60_000);
});

describe('a project file of members opened with a reader of the caller’s', () => {
  const temp = useTempDir();

  it('is read member by member on that reader’s workers, none of its own started, the reader left running', async () => {
    const path = await savedIn(temp.path());
    const pool = createPackPool(2);
    const read: number[] = [];
    const readers: Int32Array[] = [];
    const reader = {
      size: pool.size,
      unpack: (...args: Parameters<typeof pool.unpack>) => {
        read.push(args[1]);
        return pool.unpack(...args).then((unpacked) => {
          if ('runs' in unpacked) for (const run of unpacked.runs) if ('readers' in run) readers.push(run.readers!);
          return unpacked;
        });
      },
    };
    try {
      started.length = 0;
      const opened = await openProjectColumns(path, { reader });
      expect(started.filter((name) => name === 'project-worker')).toEqual([]);
      expect(opened.tables[0]!.toRows()).toEqual(project.tables[0]!.rows);
      // Every member but the header's, in file order, numbered from the header's 1.
      expect(read).toEqual(Array.from({ length: membersOf(await readFile(path)).length - 1 }, (_, i) => i + 2));
      // Read in place in the workers' shared memory, each member's let go once its rows were taken.
      expect(readers).toHaveLength(read.length);
      expect(readers.map((count) => Atomics.load(count, 0))).toEqual(readers.map(() => 0));
      expect(pool.liveWorkers()).toBe(2);
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('a project file of members refused while a reader of the caller’s reads ahead', () => {
  const temp = useTempDir();

  it('lets go of every member its workers read, those handed on and those read ahead', async () => {
    const members = membersOf(await readFile(await savedIn(temp.path())));
    // The rows' second member before their first: refused at the first, with the others read ahead.
    const path = join(temp.path(), 'order.sitemapstudio');
    await writeFile(path, Buffer.concat([members[0]!, members[2]!, members[1]!, ...members.slice(3)]));
    const pool = createPackPool(2);
    const answers: Promise<Unpacked>[] = [];
    const reader = {
      size: pool.size,
      unpack: (...args: Parameters<typeof pool.unpack>) => {
        const answer = pool.unpack(...args);
        answers.push(answer);
        return answer;
      },
    };
    try {
      await expect(openProjectColumns(path, { reader })).rejects.toThrow(/order\.sitemapstudio/);
      const readers = (await Promise.all(answers)).flatMap((unpacked) =>
        'runs' in unpacked ? unpacked.runs.flatMap((run) => ('readers' in run ? [run.readers!] : [])) : [],
      );
      expect(readers.length).toBeGreaterThan(1);
      await vi.waitFor(() => expect(readers.map((count) => Atomics.load(count, 0))).toEqual(readers.map(() => 0)));
    } finally {
      await pool.close();
    }
  }, 60_000);
});

describe('export <project>', () => {
  const temp = useTempDir();

  /** The workers `export <project> …threads` started, by name. */
  async function workersOf(...threads: string[]): Promise<Record<string, number>> {
    const path = await savedIn(temp.path());
    started.length = 0;
    const { code, err } = await cliExport(path, join(temp.path(), 'out'), ...threads);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    return Object.fromEntries(
      ['pack-worker', 'project-worker'].map((name) => [name, started.filter((n) => n === name).length]),
    );
  }

  it('opens the project on its pack workers, one a thread told, and starts no project worker', async () => {
    expect(await workersOf('--threads', '3')).toEqual({ 'pack-worker': 3, 'project-worker': 0 });
  }, 60_000);

  it('opens the project on its pack workers, one a core untold, and starts no project worker', async () => {
    expect(await workersOf()).toEqual({ 'pack-worker': availableParallelism(), 'project-worker': 0 });
  }, 60_000);
});
