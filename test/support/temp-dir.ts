import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** What a test writes into a folder: a relative file name (sub-folders are made) → its content. */
export type FolderFiles = Record<string, string | Buffer>;

const made: string[] = [];
// A Playwright spec makes its folders when it loads and its tests may run any time after, so a folder
// lives as long as the process unless removed sooner (useTempDir removes its folders after each test).
process.on('exit', () => made.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A fresh folder under the OS temp folder holding `files`; removed after the test file (under Vitest) or when the process exits at the latest. */
export function makeTempDir(files: FolderFiles = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'sitemap-studio-'));
  made.push(root);
  for (const [name, content] of Object.entries(files)) writeInto(root, name, content);
  return root;
}

/** Writes `content` to `name` under `folder`, making sub-folders as needed; returns the file's path. */
export function writeInto(folder: string, name: string, content: string | Buffer): string {
  const file = join(folder, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

export function removeTempDir(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
}

/**
 * Removes every folder makeTempDir made in this process and not yet removed. Vitest ends a test file's
 * worker without Node's 'exit' event, so remove-temp-dirs.ts calls this after each test file.
 */
export function removeMadeTempDirs(): void {
  made.splice(0).forEach(removeTempDir);
}
