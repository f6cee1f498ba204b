import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KnownProjectFiles } from '../../../../electron/main/handlers/known-project-files';
import { useTempDir } from '../../../support/use-temp-dir';

describe('KnownProjectFiles', () => {
  const temp = useTempDir();

  it('refuses a save over a file written since it was known, and lets one go over a file unknown or gone', async () => {
    const files = new KnownProjectFiles();
    const path = join(temp.path(), 'site.sitemapstudio');
    await writeFile(path, 'as opened');
    await files.refuseChanged(path); // never known: a first save, Save As
    files.remember(path, await files.now(path));
    await files.refuseChanged(path);

    // The same bytes saved again by another program (written aside, then moved in) are another file:
    // this app cannot know what changed.
    await writeFile(`${path}.tmp`, 'as opened');
    await rename(`${path}.tmp`, path);
    await expect(files.refuseChanged(path)).rejects.toMatchObject({
      code: 'project-changed-on-disk',
      message:
        'site.sitemapstudio was changed on disk by another program since this app opened or last saved it; it was left as it is.',
    });
    files.remember(path, await files.now(path));
    await files.refuseChanged(path);

    await rm(path);
    await files.refuseChanged(path);
  });
});
