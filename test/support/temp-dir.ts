import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';

/** A fresh temporary folder per test, removed after it; `write` creates sub-folders as needed. */
export function useTempDir(): {
  path: () => string;
  write: (name: string, content: string | Buffer) => Promise<string>;
} {
  let current: string | null = null;
  afterEach(async () => {
    if (current) await rm(current, { recursive: true, force: true });
    current = null;
  });
  const path = (): string => {
    if (!current) throw new Error('Write a file first.');
    return current;
  };
  return {
    path,
    write: async (name, content) => {
      current ??= await mkdtemp(join(tmpdir(), 'sitemap-studio-'));
      const file = join(current, name);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, content);
      return file;
    },
  };
}
