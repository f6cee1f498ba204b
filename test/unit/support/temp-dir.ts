import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A fresh folder under the system's temp folder. */
export const makeTempDir = (): Promise<string> => mkdtemp(join(tmpdir(), 'sitemap-studio-test-'));

export const removeTempDir = (dir: string): Promise<void> => rm(dir, { recursive: true, force: true });

/** A fresh folder for the running test, removed when the test finishes. */
export async function useTempDir(): Promise<string> {
  const dir = await makeTempDir();
  onTestFinished(() => removeTempDir(dir));
  return dir;
}
