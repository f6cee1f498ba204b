import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockExportFolder } from '../../../../electron/engine/export/export-folder-lock';
import { StagedFolder } from '../../../../electron/engine/export/write-folder-safely';
import { withImmutable } from '../../../support/immutable-folder';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** The folder a staged file lies in, inside the export's hidden staging folder. */
async function stagedFilesFolder(target: string, name: string): Promise<string> {
  const staging = (await readdir(target)).find((entry) => entry.startsWith('.sitemap-studio-staging'))!;
  const entries = await readdir(join(target, staging), { recursive: true });
  const file = entries.find((entry) => entry.endsWith(name))!;
  return join(target, staging, file, '..');
}

describe('a staging folder the system will not let go', () => {
  it('fails the discard, yet lets go of the folder, so the next export is not refused as held', async () => {
    const target = temp.path();
    const staged = new StagedFolder(target);
    await staged.write('a.xml', Buffer.from('<urlset/>'));
    const folder = await stagedFilesFolder(target, 'a.xml');
    // A file held open by a scanner, on Windows: the removal fails (here: EPERM or EACCES).
    await withImmutable(folder, () => expect(staged.discard()).rejects.toMatchObject({ code: expect.any(String) }));
    const next = await lockExportFolder(target);
    await next.release();
    expect(await readdir(target)).not.toContain('.sitemap-studio-export.lock');
  });
});
