import { chmod, readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { exportChildInput } from '../../../../support/export-child-input';
import { readExportedSet } from '../../../../support/exported-set';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();
const modeOf = async (path: string): Promise<number> => (await stat(path)).mode & 0o777;

describe('an export over an earlier one', () => {
  it('keeps the permissions each replaced file had (a set the web server reads by its group stays so)', async () => {
    const out = join(temp.path(), 'site');
    expect((await exportProject(exportChildInput(out, 120, 50, 'first'))).ok).toBe(true);
    const index = join(out, 'sitemap_index.xml');
    const first = (await readdir(out)).find((name) => name.endsWith('.xml.gz'))!;
    await chmod(index, 0o640);
    await chmod(join(out, first), 0o604);
    expect((await exportProject(exportChildInput(out, 150, 50, 'second'))).ok).toBe(true);
    expect(await modeOf(index)).toBe(0o640);
    expect(await modeOf(join(out, first))).toBe(0o604);
    expect((await readExportedSet(out)).missing).toEqual([]);
  });
});
