import { execFileSync } from 'node:child_process';
import { mkdir, symlink, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_NAME, lockExportFolder } from '../../../../../electron/engine/export/export-folder-lock';
import { readLock } from '../../../../../electron/engine/export/lock-file';
import { NotARegularFileError } from '../../../../../electron/engine/open-regular-file';
import { useTempDir } from '../../../../support/use-temp-dir';
import { exportChildInput } from '../../../../support/export-child-input';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { problemText } from '../../../../../shared/problems';

describe('a file planted at the export lock’s name', () => {
  const temp = useTempDir();

  it('a named pipe is refused by name at once, not read until a writer comes (which no Ctrl-C ended)', async () => {
    const folder = temp.path();
    execFileSync('mkfifo', [join(folder, LOCK_NAME)]);
    await expect(lockExportFolder(folder)).rejects.toThrow(NotARegularFileError);
    await expect(readLock(join(folder, LOCK_NAME))).rejects.toThrow(`${join(folder, LOCK_NAME)} is not a regular file`);
  });

  it('a device is refused; a folder too', async () => {
    const zero = join(temp.path(), 'zero');
    await mkdir(zero);
    await symlink('/dev/zero', join(zero, LOCK_NAME));
    await expect(lockExportFolder(zero)).rejects.toThrow(NotARegularFileError);
    const folder = join(temp.path(), 'folder');
    await mkdir(join(folder, LOCK_NAME), { recursive: true });
    // A folder is told as a folder (describeError: "… is a folder, not a file"), not as a pipe or device.
    await expect(readLock(join(folder, LOCK_NAME))).rejects.toMatchObject({
      code: 'EISDIR',
      path: join(folder, LOCK_NAME),
    });
    // The export's own lock names it too (the probe: "--out public: public is a folder, not a file").
    await expect(lockExportFolder(folder)).rejects.toMatchObject({ code: 'EISDIR', path: join(folder, LOCK_NAME) });
  });

  it('a file of a gigabyte is read only as far as a lock can reach, and names no holder', async () => {
    const path = join(temp.path(), LOCK_NAME);
    await writeFile(path, '{"pid":');
    await truncate(path, 2 ** 30); // sparse: no disk taken, and a whole read would take a gigabyte of memory
    const found = await readLock(path);
    expect([found!.text.length, found!.holder]).toEqual([64 * 1024, null]);
  });

  it('an empty one is told as a lock that names no export, with how it goes (the probe: "being written by another export")', async () => {
    const out = join(temp.path(), 'empty');
    await mkdir(out, { recursive: true });
    await writeFile(join(out, LOCK_NAME), '');
    const outcome = await exportProject(exportChildInput(out, 10, 50, 'new'));
    expect((outcome.ok ? [] : outcome.problems).map(problemText)).toEqual([
      `${out} is held by its lock file .sitemap-studio-export.lock, which names no export (it is empty or unreadable): an export may be starting there, or one ended without removing it. It is taken over once it is ten minutes old; if no export is writing there, delete that file, or choose another folder.`,
    ]);
  });
});
