import { readdir, readFile, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_NAME, lockExportFolder } from '../../../../../electron/engine/export/export-folder-lock';
import { MANIFEST_NAME } from '../../../../../electron/engine/export/export-manifest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { recoverExportFolder } from '../../../../../electron/engine/export/recover-export-folder';
import type { ExportOutcome } from '../../../../../shared/export-types';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { exportChildInput } from '../../../../support/export-child-input';
import { readExportedSet } from '../../../../support/exported-set';
import { endedPid, plantLock } from '../../../../support/planted-lock';
import { useTempDir } from '../../../../support/use-temp-dir';
import { escapeRegExp } from '../../../../../shared/escape-regexp';

const temp = useTempDir();

afterEach(() => setActiveLocale('en'));

/** The URLs exportChildInput writes for `label`. */
const locsOf = (label: string, rows: number): string[] =>
  Array.from({ length: rows }, (_, i) => `https://example.com/${label}/${i}`);

/** The folder's entries, to see that a refused export changed nothing. */
const entriesOf = async (folder: string): Promise<string[]> => (await readdir(folder)).sort();

const problemCodes = (outcome: ExportOutcome): string[] => (outcome.ok ? [] : outcome.problems.map((p) => p.code));

describe("the app's export (exportProject) holds its folder", () => {
  it('of two exports into one folder at once, one writes its whole set and the other is refused, naming the holder', async () => {
    for (let round = 0; round < 5; round++) {
      const out = join(temp.path(), `round-${round}`);
      const outcomes = await Promise.all([
        exportProject(exportChildInput(out, 400, 50, 'old')),
        exportProject(exportChildInput(out, 300, 50, 'new')),
      ]);
      const winners = outcomes.flatMap((outcome, at) => (outcome.ok ? [at] : []));
      expect(winners, `round ${round}`).toHaveLength(1);
      const loser = outcomes[1 - winners[0]!]!;
      expect(problemCodes(loser)).toEqual(['export-folder-locked']);
      expect(loser.ok ? '' : loser.problems[0]!.message).toMatch(
        new RegExp(
          `^${escapeRegExp(out)} is being written by another export \\(process ${process.pid}, since \\d\\d:\\d\\d:\\d\\d\\)\\.`,
        ),
      );
      const set = await readExportedSet(out);
      expect(set.missing).toEqual([]);
      expect(set.locs).toEqual(winners[0] === 0 ? locsOf('old', 400) : locsOf('new', 300));
      expect((await readdir(out)).filter((name) => name.startsWith('.'))).toEqual([MANIFEST_NAME]);
    }
  });

  it('an export into a folder another export holds is refused before it touches anything, in Dutch too', async () => {
    const out = temp.path();
    expect((await exportProject(exportChildInput(out, 120, 50, 'old'))).ok).toBe(true);
    const before = await entriesOf(out);
    const bytesBefore = await readFile(join(out, 'sitemap_index.xml'));
    const lock = await lockExportFolder(out);
    try {
      const outcome = await exportProject(exportChildInput(out, 80, 50, 'new'));
      expect(problemCodes(outcome)).toEqual(['export-folder-locked']);
      expect(outcome.ok ? null : outcome.problems[0]!.place).toEqual({ file: out });
      setActiveLocale('nl');
      expect(outcome.ok ? '' : problemText(outcome.problems[0]!)).toMatch(
        new RegExp(
          `^${escapeRegExp(out)} wordt beschreven door een andere export \\(proces ${process.pid}, sinds [\\d:]+\\)\\. Wacht`,
        ),
      );
      expect(await entriesOf(out)).toEqual([...before, LOCK_NAME].sort());
      expect(await readFile(join(out, 'sitemap_index.xml'))).toEqual(bytesBefore);
    } finally {
      await lock.release();
    }
    expect(await entriesOf(out)).toEqual(before);
  });

  it("an export into a folder holding only a dead export's lock works, and leaves no lock", async () => {
    const out = temp.path();
    await plantLock(out, { pid: endedPid(), start: 'x/1' });
    expect((await exportProject(exportChildInput(out, 60, 50, 'new'))).ok).toBe(true);
    expect((await readExportedSet(out)).locs).toEqual(locsOf('new', 60));
    expect((await readdir(out)).filter((name) => name.startsWith('.'))).toEqual([MANIFEST_NAME]);
    const manifest = await readFile(join(out, MANIFEST_NAME), 'utf8');
    expect(manifest).not.toContain(LOCK_NAME);
  });

  it('an export whose lock was taken from it (removed by hand, another export in) stops before its commit', async () => {
    const out = temp.path();
    expect((await exportProject(exportChildInput(out, 120, 50, 'old'))).ok).toBe(true);
    const before = await readExportedSet(out);
    let other: Awaited<ReturnType<typeof lockExportFolder>> | undefined;
    const outcome = await exportProject(exportChildInput(out, 80, 50, 'new'), {
      onProgress: ({ rowsDone }) => {
        // Once its files are being written: the lock goes, and another export takes the folder.
        if (rowsDone === 0 || other) return;
        other = {} as never;
        void unlink(join(out, LOCK_NAME)).then(async () => void (other = await lockExportFolder(out)));
      },
    });
    expect(problemCodes(outcome)).toEqual(['export-folder-locked']);
    expect(await readExportedSet(out)).toEqual(before);
    await other?.release();
    expect((await readdir(out)).filter((name) => name.startsWith('.'))).toEqual([MANIFEST_NAME]);
  });

  it('an export whose folder another took, and cleared of its staging folder, is told so, not a file not found', async () => {
    const out = temp.path();
    expect((await exportProject(exportChildInput(out, 120, 50, 'old'))).ok).toBe(true);
    const before = await readExportedSet(out);
    let other: Awaited<ReturnType<typeof lockExportFolder>> | undefined;
    const takeFolder = async (): Promise<void> => {
      await unlink(join(out, LOCK_NAME));
      other = await lockExportFolder(out);
      // What the new holder's repair does with another process's staging folder: a dead export's to it.
      const staging = (await readdir(out)).filter((name) => name.startsWith('.sitemap-studio-staging-'));
      await Promise.all(staging.map((name) => rm(join(out, name), { recursive: true })));
    };
    const outcome = await exportProject(exportChildInput(out, 4000, 50, 'new'), {
      onProgress: ({ rowsDone }) => {
        if (rowsDone === 0 || other) return;
        other = {} as never;
        void takeFolder();
      },
    });
    expect(problemCodes(outcome)).toEqual(['export-folder-locked']);
    expect(await readExportedSet(out)).toEqual(before);
    await other?.release();
  });

  it("the repair at the app's start leaves a folder a live export holds to it, and takes over a dead one's lock", async () => {
    const out = temp.path();
    const lock = await lockExportFolder(out);
    expect(await recoverExportFolder(out)).toEqual([]);
    expect(await readdir(out)).toEqual([LOCK_NAME]);
    await lock.release();

    await plantLock(out, { pid: endedPid() });
    expect(await recoverExportFolder(out)).toEqual([]);
    expect(await readdir(out)).toEqual([]);
  });
});
