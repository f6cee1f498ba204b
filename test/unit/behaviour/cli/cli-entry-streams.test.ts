import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { urlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

describe('the command line when no one reads what it writes', () => {
  const temp = useTempDir();

  it('goes on to its end when its output is gone (a reader closed, a terminal hung up), not dying of the write', async () => {
    const sitemap = await temp.write('pages.xml', urlset('https://example.com/a', 'https://example.com/b'));
    const run = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      // Node itself (not tsx's command): the process whose streams these are.
      const child = spawn(process.execPath, ['--import', 'tsx', 'electron/cli/index.ts', 'import', sitemap], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.destroy(); // its report's reader is gone before it writes: EPIPE
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });
    expect(run.stderr).not.toContain('EPIPE');
    expect(run.code).toBe(0);
  }, 60_000);
});
