import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { saveProjectFile } from '../../../../electron/engine/project/project-file';
import { cliExport } from '../../../support/cli-run';
import { largeProject } from '../../../support/large-project';
import { useTempDir } from '../../../support/use-temp-dir';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/**
 * `sitemap-studio export <project> --out <out>` in a process of its own (the CLI's entry, from
 * source): once its first files are staged in `out`, `signals` are sent to it, a millisecond apart.
 */
function exportSignalled(
  project: string,
  out: string,
  signals: readonly NodeJS.Signals[],
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; sent: boolean }> {
  return new Promise((resolve) => {
    const args = ['electron/cli/index.ts', 'export', project, '--out', out, '--base-url', 'https://example.com/'];
    // Node itself, not tsx's own command, which relays signals to the node it starts as it sees fit.
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    let sent = false;
    const watch = setInterval(() => {
      const staging = readdirSync(out).find((name) => name.startsWith('.sitemap-studio-staging-'));
      if (sent || staging === undefined) return;
      sent = true;
      signals.forEach((signal, at) => setTimeout(() => child.kill(signal), at));
    }, 2);
    child.on('exit', (code, signal) => {
      clearInterval(watch);
      resolve({ code, signal, stderr, sent });
    });
  });
}

/** Every file in `folder` and its bytes. */
const contents = (folder: string): Record<string, string> =>
  Object.fromEntries(readdirSync(folder).map((name) => [name, readFileSync(join(folder, name)).toString('base64')]));

describe('export asked to stop by a signal, not only the first Ctrl-C', () => {
  const temp = useTempDir();

  /** A project of 200,000 rows, and a folder holding an earlier export of it. */
  async function exportedOnce(): Promise<{ project: string; out: string; before: Record<string, string> }> {
    const project = join(temp.path(), 'shop.sitemapstudio');
    await saveProjectFile(project, largeProject(200_000, 'shop'));
    const out = join(temp.path(), 'out');
    expect((await cliExport(project, out, '--max-urls', '40000')).code).toBe(0);
    return { project, out, before: contents(out) };
  }

  it('SIGTERM (timeout, systemd, docker stop) cancels as Ctrl-C does: told, nothing written, nothing left, exit 143', async () => {
    const { project, out, before } = await exportedOnce();
    const run = await exportSignalled(project, out, ['SIGTERM']);
    expect(run.sent).toBe(true);
    // The code a shell gives a command SIGTERM stopped (128 + 15), as Ctrl-C's is 130.
    expect(run).toMatchObject({ code: 143, signal: null });
    expect(run.stderr).toBe('Cancelled: nothing was written, and temp files were removed.\n');
    expect(contents(out)).toEqual(before); // no lock, no staging folder, the earlier export as it was
  }, 120_000);

  it('asked again (Ctrl-C after SIGTERM), says it is stopping and still ends as the first asked', async () => {
    const { project, out, before } = await exportedOnce();
    // Two signals of one kind a millisecond apart may reach it as one (the kernel keeps one pending).
    const run = await exportSignalled(project, out, ['SIGTERM', 'SIGINT']);
    expect(run.sent).toBe(true);
    // Both pending at once, Linux hands over the lower-numbered first (SIGINT): the code is the one
    // of whichever it met first, never the third signal's end or a failure's.
    expect(run.signal).toBe(null);
    expect([130, 143]).toContain(run.code);
    expect(run.stderr).toContain('Stopping: what was begun is being undone, or a commit under way finished.');
    expect(run.stderr).toContain('Cancelled: nothing was written, and temp files were removed.\n');
    expect(contents(out)).toEqual(before);
  }, 120_000);
});
