import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const made: string[] = [];
// A spec makes its folders when it loads, and a worker may run its tests at any time after: the
// folders live as long as the worker process, and go when it ends.
process.on('exit', () => made.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A fresh folder under the OS temp dir, with files written from a name → content map; removed when the worker exits. */
export function makeTempDir(files: Record<string, string | Buffer> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'sitemap-studio-'));
  made.push(root);
  for (const [name, content] of Object.entries(files)) {
    const path = join(root, name);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, content);
  }
  return root;
}
