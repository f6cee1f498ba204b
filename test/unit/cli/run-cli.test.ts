import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT, usage } from '../../../electron/cli/run-cli';
import { cliRun } from '../../support/cli-run';
import { runCliEntry } from '../../support/cli-entry-run';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const { version } = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { version: string };

describe('runCli', () => {
  it.each([['--help'], ['-h'], ['help'], []])('prints the usage for %j and exits 0', async (...args) => {
    expect(await cliRun(...args)).toEqual({ code: 0, out: usage(), err: '' });
  });

  it('names itself and its options in the usage', () => {
    expect(usage()).toMatch(/^Usage: sitemap-studio <command>/);
    expect(usage()).toContain('--help');
    expect(usage()).toContain('--version');
  });

  it.each(['--version', '-v'])("prints package.json's version for %s and exits 0", async (flag) => {
    expect(await cliRun(flag)).toEqual({ code: 0, out: `${version}\n`, err: '' });
  });

  it('prefers --version over a command', async () => {
    expect(await cliRun('frobnicate', '--version')).toEqual({ code: 0, out: `${version}\n`, err: '' });
  });

  it('refuses an unknown command with exit 2 and a message on err', async () => {
    const { code, out, err } = await cliRun('frobnicate', 'sitemap.xml');
    expect(code).toBe(EXIT.usage);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain('Unknown command "frobnicate"');
    expect(err).toContain(usage());
  });

  it.each([['--frobnicate'], ['-x'], ['--help=yes']])('refuses the bad option %s with exit 2', async (option) => {
    const { code, out, err } = await cliRun(option);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain(option.replace(/=.*/, ''));
    expect(err).toContain(usage());
  });
});

describe('the CLI entry point', () => {
  const cli = (...args: string[]) => runCliEntry(args);

  it('prints the version from source and exits 0', { timeout: 25_000 }, async () => {
    expect(await cli('--version')).toEqual({ code: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('sets exit code 2 for an unknown command', { timeout: 25_000 }, async () => {
    const { code, stdout, stderr } = await cli('frobnicate');
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain('Unknown command "frobnicate"');
  });
});
