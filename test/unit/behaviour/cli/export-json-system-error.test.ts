import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { numberedUrlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** `export --json` run under a file-size limit of `kib` KiB (ulimit -f): a write past it fails with EFBIG, as on a full disk. */
function exportLimited(sitemap: string, out: string, kib: number): Promise<{ code: number | null; stdout: string }> {
  const command = `ulimit -f ${kib}; exec "${process.execPath}" --import tsx electron/cli/index.ts export "${sitemap}" --out "${out}" --base-url https://example.com/ --no-gzip --json`;
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', command], { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout }));
  });
}

describe('export --json stopped by the system (a full disk, a file too large)', () => {
  const temp = useTempDir();

  it('tells stdout’s reader too, as one document with its problems and the error’s facts, and writes nothing', async () => {
    // Some 300 KB of sitemap to write, under a limit of 64 KiB a file.
    const sitemap = await temp.write('pages.xml', numberedUrlset(3_000));
    const out = join(temp.path(), 'out');
    const run = await exportLimited(sitemap, out, 64);
    expect(run.code).toBe(1);
    const told = JSON.parse(run.stdout) as {
      ok: boolean;
      problems: { code: string; severity: string; place: { file?: string } }[];
      error: { code: string; path?: string; message: string };
    };
    expect(told.ok).toBe(false);
    expect(told.error.code).toBe('EFBIG');
    // The first file past the limit: a spill of the checks, or a staged file (named as in the target).
    expect(told.error.path).toBeTruthy();
    expect(told.error.message).toContain(told.error.path);
    expect(told.error.path).not.toContain('.sitemap-studio-staging');
    // As any export that wrote nothing: its problems, here the one export-failed about that file.
    expect(told.problems).toMatchObject([
      { code: 'export-failed', severity: 'error', place: { file: told.error.path } },
    ]);
    expect(await readdir(out).catch(() => [])).toEqual([]);
  }, 60_000);
});
