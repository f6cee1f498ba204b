import { spawnSync } from 'node:child_process';
import { readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FOLDER_LOCK_NAME, lockFolder } from '../../../../electron/engine/export/folder-lock';
import { StagedFolder } from '../../../../electron/engine/export/write-folder-safely';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

const NAMES = Array.from({ length: 200 }, (_, i) => `sitemap-${i + 1}.xml`);

/** An export of NAMES and index.xml into `target`, each file saying it is `who`'s, staged and not committed yet. */
async function staged(target: string, who: string): Promise<StagedFolder> {
  const folder = new StagedFolder(target);
  await Promise.all([...NAMES, 'index.xml'].map((name) => folder.write(name, Buffer.from(`${who} ${name}`))));
  return folder;
}

/** Whose files the folder holds (the first word of each), e.g. ['A'] or ['A', 'B']. */
async function owners(target: string): Promise<string[]> {
  const names = (await readdir(target)).filter((name) => !name.startsWith('.'));
  const texts = await Promise.all(names.map((name) => readFile(join(target, name), 'utf8')));
  return [...new Set(texts.map((text) => text.split(' ')[0]!))].sort();
}

describe('two exports into one folder at once', () => {
  it('leave one whole set, never files of each', async () => {
    // Unlocked, the two commits' moves interleaved: 3 rounds in 10 ended with some files of each.
    for (let round = 0; round < 10; round++) {
      const target = join(temp.path(), `round-${round}`);
      const [a, b] = await Promise.all([staged(target, 'A'), staged(target, 'B')]);
      const commit = { projectId: 'p', names: [...NAMES, 'index.xml'], index: 'index.xml' };
      await Promise.all([a.commit(commit), b.commit(commit)]);
      expect((await owners(target)).length).toBe(1);
      expect(await readdir(target)).not.toContain(FOLDER_LOCK_NAME);
    }
  }, 60_000);
});

describe('lockFolder', () => {
  it("takes over a killed export's lock, and waits for a live one", async () => {
    const target = temp.path();
    const dead = spawnSync(process.execPath, ['-e', '']).pid!;
    await writeFile(join(target, FOLDER_LOCK_NAME), String(dead));
    const unlock = await lockFolder(target);
    expect(await readlink(join(target, FOLDER_LOCK_NAME))).toBe(String(process.pid)); // made whole, never empty

    let second = false;
    const waiting = lockFolder(target).then((unlockSecond) => {
      second = true;
      return unlockSecond;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(second).toBe(false);
    await unlock();
    await (
      await waiting
    )();
    expect(second).toBe(true);
    expect(await readdir(target)).toEqual([]);
  });
});
