import { execFileSync } from 'node:child_process';
import { mkdir, symlink, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCK_NAME, lockExportFolder } from '../../../../../electron/engine/export/export-folder-lock';
import { readLock } from '../../../../../electron/engine/export/lock-file';
import { NotARegularFileError } from '../../../../../electron/engine/open-regular-file';
import { useTempDir } from '../../../../support/use-temp-dir';

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
  });

  it('a file of a gigabyte is read only as far as a lock can reach, and names no holder', async () => {
    const path = join(temp.path(), LOCK_NAME);
    await writeFile(path, '{"pid":');
    await truncate(path, 2 ** 30); // sparse: no disk taken, and a whole read would take a gigabyte of memory
    const found = await readLock(path);
    expect([found!.text.length, found!.holder]).toEqual([64 * 1024, null]);
  });
});
