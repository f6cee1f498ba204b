import { execFileSync } from 'node:child_process';
import { chmod, chown, mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { exportChildInput } from '../../../../support/export-child-input';
import { runExportChild } from '../../../../support/run-export-child';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();

const isRoot = process.getuid?.() === 0;
const NOBODY = 65534;

/** Mounts a fresh tmpfs at `folder` (its own file system), unmounted when the test ends. */
function mountTmpfs(folder: string): void {
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64m', 'tmpfs', folder]);
  onTestFinished(() => void execFileSync('umount', [folder]));
}

/** Files of an export of `rows` URLs in files of one URL: a sitemap each, the index, robots.txt and the manifest. */
const exportedNames = (rows: number): string[] =>
  [
    ...Array.from({ length: rows }, (_, i) => `sitemap-pages-${i + 1}.xml.gz`),
    'sitemap_index.xml',
    'robots.txt',
    '.sitemap-studio-export.json',
  ].sort();

describe('where an export stages its files', () => {
  it.runIf(isRoot)('exports into a folder that is a mount point of its own file system (EXDEV beside it)', async () => {
    const dir = temp.path();
    const out = join(dir, 'mounted');
    await mkdir(out);
    mountTmpfs(out);
    const outcome = await exportProject(exportChildInput(out, 5, 1, 'new'));
    expect(outcome.ok).toBe(true);
    expect((await readdir(out)).sort()).toEqual(exportedNames(5));
    expect(await readdir(dir)).toEqual(['mounted']); // nothing staged beside it
  });

  it.runIf(isRoot)('exports into a writable folder whose parent it may not write (EACCES beside it)', async () => {
    const dir = temp.path();
    const out = join(dir, 'mine');
    await mkdir(out);
    await chmod(dir, 0o755); // root's: others may enter it, not write in it
    await chown(out, NOBODY, NOBODY);
    const nobody = (command: string[]): string[] => [
      'setpriv',
      `--reuid=${NOBODY}`,
      `--regid=${NOBODY}`,
      '--clear-groups',
      ...command,
    ];
    const result = await runExportChild({ folder: out, rows: 5, maxUrls: 1, label: 'new' }, nobody);
    expect(result.output).toContain('exported 7 files');
    expect(result.code).toBe(0);
    expect((await readdir(out)).sort()).toEqual(exportedNames(5));
    expect(await readdir(dir)).toEqual(['mine']);
  });
});

describe('files open at once', () => {
  it('exports 1,500 files under a limit of 256 open files', async () => {
    const dir = temp.path();
    const out = join(dir, 'out');
    const lowLimit = (command: string[]): string[] => ['bash', '-c', 'ulimit -n 256 && exec "$@"', 'bash', ...command];
    const result = await runExportChild({ folder: out, rows: 1500, maxUrls: 1, label: 'new' }, lowLimit);
    expect(result.output).toContain('exported 1502 files');
    expect(result.code).toBe(0);
    expect((await readdir(out)).sort()).toEqual(exportedNames(1500));
    const index = await readFile(join(out, 'sitemap_index.xml'), 'utf8');
    expect(index.match(/<sitemap>/g)).toHaveLength(1500);
  }, 60_000);
});
