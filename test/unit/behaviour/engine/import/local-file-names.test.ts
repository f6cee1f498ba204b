import { symlink } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { LocalFileNames } from '../../../../../electron/engine/import/local-file-names';
import { useTempDir } from '../../../../support/use-temp-dir';

describe('LocalFileNames', () => {
  const dir = useTempDir();

  it('knows a file by the path of the first place taken, whichever lookup ends first', async () => {
    const file = await dir.write('leaf.xml', '<urlset/>');
    const link = join(dir.path(), 'alias.xml');
    await symlink('leaf.xml', link);
    const names = new LocalFileNames();
    const first = names.place();
    const second = names.place();
    // The second place's lookup ends long before the first's is even asked: it still waits its turn.
    const byLink = second.meet(link);
    await sleep(30);
    expect(await first.meet(file)).toEqual({ path: file, again: false });
    expect(await byLink).toEqual({ path: file, again: true });
  });

  it('lets the places after a passed one go on, and meets by a path that cannot be told nothing', async () => {
    const file = await dir.write('a.xml', '<urlset/>');
    const names = new LocalFileNames();
    const failed = names.place();
    const next = names.place();
    const met = next.meet(file);
    failed.pass();
    expect(await met).toEqual({ path: file, again: false });
    const missing = join(dir.path(), 'missing.xml');
    expect(await names.meet(missing)).toEqual({ path: missing, again: false });
    expect(await names.meet(join(dir.path(), '.', 'a.xml'))).toEqual({ path: file, again: true });
  });
});
