import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The bin's own helper, plain CommonJS: what `npx sitemap-studio` runs before the CLI's modules load.
import { commandOf, hugePageMode, hugePagesEnv } from '../../../bin/huge-pages.js';

const HELPER = join(__dirname, '../../../bin/huge-pages.js');
const RUN_AGAIN = join(__dirname, '../../../bin/run-again.js');
const madvise = (): string => 'madvise';

describe('the command a command line runs', () => {
  it('is its first argument that is no option, past --lang and its value', () => {
    expect(commandOf(['export', 'a.sitemapstudio', '--out', 'x'])).toBe('export');
    expect(commandOf(['--lang', 'nl', 'import', 'a.xml'])).toBe('import');
    expect(commandOf(['--lang=nl', 'validate', 'a.xml'])).toBe('validate');
    expect(commandOf(['--help'])).toBeNull();
    expect(commandOf(['--', 'export'])).toBeNull();
    expect(commandOf([])).toBeNull();
  });
});

describe('the THP mode', () => {
  it('is the one in brackets, or null where there is none to read', () => {
    expect(hugePageMode(() => 'always [madvise] never\n')).toBe('madvise');
    expect(hugePageMode(() => '[always] madvise never\n')).toBe('always');
    expect(
      hugePageMode(() => {
        throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      }),
    ).toBeNull();
  });
});

describe('huge pages for a heavy command', () => {
  it('are asked for by running import, validate, export, fix and hreflang again, on Linux where THP is madvise', () => {
    for (const command of ['import', 'validate', 'export', 'fix', 'hreflang']) {
      expect(hugePagesEnv([command, 'a'], { HOME: '/home/ann' }, 'linux', madvise)).toEqual({
        HOME: '/home/ann',
        GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1',
      });
    }
    // Other tunables the person set are kept.
    expect(hugePagesEnv(['export'], { GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }, 'linux', madvise)).toEqual({
      GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1',
    });
  });

  it('leave the rest to run as they are', () => {
    // Quick commands, and those that wait on a network.
    for (const args of [['--version'], ['--help'], ['check', 'a.xml'], ['robots', 'x'], []]) {
      expect(hugePagesEnv(args, {}, 'linux', madvise)).toBeNull();
    }
    // Not Linux; THP for all memory already, or for none.
    expect(hugePagesEnv(['export'], {}, 'darwin', madvise)).toBeNull();
    expect(hugePagesEnv(['export'], {}, 'win32', madvise)).toBeNull();
    for (const mode of ['always', 'never', null]) expect(hugePagesEnv(['export'], {}, 'linux', () => mode)).toBeNull();
    // hugetlb set already: by this very relaunch, or by the person (0 too).
    for (const tunables of [
      'glibc.malloc.hugetlb=1',
      'glibc.malloc.hugetlb=0',
      'glibc.malloc.arena_max=2:glibc.malloc.hugetlb=0',
    ])
      expect(hugePagesEnv(['export'], { GLIBC_TUNABLES: tunables }, 'linux', madvise)).toBeNull();
  });
});

/**
 * A process that, as bin/sitemap-studio.js does, runs itself again with huge pages where they are
 * asked for, and in that child touches 64 MiB and says how much of its memory is in huge pages, then
 * ends as `end` says (an exit code, or a signal it sends itself).
 */
function relaunched(end: string): ReturnType<typeof spawnSync> {
  const script = `
    const { hugePagesEnv } = require(${JSON.stringify(HELPER)});
    const { runAgainWith } = require(${JSON.stringify(RUN_AGAIN)});
    const env = hugePagesEnv(['export', 'a.sitemapstudio']);
    if (env) runAgainWith(env);
    else {
      const bytes = Buffer.alloc(64 * 1024 * 1024, 1);
      const rollup = require('node:fs').readFileSync('/proc/self/smaps_rollup', 'latin1');
      const huge = Number(/AnonHugePages:\\s+(\\d+)/.exec(rollup)[1]);
      process.stdout.write(JSON.stringify({ tunables: process.env.GLIBC_TUNABLES ?? null, huge, touched: bytes[7] }));
      ${end}
    }`;
  return spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, GLIBC_TUNABLES: '' } });
}

describe.runIf(process.platform === 'linux')('a heavy command run again', () => {
  it('has its large buffers in huge pages where THP is madvise, and ends with the child’s code', () => {
    const run = relaunched('process.exitCode = 3;');
    expect(run.status).toBe(3);
    const seen = JSON.parse(String(run.stdout)) as { tunables: string | null; huge: number; touched: number };
    expect(seen.touched).toBe(1);
    if (hugePageMode() === 'madvise') {
      expect(seen.tunables).toBe('glibc.malloc.hugetlb=1');
      expect(seen.huge).toBeGreaterThanOrEqual(32 * 1024); // kB: half the buffer at least
    } else {
      // Run here, as it is: no tunable, and whatever the system gives.
      expect(seen.tunables).toBe('');
    }
  });

  it('ends by the signal that ended the child', () => {
    const run = relaunched("process.kill(process.pid, 'SIGTERM');");
    expect(run.signal).toBe('SIGTERM');
  });

  it('passes a SIGTERM sent to it alone on to the child, which stops as it stops and says so', async () => {
    // The child waits, and on SIGTERM says so and ends with code 143 (the CLI removes what it staged first).
    const script = `
      const { runAgainWith } = require(${JSON.stringify(RUN_AGAIN)});
      if (!process.env.CHILD) runAgainWith({ ...process.env, CHILD: '1' });
      else {
        process.on('SIGTERM', () => { process.stdout.write('stopped'); process.exit(143); });
        process.stdout.write('ready');
        setInterval(() => undefined, 1000);
      }`;
    const parent = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    parent.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out === 'ready') parent.kill('SIGTERM');
    });
    const [code, signal] = (await once(parent, 'exit')) as [number | null, NodeJS.Signals | null];
    expect({ code, signal, out }).toEqual({ code: 143, signal: null, out: 'readystopped' });
  });
});
