import { mkdir, readdir, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isWrongPlace } from '../../../../shared/describe-error';
import { StagedFolder } from '../../../../electron/engine/export/write-folder-safely';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** What taking `folder` for an export refuses with, and what is left in the temp folder after. */
async function refusalOf(folder: string): Promise<{ message: string; wrongPlace: boolean; left: string[] }> {
  const error = await new StagedFolder(folder).lock().then(
    () => null,
    (thrown: unknown) => thrown as Error,
  );
  expect(error).not.toBeNull();
  return { message: error!.message, wrongPlace: isWrongPlace(error), left: (await readdir(temp.path())).sort() };
}

describe('an export folder that is something else', () => {
  it('is named as a file, or as a link to nothing, and nothing is made there', async () => {
    const file = join(temp.path(), 'afile');
    await writeFile(file, 'x');
    await symlink(file, join(temp.path(), 'filelink'));
    await symlink(join(temp.path(), 'gone', 'target'), join(temp.path(), 'dangling'));
    const left = ['afile', 'dangling', 'filelink'];
    expect(await refusalOf(file)).toEqual({
      message: `${file} is a file, not a folder: the export writes its sitemaps into a folder`,
      wrongPlace: true,
      left,
    });
    expect((await refusalOf(join(temp.path(), 'filelink'))).message).toBe(
      `${join(temp.path(), 'filelink')} is a file, not a folder: the export writes its sitemaps into a folder`,
    );
    expect(await refusalOf(join(temp.path(), 'dangling'))).toEqual({
      message: `${join(temp.path(), 'dangling')} is a link to ${join(temp.path(), 'gone', 'target')}, which does not exist`,
      wrongPlace: true,
      left,
    });
    // On the way to the folder, the link is named, not said to be "already there".
    expect(await refusalOf(join(temp.path(), 'dangling', 'sub', 'deeper'))).toEqual({
      message: `${join(temp.path(), 'dangling')} is a link to ${join(temp.path(), 'gone', 'target')}, which does not exist`,
      wrongPlace: true,
      left,
    });
  });

  it('is named so when written with a slash after it, and a chain of links to nothing as leading nowhere', async () => {
    const file = join(temp.path(), 'afile');
    await writeFile(file, 'x');
    await symlink('gone', join(temp.path(), 'dangling'));
    await symlink('dangling', join(temp.path(), 'chain'));
    expect((await refusalOf(`${file}/`)).message).toBe(
      `${file}/ is a file, not a folder: the export writes its sitemaps into a folder`,
    );
    expect((await refusalOf(`${join(temp.path(), 'dangling')}/`)).message).toBe(
      `${join(temp.path(), 'dangling')}/ is a link to ${join(temp.path(), 'gone')}, which does not exist`,
    );
    expect((await refusalOf(join(temp.path(), 'chain'))).message).toBe(
      `${join(temp.path(), 'chain')} is a link to ${join(temp.path(), 'dangling')}, which leads nowhere`,
    );
    // A file on the way to the folder is the system's to say: a part of the path is a file.
    expect((await refusalOf(join(file, 'sub'))).message).toBe(`ENOTDIR: not a directory, mkdir '${join(file, 'sub')}'`);
  });

  it('is taken through a link to a folder, as the folder itself', async () => {
    await mkdir(join(temp.path(), 'real'));
    await symlink(join(temp.path(), 'real'), join(temp.path(), 'link'));
    const staging = new StagedFolder(join(temp.path(), 'link'));
    await staging.lock();
    await staging.discard();
    expect(await readdir(join(temp.path(), 'real'))).toEqual([]);
  });
});
