import type * as FsPromises from 'node:fs/promises';
import { readdir } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { recoverExportFolder } from '../../../../../electron/engine/export/recover-export-folder';
import { leftUnfinished } from '../../../../../shared/export-left-unfinished';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { exportChildInput } from '../../../../support/export-child-input';
import { readExportedSet } from '../../../../support/exported-set';
import { useTempDir } from '../../../../support/use-temp-dir';

/** The disk faults under test: a move into the folder of a file named like `renameTo`, a removal of one like `unlinkOf`. */
const faults = vi.hoisted(() => ({ renameTo: null as RegExp | null, unlinkOf: null as RegExp | null }));

/** The real file system, but for the faults asked (EPERM, as a file held open by a scanner gives on Windows). */
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  const refused = (path: unknown): Error =>
    Object.assign(new Error(`EPERM: operation not permitted, '${String(path)}'`), { code: 'EPERM' });
  const rename: typeof actual.rename = async (from, to) => {
    if (faults.renameTo?.test(basename(String(to))) && !String(to).includes('.sitemap-studio-staging-'))
      throw refused(to);
    return actual.rename(from, to);
  };
  const unlink: typeof actual.unlink = async (path) => {
    if (faults.unlinkOf?.test(basename(String(path)))) throw refused(path);
    return actual.unlink(path);
  };
  return { ...actual, rename, unlink, default: { ...actual, rename, unlink } };
});

const temp = useTempDir();

afterEach(() => {
  faults.renameTo = null;
  faults.unlinkOf = null;
  setActiveLocale('en');
});

const stagingFolders = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => name.startsWith('.sitemap-studio-staging-'));

describe('a commit that fails before its index and cannot be put back', () => {
  it('says the folder may hold part of the new set and who finishes it, keeps its staging folder, and the repair ends it', async () => {
    const out = temp.path();
    // The third sitemap cannot be moved in (the commit fails before its index), and a sitemap moved in
    // before it cannot be removed again (the undo fails too).
    faults.renameTo = /-3\.xml/;
    faults.unlinkOf = /-[12]\.xml/;
    const outcome = await exportProject(exportChildInput(out, 120, 50, 'new'));
    const problems = outcome.ok ? [] : outcome.problems;
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'export-commit-interrupted',
        severity: 'error',
        // The file in the folder that would not be replaced, worded: not the staged copy's name.
        params: [{ target: out, reason: `the system does not allow this on ${join(out, 'sitemap-pages-3.xml.gz')}` }],
      }),
    ]);
    expect(leftUnfinished(problems)).toBe(true); // not "nothing was written": the app keeps the folder to repair
    for (const [locale, words] of [
      ['en', 'it may hold part of the new set'],
      ['nl', 'er kan een deel van de nieuwe set in staan'],
    ] as const) {
      setActiveLocale(locale);
      expect(problemText(problems[0]!)).toContain(words);
    }
    expect(await stagingFolders(out)).toHaveLength(1);

    faults.renameTo = null;
    faults.unlinkOf = null;
    const notes = await recoverExportFolder(out);
    expect(notes.map((note) => note.code)).toEqual([expect.stringMatching(/^export-interrupted-(finished|undone)$/)]);
    expect(await stagingFolders(out)).toEqual([]);
    const set = await readExportedSet(out);
    expect(set.missing).toEqual([]);
  });
});
