import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { loneOpenWorkers, openWorkersFor } from '../../../../../electron/cli/lone-open-workers';
import { openProjectColumns } from '../../../../../electron/engine/project/project-columns';
import { saveProjectStream } from '../../../../../electron/engine/project/project-file';
import type * as WorkerScript from '../../../../../electron/engine/worker-script';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { headerOf } from '../../../../../shared/project-file';
import { cliExport } from '../../../../support/cli-run';
import { largeProject } from '../../../../support/large-project';
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

describe('a project file of members opened with workersUnlessTold', () => {
  const temp = useTempDir();

  it('is read on that many project workers, not one a core', async () => {
    const path = join(temp.path(), 'shop.sitemapstudio');
    const tables = project.tables.map((table) => UrlColumns.fromRows(table.rows));
    await saveProjectStream(path, headerOf(project), { tables, siteChecks: [] }, { workers: 2 });
    // A count other than the cores' (one a core is what the open starts unless told).
    const workers = availableParallelism() === 1 ? 2 : 1;
    started.length = 0;
    const opened = await openProjectColumns(path, { workersUnlessTold: workers });
    expect(started.filter((name) => name === 'project-worker')).toHaveLength(workers);
    expect(opened.tables[0]!.toRows()).toEqual(project.tables[0]!.rows);
  }, 60_000);
});

describe('export <project>', () => {
  const temp = useTempDir();

  /** How many project workers `export <project> …threads` started to open the project. */
  async function openWorkersOf(...threads: string[]): Promise<number> {
    const path = join(temp.path(), 'shop.sitemapstudio');
    const tables = project.tables.map((table) => UrlColumns.fromRows(table.rows));
    await saveProjectStream(path, headerOf(project), { tables, siteChecks: [] }, { workers: 2 });
    started.length = 0;
    const { code, err } = await cliExport(path, join(temp.path(), 'out'), ...threads);
    expect({ code, err }).toEqual({ code: 0, err: '' });
    return started.filter((name) => name === 'project-worker').length;
  }

  it('opens the project on one project worker for every four threads told, at least one', async () => {
    expect(await openWorkersOf('--threads', '4')).toBe(loneOpenWorkers(4));
  }, 60_000);

  it('opens on no more workers for threads told above the cores than for the cores, as many as the early start guessed', async () => {
    // Four threads a core and more: one worker every four of them would be more than the cores' count.
    const told = 4 * (availableParallelism() + 1);
    expect(openWorkersFor(told)).toBe(loneOpenWorkers(availableParallelism()));
    expect(await openWorkersOf('--threads', String(told))).toBe(Math.min(3, openWorkersFor(told)));
  }, 60_000);

  it('opens the project on one project worker for every four threads of the machine, untold', async () => {
    expect(await openWorkersOf()).toBe(loneOpenWorkers(availableParallelism()));
  }, 60_000);
});
