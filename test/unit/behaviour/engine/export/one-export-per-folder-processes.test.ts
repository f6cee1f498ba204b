import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { LOCK_NAME } from '../../../../../electron/engine/export/export-folder-lock';
import { MANIFEST_NAME } from '../../../../../electron/engine/export/export-manifest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { exportChildInput } from '../../../../support/export-child-input';
import { readExportedSet } from '../../../../support/exported-set';
import { endedPid, plantLock } from '../../../../support/planted-lock';
import { serveForTest } from '../../../../support/serve-for-test';
import { urlset } from '../../../../support/sitemap-xml';
import { useTempDir } from '../../../../support/use-temp-dir';
import { escapeRegExp } from '../../../../../shared/escape-regexp';

const temp = useTempDir();
const REPO = join(__dirname, '../../../../..');
const HOLDER = join(REPO, 'test/support/lock-holder-child.ts');

/** A process of this repository's code under tsx (Node itself: its pid is the one a lock names). */
const spawnTsx = (args: string[]): ChildProcess =>
  spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: REPO, stdio: ['pipe', 'pipe', 'pipe'] });

/** `sitemap-studio export <source> --out <out>` in a process of its own: its pid, and its end. */
function cliExport(source: string, out: string): { pid: number; end: Promise<{ code: number | null; err: string }> } {
  const child = spawnTsx([
    'electron/cli/index.ts',
    'export',
    source,
    '--out',
    out,
    '--base-url',
    'https://example.com/',
  ]);
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => void (err += chunk.toString()));
  const end = once(child, 'exit').then(([code]) => ({ code: code as number | null, err }));
  return { pid: child.pid!, end };
}

/** The next line `child` prints. */
const nextLine = (lines: AsyncIterator<string>): Promise<string> => lines.next().then((line) => String(line.value));

/** A lock-holder-child on `folder` (`race`: trying at each line it is sent); its printed lines. */
function holder(folder: string, race = false): { child: ChildProcess; lines: AsyncIterator<string> } {
  const child = spawnTsx([HOLDER, folder, ...(race ? ['race'] : [])]);
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return { child, lines };
}

const kill = async (child: ChildProcess): Promise<void> => {
  const ended = once(child, 'exit');
  child.kill('SIGKILL');
  await ended;
};

const locsOf = (label: string, rows: number): string[] =>
  Array.from({ length: rows }, (_, i) => `https://example.com/${label}/${i}`);

const dotEntries = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => name.startsWith('.')).sort();

describe('exports into one folder from processes of their own', () => {
  it('two CLI exports started together: one writes its whole set, the other is refused naming it and changes nothing', async () => {
    const ROWS = { a: 700, b: 500 };
    // Each sitemap is answered once both exports asked for theirs, or one has ended: the first to take
    // the folder still holds it while the other tries (without the lock both ask, and both write).
    let asked = 0;
    let gate!: () => void;
    let opened = Promise.resolve();
    const route = (label: 'a' | 'b') => (_: IncomingMessage, response: ServerResponse) => {
      void opened.then(() => response.end(urlset(...locsOf(label, ROWS[label]))));
      if ((asked += 1) === 2) gate();
    };
    const server = await serveForTest({ '/a/pages.xml': route('a'), '/b/pages.xml': route('b') });
    for (let round = 0; round < 6; round++) {
      const out = join(temp.path(), `round-${round}`);
      await mkdir(out);
      asked = 0;
      opened = new Promise((resolve) => (gate = resolve));
      const runs = (['a', 'b'] as const).map((label) => ({
        label,
        ...cliExport(`${server.origin}/${label}/pages.xml`, out),
      }));
      const ends = runs.map((run) => run.end);
      void Promise.race(ends).then(() => gate());
      const results = await Promise.all(ends);
      const where = `round ${round}`;
      const won = runs.filter((_, at) => results[at]!.code === 0);
      expect(
        won.map((run) => run.label),
        where,
      ).toHaveLength(1);
      const lost = results.find((result) => result.code !== 0)!;
      expect(lost.code, where).toBe(1);
      expect(lost.err, where).toMatch(
        new RegExp(
          `\\] ${escapeRegExp(out)} is being written by another export \\(process ${won[0]!.pid}, since [\\d:]+\\)\\.`,
        ),
      );
      const set = await readExportedSet(out);
      expect(set.missing, where).toEqual([]);
      expect(set.locs, where).toEqual(locsOf(won[0]!.label, ROWS[won[0]!.label]));
      expect(await dotEntries(out), where).toEqual([MANIFEST_NAME]);
    }
  }, 240_000);

  it("a live export's lock stands; SIGKILLed, the next export takes it over; a reused pid's too", async () => {
    const out = temp.path();
    const live = holder(out);
    expect(await nextLine(live.lines)).toBe('locked');
    const refused = await exportProject(exportChildInput(out, 50, 50, 'new'));
    expect(refused.ok ? [] : refused.problems.map((p) => p.message)).toEqual([
      expect.stringContaining(`is being written by another export (process ${live.child.pid},`),
    ]);
    expect(await readdir(out)).toEqual([LOCK_NAME]);
    await kill(live.child);

    expect((await exportProject(exportChildInput(out, 50, 50, 'new'))).ok).toBe(true);
    expect((await readExportedSet(out)).locs).toEqual(locsOf('new', 50));
    expect(await dotEntries(out)).toEqual([MANIFEST_NAME]);

    // A live process that is no export, with the pid the lock names but another start: a reused pid.
    const other = spawn('sleep', ['60']);
    await plantLock(out, { pid: other.pid, start: 'x/1' });
    try {
      expect((await exportProject(exportChildInput(out, 40, 50, 'old'))).ok).toBe(true);
    } finally {
      await kill(other);
    }
    expect(await dotEntries(out)).toEqual([MANIFEST_NAME]);
  }, 60_000);

  it('processes racing to take over one stale lock: exactly one wins each time', async () => {
    const out = temp.path();
    const dead = endedPid();
    const racers = [holder(out, true), holder(out, true), holder(out, true)];
    try {
      for (const racer of racers) expect(await nextLine(racer.lines)).toBe('ready');
      for (let round = 0; round < 30; round++) {
        await plantLock(out, { pid: dead, start: 'x/1', token: `stale-${round}` });
        for (const racer of racers) racer.child.stdin!.write('go\n');
        const said = await Promise.all(racers.map((racer) => nextLine(racer.lines)));
        const winners = racers.filter((_, at) => said[at] === 'locked');
        expect(winners, `round ${round}: ${said.join(', ')}`).toHaveLength(1);
        for (const line of said) expect(['locked', `refused ${winners[0]!.child.pid}`]).toContain(line);
        expect(await readdir(out)).toEqual([LOCK_NAME]); // nothing left aside
      }
    } finally {
      await Promise.all(racers.map((racer) => kill(racer.child)));
    }
  }, 120_000);
});
