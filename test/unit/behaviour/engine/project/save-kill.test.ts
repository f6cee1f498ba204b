import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { classifyPaths } from '../../../../../electron/engine/classify-paths';
import { openProjectFile, saveProjectFile } from '../../../../../electron/engine/project/project-file';
import { hasProjectExtension } from '../../../../../shared/project-file';
import { largeProject } from '../../../../support/large-project';
import { useTempDir } from '../../../../support/use-temp-dir';

const ROWS = 300_000;
const REPO = join(__dirname, '../../../../..');
const CHILD = join(__dirname, '../../../../support/save-project-child.ts');

type KillPoint = { after: 'save started' | 'first write'; ms: number };

/**
 * Runs the engine's real save of a large project in its own process and SIGKILLs it at a point:
 * some time after the save started (encoding, compressing), or after it first wrote to the folder
 * (writing, flushing, renaming). Resolves with whether the save had finished before the kill.
 */
function saveAndKill(folder: string, path: string, point: KillPoint): Promise<{ finished: boolean }> {
  return new Promise((resolve, reject) => {
    // Node itself with tsx as a loader (not the tsx command, which runs the script in a grandchild a kill would miss).
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD, path, String(ROWS), 'new'], {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    let timer: NodeJS.Timeout | undefined;
    const killIn = (ms: number): void => {
      timer ??= setTimeout(() => child.kill('SIGKILL'), ms);
    };
    // Any file in the folder touched: the temporary file, or (were the save not atomic) the project itself.
    const watcher = watch(folder, () => {
      if (point.after === 'first write') killIn(point.ms);
    });
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (point.after === 'save started' && output.includes('saving\n')) killIn(point.ms);
    });
    child.on('error', reject);
    child.on('exit', () => {
      clearTimeout(timer);
      watcher.close();
      resolve({ finished: output.includes('saved\n') });
    });
  });
}

describe('a save killed midway', () => {
  const temp = useTempDir();

  it('leaves the previous project file byte for byte as it was, and no file that passes for a project', async () => {
    const path = await temp.write('shop.sitemapstudio', '');
    const folder = temp.path();
    await saveProjectFile(path, largeProject(2000, 'old'));
    const previous = await readFile(path);
    // What a save that runs to its end writes (the same bytes every time: no time stamp in the gzip header).
    const complete = join(folder, 'complete', 'shop.sitemapstudio');
    await temp.write('complete/.keep', '');
    await saveProjectFile(complete, largeProject(ROWS, 'new'));
    const completeBytes = await readFile(complete);

    const points: KillPoint[] = [
      ...[0, 150, 350, 500].map((ms) => ({ after: 'save started' as const, ms })),
      ...[0, 0, 1, 2, 5, 10].map((ms) => ({ after: 'first write' as const, ms })),
    ];
    let killedMidway = 0;
    for (const point of points) {
      await writeFile(path, previous); // every run starts from the old file
      const { finished } = await saveAndKill(folder, path, point);
      const now = await readFile(path);
      const where = `killed ${point.ms} ms after the ${point.after}`;
      // Either the old file, untouched, or the new one, whole (a kill between the rename and "saved"): nothing else.
      if (finished) expect(now.equals(completeBytes), where).toBe(true);
      else expect(now.equals(previous) || now.equals(completeBytes), where).toBe(true);
      if (now.equals(previous)) killedMidway += 1;
      // A temporary file a kill leaves behind is hidden and ends in .tmp: never taken for the project.
      const names = (await readdir(folder)).filter((name) => name !== 'complete');
      for (const name of names.filter((entry) => entry !== 'shop.sitemapstudio')) {
        expect(name).toMatch(/^\.shop\.sitemapstudio\.\d+\.\d+\.tmp$/);
        expect(hasProjectExtension(name)).toBe(false);
      }
      expect((await classifyPaths([path])).sources).toMatchObject([{ kind: 'project' }]);
      expect((await openProjectFile(path)).name).toBe(now.equals(previous) ? 'large old' : 'large new');
    }
    // The kills must land inside saves, some while the temporary file was being written, for the test to mean anything.
    const leftovers = (await readdir(folder)).filter((name) => name.endsWith('.tmp'));
    expect(killedMidway).toBeGreaterThanOrEqual(5);
    expect(leftovers.length).toBeGreaterThanOrEqual(1);
  }, 180_000);
});
