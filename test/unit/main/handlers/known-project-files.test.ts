import { rename, rm, utimes, writeFile } from 'node:fs/promises';
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

  it('knows the file of work restored from a recovery copy: as it is, or as changed when written after the copy', async () => {
    const files = new KnownProjectFiles();
    const path = join(temp.path(), 'restored.sitemapstudio');
    await writeFile(path, 'saved before the crash');
    await utimes(path, new Date('2026-11-20T09:00:00Z'), new Date('2026-11-20T09:00:00Z'));
    // Copied at 09:15, the file last written at 09:00: the file is as the copy knew it.
    await files.rememberRestored(path, '2026-11-20T09:15:00.000Z');
    await files.refuseChanged(path);
    // A later change is caught, as for a file opened.
    await writeFile(path, 'written by fix from a terminal');
    await expect(files.refuseChanged(path)).rejects.toMatchObject({ code: 'project-changed-on-disk' });

    // Written at 09:30, after the copy of 09:15: the first save is asked about.
    await utimes(path, new Date('2026-11-20T09:30:00Z'), new Date('2026-11-20T09:30:00Z'));
    await files.rememberRestored(path, '2026-11-20T09:15:00.000Z');
    await expect(files.refuseChanged(path)).rejects.toMatchObject({ code: 'project-changed-on-disk' });

    // A file gone since is written as asked.
    await rm(path);
    await files.rememberRestored(path, '2026-11-20T09:15:00.000Z');
    await files.refuseChanged(path);
  });
});
