import { watch } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { MANIFEST_NAME } from '../../../../../electron/engine/export/export-manifest';
import { recoverExportFolder } from '../../../../../electron/engine/export/recover-export-folder';
import { exportChildInput } from '../../../../support/export-child-input';
import { runExportChild } from '../../../../support/run-export-child';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();

// The new set is smaller than the old one, so a commit both replaces files and removes stale ones.
const OLD_ROWS = 600;
const NEW_ROWS = 500;
const INDEX = 'sitemap_index.xml';

/** Every file of a folder but the manifest, with its bytes. */
async function filesOf(folder: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.isFile() && entry.name !== MANIFEST_NAME) files.set(entry.name, await readFile(join(folder, entry.name)));
  }
  return files;
}

const sameFiles = (one: Map<string, Buffer>, other: Map<string, Buffer>): boolean =>
  one.size === other.size && [...one].every(([name, bytes]) => other.get(name)?.equals(bytes) === true);

/** Runs export-child.ts into `folder` and SIGKILLs it after `events` changes among the folder's own entries. */
async function exportAndKill(folder: string, events: number): Promise<{ finished: boolean }> {
  let seen = 0;
  let watcher: ReturnType<typeof watch> | undefined;
  const result = await runExportChild({ folder, rows: NEW_ROWS, maxUrls: 1, label: 'new' }, undefined, (child) => {
    watcher = watch(folder, () => {
      if ((seen += 1) === events) child.kill('SIGKILL');
    });
  });
  watcher?.close();
  return { finished: result.output.includes('exported') };
}

/** What the folder's index lists that is not there whole (a missing file, or one that does not inflate). */
async function listedButBroken(folder: string): Promise<string[]> {
  const index = await readFile(join(folder, INDEX), 'utf8').catch(() => null);
  if (index === null) return [];
  const broken: string[] = [];
  for (const [, loc] of index.matchAll(/<loc>https:\/\/example\.com\/([^<]+)<\/loc>/g)) {
    const bytes = await readFile(join(folder, loc!)).catch(() => null);
    if (bytes === null) broken.push(`${loc} (missing)`);
    else {
      try {
        gunzipSync(bytes);
      } catch {
        broken.push(`${loc} (damaged)`);
      }
    }
  }
  return broken;
}

describe('an export killed during its commit', () => {
  it('never leaves an index listing a missing file; recovery, then the next export, leave a whole set and no leftovers', async () => {
    const dir = temp.path();
    const reference = async (name: string, rows: number, label: string): Promise<Map<string, Buffer>> => {
      const outcome = await exportProject(exportChildInput(join(dir, name), rows, 1, label));
      expect(outcome.ok).toBe(true);
      return filesOf(join(dir, name));
    };
    const oldSet = await reference('ref-old', OLD_ROWS, 'old');
    const newSet = await reference('ref-new', NEW_ROWS, 'new');
    const out = join(dir, 'out');
    const userFile = 'keep-me.html';
    const points = [1, 2, 5, 30, 120, 250, 400, 480, 520];
    let killedMidCommit = 0;
    for (const events of points) {
      const where = `killed after ${events} changes in the folder`;
      await rm(out, { recursive: true, force: true });
      expect((await exportProject(exportChildInput(out, OLD_ROWS, 1, 'old'))).ok).toBe(true);
      await writeFile(join(out, userFile), 'mine');
      const { finished } = await exportAndKill(out, events);

      expect(await listedButBroken(out), where).toEqual([]);
      const afterKill = await filesOf(out);
      afterKill.delete(userFile);
      if (finished) expect(sameFiles(afterKill, newSet), where).toBe(true);
      if (!sameFiles(afterKill, oldSet) && !sameFiles(afterKill, newSet)) killedMidCommit += 1;

      // Recovery (what app start runs) finishes a commit that had begun: the old set or the new one, whole.
      await recoverExportFolder(out);
      const recovered = await filesOf(out);
      recovered.delete(userFile);
      expect(sameFiles(recovered, oldSet) || sameFiles(recovered, newSet), where).toBe(true);
      expect(
        (await readdir(out)).filter((name) => name.startsWith('.')),
        where,
      ).toEqual([MANIFEST_NAME]);
      const listed = JSON.parse(await readFile(join(out, MANIFEST_NAME), 'utf8')).projects['cli:public'].files;
      expect([...listed].sort(), where).toEqual([...recovered.keys()].sort());

      // The next export finishes or undoes what the killed one left, then writes the new set.
      expect((await exportProject(exportChildInput(out, NEW_ROWS, 1, 'new'))).ok, where).toBe(true);
      const after = await filesOf(out);
      expect(after.get(userFile)?.toString(), where).toBe('mine');
      after.delete(userFile);
      expect(sameFiles(after, newSet), where).toBe(true);
      expect(
        (await readdir(out)).filter((name) => name.startsWith('.')),
        where,
      ).toEqual([MANIFEST_NAME]);
      expect((await readdir(dir)).sort(), where).toEqual(['out', 'ref-new', 'ref-old']);
    }
    // The kills must land inside commits, with the folder part old and part new, for the test to mean anything.
    expect(killedMidCommit).toBeGreaterThanOrEqual(3);
  }, 240_000);
});
