import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { StagedFolder } from '../../../../electron/engine/export/write-folder-safely';
import { useTempDir } from '../../../support/use-temp-dir';

const temp = useTempDir();

/** A write that waits to be let go, then writes a small file where it is told. */
function heldWrite(): { write: (path: string) => Promise<string>; letGo: () => void } {
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => (letGo = resolve));
  return {
    letGo,
    write: async (path) => {
      await gate;
      await writeFile(path, '<urlset/>');
      return path;
    },
  };
}

/** The reason a build that stopped aborts its `halted` signal with. */
const buildStopped = (): Error =>
  Object.assign(new Error('The export stopped before this file was written'), { name: 'AbortError' });

describe('a staged file whose build stopped before its turn', () => {
  it('is never begun: its write is not called, and the files begun before it are written', async () => {
    const target = join(temp.path(), 'out');
    const staging = new StagedFolder(target);
    try {
      // Every turn taken by a write that waits, so the file after them waits for its turn.
      const held = Array.from({ length: 32 }, () => heldWrite());
      const begun = held.map((one, i) => staging.writeWith(`sitemap-${i + 1}.xml`, one.write));
      const halt = new AbortController();
      let called = false;
      const late = staging.writeWith('sitemap-33.xml', async (path) => ((called = true), path), halt.signal);
      const stopped = buildStopped();
      halt.abort(stopped);
      for (const one of held) one.letGo();
      await expect(late).rejects.toBe(stopped);
      expect(called).toBe(false);
      await expect(Promise.all(begun)).resolves.toHaveLength(32);
    } finally {
      await staging.discard();
    }
    // Discarded: the target holds nothing the export staged.
    expect(await readdir(target).catch(() => [])).toEqual([]);
  });

  it('is never begun when its build stops while the staging folder is being made', async () => {
    const target = join(temp.path(), 'out');
    const staging = new StagedFolder(target);
    try {
      const halt = new AbortController();
      let called = false;
      // The first file: its turn comes at once, and it waits for the staging folder to be made.
      const first = staging.writeWith('sitemap-1.xml', async (path) => ((called = true), path), halt.signal);
      const stopped = buildStopped();
      halt.abort(stopped);
      await expect(first).rejects.toBe(stopped);
      expect(called).toBe(false);
    } finally {
      await staging.discard();
    }
  });

  it('is written as ever when its build goes on', async () => {
    const target = join(temp.path(), 'out');
    const staging = new StagedFolder(target);
    try {
      const halt = new AbortController();
      const one = heldWrite();
      const staged = staging.writeWith('sitemap-1.xml', one.write, halt.signal);
      one.letGo();
      await expect(staged).resolves.toMatch(/sitemap-1\.xml$/);
    } finally {
      await staging.discard();
    }
  });
});
