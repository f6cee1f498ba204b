import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MANIFEST_NAME } from '../../../../../electron/engine/export/export-manifest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { recoverExportFolder } from '../../../../../electron/engine/export/recover-export-folder';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { exportChildInput } from '../../../../support/export-child-input';
import { readExportedSet } from '../../../../support/exported-set';
import { useTempDir } from '../../../../support/use-temp-dir';

/** The manifest's move into the folder, the commit's last, after the index: refused while set. */
const faults = vi.hoisted(() => ({ renameTo: null as string | null }));
vi.mock('node:fs/promises', async (importOriginal) =>
  (await import('../../../../support/rename-refused')).refusingRenames(await importOriginal(), () => faults.renameTo),
);

const temp = useTempDir();

afterEach(() => {
  faults.renameTo = null;
  setActiveLocale('en');
});

const stagingFolders = async (folder: string): Promise<string[]> =>
  (await readdir(folder)).filter((name) => name.startsWith('.sitemap-studio-staging-'));

describe('a commit that fails once its index is in (it can only be finished)', () => {
  it('tells the person the new set is in and the repair completes it, keeps its staging folder, and the repair then finishes it', async () => {
    const out = temp.path();
    // The manifest cannot be moved in: the commit's last move, after the index, fails.
    faults.renameTo = MANIFEST_NAME;
    const outcome = await exportProject(exportChildInput(out, 120, 50, 'new'));
    expect(outcome.ok).toBe(false);
    const problems = outcome.ok ? [] : outcome.problems;
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'export-commit-unfinished',
        severity: 'error',
        params: [{ target: out, reason: expect.stringContaining(MANIFEST_NAME) }],
      }),
    ]);
    for (const [locale, words] of [
      ['en', 'The new set is in place in'],
      ['nl', 'De nieuwe set staat op zijn plaats in'],
    ] as const) {
      setActiveLocale(locale);
      expect(problemText(problems[0]!)).toContain(words);
      expect(problemText(problems[0]!)).toContain(MANIFEST_NAME);
    }
    expect((await readExportedSet(out)).missing).toEqual([]);
    expect(await stagingFolders(out)).toHaveLength(1);

    faults.renameTo = null;
    const notes = await recoverExportFolder(out);
    expect(notes.map((note) => note.code)).toEqual(['export-interrupted-finished']);
    expect(await stagingFolders(out)).toEqual([]);
    const manifest = JSON.parse(await readFile(join(out, MANIFEST_NAME), 'utf8'));
    expect(manifest.projects['cli:public'].files).toContain('sitemap_index.xml');
  });
});
