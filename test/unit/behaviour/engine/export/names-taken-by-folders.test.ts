import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MANIFEST_NAME } from '../../../../../electron/engine/export/export-manifest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { exportChildInput } from '../../../../support/export-child-input';
import { readExportedSet } from '../../../../support/exported-set';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();

afterEach(() => setActiveLocale('en'));

describe('an export folder holding folders where the set writes files', () => {
  it('is refused before anything moves in (the probe: the set went in, then every export failed at the manifest)', async () => {
    const out = join(temp.path(), 'taken');
    await mkdir(join(out, MANIFEST_NAME), { recursive: true });
    await writeFile(join(out, MANIFEST_NAME, 'x'), 'in the way');
    await mkdir(join(out, 'sitemap_index.xml'));
    for (let run = 0; run < 2; run += 1) {
      const outcome = await exportProject(exportChildInput(out, 120, 50, 'new'));
      const problems = outcome.ok ? [] : outcome.problems;
      expect(problems.map((problem) => problem.code)).toEqual(['export-names-taken']);
      expect(problemText(problems[0]!)).toBe(
        `${out} holds 2 folders where the export writes files of the same names, so nothing was exported: sitemap_index.xml, ${MANIFEST_NAME}. Move or rename them, or choose another file name pattern.`,
      );
      // Nothing of the set, and no staging folder left behind to grow with each try.
      expect((await readdir(out)).sort()).toEqual([MANIFEST_NAME, 'sitemap_index.xml']);
    }
    setActiveLocale('nl');
    const outcome = await exportProject(exportChildInput(out, 120, 50, 'new'));
    expect(problemText((outcome.ok ? [] : outcome.problems)[0]!)).toContain('bevat 2 mappen');

    const fresh = join(temp.path(), 'fresh');
    await mkdir(join(fresh, 'unrelated'), { recursive: true });
    const exported = await exportProject(exportChildInput(fresh, 120, 50, 'new'));
    expect(exported.ok ? [] : exported.problems.map((problem) => problem.code)).toEqual([]);
    expect((await readExportedSet(fresh)).missing).toEqual([]);
  });
});
