import type * as FsPromises from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockExportFolder } from '../../../../../electron/engine/export/export-folder-lock';
import { MANIFEST_NAME } from '../../../../../electron/engine/export/export-manifest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { recoverExportFolder, recoverLockedFolder } from '../../../../../electron/engine/export/recover-export-folder';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { exportChildInput } from '../../../../support/export-child-input';
import { readExportedSet } from '../../../../support/exported-set';
import { useTempDir } from '../../../../support/use-temp-dir';

const STAGING = '.sitemap-studio-staging-';

/**
 * The disk faults under test (EPERM, as a file held open by a scanner gives on Windows): the first
 * staging folder that moves a sitemap -3 in cannot (`stuck`: that folder), sitemaps -1 and -2 in the
 * export folder cannot be removed, and, when asked, another staging folder cannot move its manifest in.
 */
const faults = vi.hoisted(() => ({ on: false, stuck: null as string | null, manifestOfOthers: false }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const refused = (path: unknown): Error =>
    Object.assign(new Error(`EPERM: operation not permitted, '${String(path)}'`), { code: 'EPERM' });
  const rename: typeof actual.rename = async (from, to) => {
    const staging = new RegExp(`${STAGING}[^/]+`).exec(String(from))?.[0];
    const into = basename(String(to));
    if (faults.on && staging && !String(to).includes(STAGING)) {
      if (/-3\.xml/.test(into) && (faults.stuck ??= staging) === staging) throw refused(to);
      if (faults.manifestOfOthers && into === '.sitemap-studio-export.json' && staging !== faults.stuck)
        throw refused(to);
    }
    return actual.rename(from, to);
  };
  const unlink: typeof actual.unlink = async (path) => {
    if (faults.on && /-[12]\.xml/.test(basename(String(path))) && !String(path).includes(STAGING)) throw refused(path);
    return actual.unlink(path);
  };
  return { ...actual, rename, unlink, default: { ...actual, rename, unlink } };
});

const temp = useTempDir();

afterEach(() => {
  Object.assign(faults, { on: false, stuck: null, manifestOfOthers: false });
  setActiveLocale('en');
});

const stagingFolders = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => name.startsWith(STAGING));

/** How many URLs of each export the folder's set holds, and whether its index names a file not there. */
async function setIn(folder: string): Promise<{ first: number; second: number; missing: string[] }> {
  const set = await readExportedSet(folder);
  const count = (label: string): number => set.locs.filter((loc) => loc.includes(`/${label}/`)).length;
  return { first: count('first'), second: count('second'), missing: set.missing };
}

/** A first export whose commit fails part-way and cannot be put back: its staging folder and journal stay. */
async function stuckFirstExport(out: string): Promise<string> {
  faults.on = true;
  const first = await exportProject(exportChildInput(out, 120, 50, 'first'));
  expect(first.ok ? [] : first.problems.map((problem) => problem.code)).toEqual(['export-commit-interrupted']);
  const [stuck] = await stagingFolders(out);
  expect(stuck).toBeDefined();
  return stuck!;
}

describe('a commit left stuck, and a later export into the same folder', () => {
  it('the later complete set replaces it: no repair afterwards moves the stuck files over it', async () => {
    const out = temp.path();
    await stuckFirstExport(out);

    // Exported again while the file is still held: the repair is stuck again, the export goes on.
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    expect(second.ok).toBe(true);
    expect(await setIn(out)).toEqual({ first: 0, second: 150, missing: [] });
    const leftBySecond = await stagingFolders(out);

    // The hold is gone; a repair (the app's next start, any later export) changes nothing.
    faults.on = false;
    expect(await recoverExportFolder(out)).toEqual([]);
    expect(await setIn(out)).toEqual({ first: 0, second: 150, missing: [] });

    // The second export told the person its set replaced the stuck one (not that it is kept for a repair).
    const notes = second.ok ? second.report.notes : [];
    expect(notes.map((note) => note.code)).toContain('export-interrupted-superseded');
    expect(notes.map((note) => note.code)).not.toContain('export-interrupted-stuck');
    const superseded = notes.find((note) => note.code === 'export-interrupted-superseded')!;
    for (const [locale, words] of [
      ['en', `An interrupted export to ${out} was not finished: a later export replaced it`],
      ['nl', `Een onderbroken export naar ${out} is niet afgemaakt: een latere export heeft hem vervangen`],
    ] as const) {
      setActiveLocale(locale);
      expect(problemText(superseded)).toContain(words);
    }
    expect(leftBySecond).toEqual([]); // the stuck commit's staging folder went with it
  });

  it('a later commit killed after its index is finished first, and the stuck one under it is dropped, whatever the order found', async () => {
    const out = temp.path();
    const stuck = await stuckFirstExport(out);

    // The second export's index is in, but its manifest cannot follow: its staging folder stays too.
    faults.manifestOfOthers = true;
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    expect(second.ok ? [] : second.problems.map((problem) => problem.code)).toEqual(['export-commit-unfinished']);
    const later = (await stagingFolders(out)).find((name) => name !== stuck)!;
    expect(later).toBeDefined();

    // The repair meets the stuck (older) commit first: the later one must still come first.
    faults.on = false;
    const found = await readdir(out, { withFileTypes: true });
    const rank = (name: string): number => (name === stuck ? 0 : name === later ? 1 : 2);
    found.sort((one, other) => rank(one.name) - rank(other.name));
    const lock = await lockExportFolder(out);
    const notes = await recoverLockedFolder(out, found).finally(() => lock.release());
    expect(notes.map((note) => note.code)).toEqual(['export-interrupted-finished', 'export-interrupted-superseded']);
    expect(await setIn(out)).toEqual({ first: 0, second: 150, missing: [] });
    expect(await stagingFolders(out)).toEqual([]);
    expect(await readdir(out)).toContain(MANIFEST_NAME);
    expect(await recoverExportFolder(out)).toEqual([]);
    expect(join(out, stuck)).not.toBe(join(out, later));
  });
});
