import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The bin's own helpers, plain CommonJS: what `npx sitemap-studio` runs before the CLI's modules load.
import {
  EXPORT_VALUE_OPTIONS,
  PROJECT_FILE_EXTENSION as BIN_PROJECT_EXTENSION,
  commandOf,
  exportSources,
  exportsAProject,
  glibcVersion,
  hugePageMode,
  hugePagesEnv,
  streamingRelaunchEnv,
} from '../../../bin/huge-pages.js';
import { EXPORT_OPTIONS, loneProject, readExportArguments } from '../../../electron/cli/export-options';
import { PROJECT_FILE_EXTENSION } from '../../../shared/protocol';

const HUGE_PAGES = join(__dirname, '../../../bin/huge-pages.js');
const RUN_AGAIN = join(__dirname, '../../../bin/run-again.js');
const madvise = (): string => 'madvise';
const glibc = (version: string | null) => (): string | null => version;

describe('the command a command line runs', () => {
  it('is its first argument once --lang and its value are taken out, as the CLI reads it', () => {
    expect(commandOf(['export', 'a.sitemapstudio', '--out', 'x'])).toBe('export');
    expect(commandOf(['--lang', 'nl', 'import', 'a.xml'])).toBe('import');
    expect(commandOf(['--lang=nl', 'validate', 'a.xml'])).toBe('validate');
    // An option first is what the CLI reads as the command (help, or a usage error): nothing to run again for.
    expect(commandOf(['--help', 'export'])).toBe('--help');
    expect(commandOf([])).toBeNull();
  });
});

describe('the THP mode and the C library', () => {
  it('is the mode in brackets, or null where there is none to read', () => {
    expect(hugePageMode(() => 'always [madvise] never\n')).toBe('madvise');
    expect(hugePageMode(() => '[always] madvise never\n')).toBe('always');
    expect(
      hugePageMode(() => {
        throw Object.assign(new Error('no such file'), { code: 'ENOENT' });
      }),
    ).toBeNull();
  });

  it("is glibc's version from Node's report, which is left as it was found", () => {
    const report = {
      excludeNetwork: false,
      getReport() {
        expect(this.excludeNetwork).toBe(true); // the network part is the report's slowest, and not needed
        return { header: { glibcVersionRuntime: '2.36' } };
      },
    };
    expect(glibcVersion(report)).toBe('2.36');
    expect(report.excludeNetwork).toBe(false);
    // musl reports none.
    expect(glibcVersion({ excludeNetwork: false, getReport: () => ({ header: {} }) })).toBeNull();
  });
});

describe('huge pages', () => {
  it('are asked for on Linux where THP is madvise and glibc reads the tunable, other tunables kept', () => {
    expect(hugePagesEnv({ HOME: '/home/ann' }, 'linux', madvise, glibc('2.36'))).toEqual({
      HOME: '/home/ann',
      GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1',
    });
    expect(hugePagesEnv({}, 'linux', madvise, glibc('2.35'))).toEqual({ GLIBC_TUNABLES: 'glibc.malloc.hugetlb=1' });
    expect(hugePagesEnv({ GLIBC_TUNABLES: 'glibc.malloc.arena_max=2' }, 'linux', madvise, glibc('2.41'))).toEqual({
      GLIBC_TUNABLES: 'glibc.malloc.arena_max=2:glibc.malloc.hugetlb=1',
    });
  });

  it('are not asked for where they would not be given, or are settled already', () => {
    expect(hugePagesEnv({}, 'darwin', madvise, glibc('2.36'))).toBeNull();
    expect(hugePagesEnv({}, 'win32', madvise, glibc('2.36'))).toBeNull();
    for (const mode of ['always', 'never', null]) {
      expect(hugePagesEnv({}, 'linux', () => mode, glibc('2.36'))).toBeNull();
    }
    // musl, and a glibc that does not read glibc.malloc.hugetlb.
    expect(hugePagesEnv({}, 'linux', madvise, glibc(null))).toBeNull();
    expect(hugePagesEnv({}, 'linux', madvise, glibc('2.34'))).toBeNull();
    // Set already: by a relaunch, or by the person (0 too).
    for (const tunables of [
      'glibc.malloc.hugetlb=1',
      'glibc.malloc.hugetlb=0',
      'glibc.malloc.arena_max=2:glibc.malloc.hugetlb=0',
    ]) {
      expect(hugePagesEnv({ GLIBC_TUNABLES: tunables }, 'linux', madvise, glibc('2.36'))).toBeNull();
    }
  });

  it('are what bin runs import, validate and export again for, and nothing else', () => {
    const here = hugePagesEnv({ GLIBC_TUNABLES: '' });
    for (const command of ['import', 'validate', 'export']) {
      expect(streamingRelaunchEnv([command, 'a'], { GLIBC_TUNABLES: '' })).toEqual(here);
    }
    // fix and hreflang are run again by the CLI itself, for their heap; the rest are quick or wait on a network.
    for (const args of [['fix', 'a'], ['hreflang', 'a'], ['check', 'a'], ['--help', 'export'], ['--version'], []]) {
      expect(streamingRelaunchEnv(args, { GLIBC_TUNABLES: '' })).toBeNull();
    }
  });

  it('leave an export of a project where it is: its workers write the opened rows in place, and a second start costs more than huge pages save', () => {
    const here = hugePagesEnv({ GLIBC_TUNABLES: '' });
    const project = ['export', 'shop.sitemapstudio', '--out', 'site', '--base-url', 'https://example.com/'];
    for (const args of [project, ['--lang', 'nl', ...project], ['export', '--out', 'site', 'Shop.SitemapStudio']]) {
      expect(exportsAProject(args), args.join(' ')).toBe(true);
      expect(streamingRelaunchEnv(args, { GLIBC_TUNABLES: '' }), args.join(' ')).toBeNull();
    }
    // A set of sitemaps streams through large buffers: run again, as import and validate of a project are.
    for (const args of [
      ['export', 'sitemaps/', '--out', 'site', '--base-url', 'https://example.com/'],
      ['validate', 'shop.sitemapstudio'],
      ['import', 'sitemap.xml', '--out', 'shop.sitemapstudio'],
    ]) {
      expect(exportsAProject(args), args.join(' ')).toBe(false);
      expect(streamingRelaunchEnv(args, { GLIBC_TUNABLES: '' }), args.join(' ')).toEqual(here);
    }
  });

  it('read `export` after --lang and its value, as the CLI reads a command line', () => {
    // "export" is the language asked for here, and the command is the project file's name.
    expect(exportsAProject(['--lang', 'export', 'shop.sitemapstudio'])).toBe(false);
    expect(exportsAProject(['--lang=nl', 'export', 'shop.sitemapstudio'])).toBe(true);
  });

  it('leave an export run again where a project is one source among others: the others stream', () => {
    for (const args of [
      ['export', 'shop.sitemapstudio', 'news.xml', '--out', 'site'],
      ['export', 'a.sitemapstudio', 'b.sitemapstudio', '--out', 'site'],
      ['export', '--out', 'site', 'sitemaps/', '--', 'shop.sitemapstudio'],
    ]) {
      expect(exportsAProject(args), args.join(' ')).toBe(false);
      expect(streamingRelaunchEnv(args, { GLIBC_TUNABLES: '' }), args.join(' ')).toEqual(
        hugePagesEnv({ GLIBC_TUNABLES: '' }),
      );
    }
  });

  it('tell a lone project as the CLI tells one, whatever the options around it', () => {
    const commandLines = [
      ['shop.sitemapstudio', '--out', 'site'],
      ['--out', 'out.sitemapstudio', 'shop.xml'],
      ['--out', 'site', '--threads', '2', '--max-bytes', '-1', 'shop.sitemapstudio'],
      ['--gzip', 'shop.sitemapstudio', '--xsl', 'style.xsl', '--pattern=s-{n}.xml'],
      ['--index-name', 'index.sitemapstudio', '--base-url', 'https://example.com/', 'a.xml', 'b.xml'],
      ['--deadline', '60', '--max-files', '9', '--dry-run', 'Shop.SitemapStudio'],
      ['--out', 'site', '--', '--odd.sitemapstudio'],
      ['-h', 'shop.sitemapstudio', '-'],
      [],
    ];
    for (const args of commandLines) {
      const parsed = readExportArguments(args);
      expect(parsed, args.join(' ')).not.toBeNull();
      expect(exportSources(args), args.join(' ')).toEqual(parsed!.positionals);
      expect(exportsAProject(['export', ...args]), args.join(' ')).toBe(loneProject(parsed!.positionals) !== null);
    }
  });

  it('know a project file by the extension the CLI knows it by, and the options that take a value as it knows them', () => {
    expect(BIN_PROJECT_EXTENSION).toBe(PROJECT_FILE_EXTENSION);
    const takingValues = Object.entries(EXPORT_OPTIONS)
      .filter(([, option]) => option.type === 'string')
      .map(([name]) => name);
    expect([...EXPORT_VALUE_OPTIONS].sort()).toEqual(takingValues.sort());
  });
});

/**
 * A process that runs itself again (runAgainWith) with CHILD set and huge pages asked for, as on a
 * Linux whose THP is madvise under glibc 2.36, whatever this machine is; the child touches 64 MiB,
 * says what it saw, and ends as `end` says.
 */
function runAgain(end: string): ReturnType<typeof spawnSync> {
  const script = `
    const { hugePagesEnv } = require(${JSON.stringify(HUGE_PAGES)});
    const { runAgainWith } = require(${JSON.stringify(RUN_AGAIN)});
    if (!process.env.CHILD) {
      const env = { ...hugePagesEnv(process.env, 'linux', () => 'madvise', () => '2.36'), CHILD: '1' };
      runAgainWith(env, process.execArgv, () => process.stdout.write('ran here'));
    } else {
      const bytes = Buffer.alloc(64 * 1024 * 1024, 1);
      const rollup = require('node:fs').readFileSync('/proc/self/smaps_rollup', 'latin1');
      const huge = Number(/AnonHugePages:\\s+(\\d+)/.exec(rollup)[1]);
      process.stdout.write(JSON.stringify({ tunables: process.env.GLIBC_TUNABLES, huge, touched: bytes[7] }));
      ${end}
    }`;
  return spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, GLIBC_TUNABLES: '' } });
}

describe.runIf(process.platform === 'linux')('a command line run again', () => {
  it('ends with the child’s code, its large buffers in huge pages where the system gives them for asking', () => {
    const run = runAgain('process.exitCode = 3;');
    expect(run.status).toBe(3);
    const seen = JSON.parse(String(run.stdout)) as { tunables: string; huge: number; touched: number };
    expect(seen.touched).toBe(1);
    expect(seen.tunables).toBe('glibc.malloc.hugetlb=1');
    // Given only where this machine's kernel and glibc do give them for asking (THP madvise, glibc 2.35+).
    if (hugePagesEnv({ GLIBC_TUNABLES: '' }) !== null) expect(seen.huge).toBeGreaterThanOrEqual(32 * 1024); // kB: half the buffer at least (0 without the tunable)
  });

  it('ends by the signal that ended the child', () => {
    expect(runAgain("process.kill(process.pid, 'SIGTERM');").signal).toBe('SIGTERM');
  });

  it('passes a SIGTERM sent to it alone on to the child, which stops as it stops and says so', async () => {
    // The child waits, and on SIGTERM says so and ends with code 143 (the CLI removes what it staged first).
    const script = `
      const { runAgainWith } = require(${JSON.stringify(RUN_AGAIN)});
      if (!process.env.CHILD) runAgainWith({ ...process.env, CHILD: '1' }, process.execArgv, () => undefined);
      else {
        process.on('SIGTERM', () => { process.stdout.write('stopped'); process.exit(143); });
        process.stdout.write('ready');
        setInterval(() => undefined, 1000);
      }`;
    const parent = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    let sent = false;
    parent.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (!sent && out.includes('ready')) sent = parent.kill('SIGTERM');
    });
    const [code, signal] = (await once(parent, 'exit')) as [number | null, NodeJS.Signals | null];
    expect({ code, signal, out }).toEqual({ code: 143, signal: null, out: 'readystopped' });
  });

  it('runs the command here, with a line saying why, where the child cannot be started', () => {
    // A Node that is not there: spawn fails as it would with no memory or no processes left.
    const script = `
      const { runAgainWith } = require(${JSON.stringify(RUN_AGAIN)});
      Object.defineProperty(process, 'execPath', { value: '/nonexistent/node' });
      runAgainWith({ ...process.env, CHILD: '1' }, [], () => { process.stdout.write('ran here'); process.exitCode = 4; });`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect(run.status).toBe(4);
    expect(run.stdout).toBe('ran here');
    expect(run.stderr).toMatch(
      /^sitemap-studio: could not start a second process \(spawn \/nonexistent\/node ENOENT\); running in this one\.\n$/,
    );
  });
});
