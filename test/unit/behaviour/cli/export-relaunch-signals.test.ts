import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { MANIFEST_NAME } from '../../../../electron/engine/export/export-manifest';
import { generateSet, type GeneratedSet } from '../../../support/generated-set';
import {
  cliChildrenOf,
  environmentOf,
  isRunning,
  startCli,
  waitUntil,
  type CliProcess,
} from '../../../support/cli-process';
import { makeTempDir, removeTempDir } from '../../../support/temp-dir';
import { useTempDir } from '../../../support/use-temp-dir';

// A streaming export on glibc runs in a child with MALLOC_ARENA_MAX=2 (electron/cli/relaunch.ts): the
// CLI's own process must still stop as it does when it runs the export itself, whoever signals it.

const temp = useTempDir();
const CANCELLED = 'Cancelled: nothing was written';
let setFolder = '';
let set: GeneratedSet;

beforeAll(async () => {
  setFolder = makeTempDir();
  set = await generateSet(setFolder, 10, 50_000);
});
afterAll(() => removeTempDir(setFolder));

/** Starts a streaming export of the set into a new folder; answers once it is under way (its first file staged there). */
async function exportUnderWay(
  env: Record<string, string | undefined> = {},
  leadsGroup = false,
): Promise<{ cli: CliProcess; out: string }> {
  const out = join(temp.path(), 'out');
  const args = ['export', ...set.files, '--out', out, '--base-url', 'https://www.example.com/'];
  const cli = startCli(args, { ...process.env, MALLOC_ARENA_MAX: undefined, ...env }, leadsGroup);
  await waitUntil(() => existsSync(out), 'the export to stage its first file');
  return { cli, out };
}

/** The one relaunched child of the CLI's process. */
function relaunchedChild(cli: CliProcess): number {
  const children = cliChildrenOf(cli.pid);
  expect(children).toHaveLength(1);
  return children[0]!;
}

const cancelledMessages = (stderr: string): number => stderr.split(CANCELLED).length - 1;

describe('a streaming export relaunched with few malloc arenas', { timeout: 90_000 }, () => {
  it('cancels on SIGINT to the CLI pid: exit 130, nothing written, no process left', async () => {
    const { cli, out } = await exportUnderWay();
    const child = relaunchedChild(cli);
    process.kill(cli.pid, 'SIGINT');
    const { code, stderr } = await cli.ended;
    expect({ code, cancelled: cancelledMessages(stderr) }).toEqual({ code: 130, cancelled: 1 });
    expect(isRunning(child)).toBe(false);
    expect(existsSync(out)).toBe(false);
  });

  it("cancels once on a terminal's Ctrl-C (SIGINT to the whole process group): exit 130, nothing written", async () => {
    const { cli, out } = await exportUnderWay({}, true);
    const child = relaunchedChild(cli);
    process.kill(-cli.pid, 'SIGINT');
    const { code, stderr } = await cli.ended;
    expect({ code, cancelled: cancelledMessages(stderr) }).toEqual({ code: 130, cancelled: 1 });
    expect(isRunning(child)).toBe(false);
    expect(existsSync(out)).toBe(false);
  });

  it('ends on SIGTERM to the CLI pid with its child, which commits nothing after', async () => {
    const { cli, out } = await exportUnderWay();
    const child = relaunchedChild(cli);
    process.kill(cli.pid, 'SIGTERM');
    const { signal } = await cli.ended;
    expect(signal).toBe('SIGTERM');
    expect(isRunning(child)).toBe(false);
    expect(readdirSync(out)).not.toContain('sitemap_index.xml');
  });

  it('stops and writes nothing when the CLI process is killed (SIGKILL)', async () => {
    const { cli, out } = await exportUnderWay();
    const child = relaunchedChild(cli);
    process.kill(cli.pid, 'SIGKILL');
    await cli.ended;
    await waitUntil(() => !isRunning(child), 'the relaunched child to stop');
    expect(existsSync(out)).toBe(false);
  });

  it('runs with MALLOC_ARENA_MAX=2 and the rest of its environment', async () => {
    const { cli } = await exportUnderWay({ SITEMAP_STUDIO_TEST_MARK: 'kept' });
    const environment = environmentOf(relaunchedChild(cli));
    process.kill(cli.pid, 'SIGINT');
    expect(await cli.ended).toMatchObject({ code: 130 });
    expect([environment.get('MALLOC_ARENA_MAX'), environment.get('SITEMAP_STUDIO_TEST_MARK')]).toEqual(['2', 'kept']);
  });

  it("is not relaunched where the user set MALLOC_ARENA_MAX: the CLI's own process exports", async () => {
    const { cli, out } = await exportUnderWay({ MALLOC_ARENA_MAX: '4' });
    expect(cliChildrenOf(cli.pid)).toEqual([]);
    process.kill(cli.pid, 'SIGINT');
    const { code, stderr } = await cli.ended;
    expect({ code, cancelled: cancelledMessages(stderr) }).toEqual({ code: 130, cancelled: 1 });
    expect(existsSync(out)).toBe(false);
  });

  it('ends as the export in process does: the same output, files and exit code', async () => {
    const dir = temp.path();
    const run = async (name: string, env: Record<string, string | undefined>, sources: readonly string[]) => {
      const out = join(dir, name);
      const args = ['export', ...sources, '--out', out, '--base-url', 'https://www.example.com/'];
      const { code, stdout, stderr } = await startCli(args, { ...process.env, ...env }).ended;
      // The manifest names the folder and the time: every other file's bytes.
      const names = existsSync(out) ? readdirSync(out).filter((file) => file !== MANIFEST_NAME) : [];
      const files = new Map(names.map((file) => [file, readFileSync(join(out, file))]));
      return { code, said: (stdout + stderr).replaceAll(out, 'OUT'), files };
    };
    const codes: (number | null)[] = [];
    for (const sources of [[set.files[0]!], [join(dir, 'missing.xml.gz'), join(dir, 'missing-too.xml.gz')]]) {
      const relaunched = await run('relaunched', { MALLOC_ARENA_MAX: undefined }, sources);
      const here = await run('here', { MALLOC_ARENA_MAX: '8' }, sources);
      expect(relaunched).toEqual(here);
      codes.push(here.code);
    }
    expect(codes).toEqual([0, 1]);
  });
});
