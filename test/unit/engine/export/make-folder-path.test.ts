import { existsSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeFolderPath } from '../../../../electron/engine/export/make-folder-path';
import { StagedFolder } from '../../../../electron/engine/export/write-folder-safely';
import { runCli } from '../../../../electron/cli/run-cli';
import { numberedUrlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

describe('makeFolderPath', () => {
  const dir = useTempDir();

  it('makes the folders missing on the way, and gives the first it made (none when the folder is there)', async () => {
    const deep = join(dir.path(), 'a', 'b', 'c');
    expect(await makeFolderPath(deep)).toBe(join(dir.path(), 'a'));
    expect(statSync(deep).isDirectory()).toBe(true);
    expect(await makeFolderPath(deep)).toBeUndefined();
    expect(await makeFolderPath(join(deep, 'd'))).toBe(join(deep, 'd'));
  });

  // Given as "keep/new/" or relative, the made folders were looked for by that name, never matched, and a
  // failed export removed every empty folder above the target: a person's own empty folder "keep" went.
  it('has a discarded export remove only the folders it made, the target given relative or with a slash', async () => {
    for (const given of [(path: string) => relative(process.cwd(), path), (path: string) => `${path}/`]) {
      const keep = join(dir.path(), 'keep');
      await mkdir(keep, { recursive: true });
      const staged = new StagedFolder(given(join(keep, 'new', 'out')));
      await staged.lock();
      expect(statSync(join(keep, 'new', 'out')).isDirectory()).toBe(true);
      await staged.discard();
      expect(existsSync(join(keep, 'new'))).toBe(false);
      expect(statSync(keep).isDirectory()).toBe(true);
      expect(statSync(dir.path()).isDirectory()).toBe(true);
    }
  });

  it('fails as the system says where a file is in the way', async () => {
    const file = await dir.write('file', 'x');
    await expect(makeFolderPath(file)).rejects.toMatchObject({ code: 'EEXIST' });
    await expect(makeFolderPath(join(file, 'below'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  // Node's recursive mkdir spun for ever there (Node 20), the CPU at full, and `export --out /proc/self/x` with it.
  it.runIf(existsSync('/proc/self'))('fails at once under /proc, where no folder can be made', async () => {
    await expect(makeFolderPath('/proc/self/sitemaps/out')).rejects.toMatchObject({ code: 'ENOENT' });
    const sitemap = await dir.write('pages.xml', numberedUrlset(3));
    let err = '';
    const io = { out: () => undefined, err: (text: string) => void (err += text) };
    const code = await runCli(['export', sitemap, '--out', '/proc/self/sitemaps', '--base-url', 'https://e.com/'], io);
    expect({ code, err }).toEqual({
      code: 2,
      err: '--out /proc/self/sitemaps: /proc/self/sitemaps does not exist\n',
    });
  });
});
