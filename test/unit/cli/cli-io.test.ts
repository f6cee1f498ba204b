import { describe, expect, it } from 'vitest';
import { EXIT, parseCommandLine, type CliIo } from '../../../electron/cli/cli-io';

/** A usage that counts how often it was worded, and what the command wrote to stdout and stderr. */
function watched(): { usage: () => string; worded: () => number; io: CliIo; out: () => string; err: () => string } {
  let worded = 0;
  let out = '';
  let err = '';
  return {
    usage: () => (worded++, 'Usage: tool [--out DIR]'),
    worded: () => worded,
    io: { out: (text) => void (out += text), err: (text) => void (err += text) },
    out: () => out,
    err: () => err,
  };
}

const OPTIONS = { out: { type: 'string' } } as const;

describe('parseCommandLine', () => {
  it('words the usage only when it prints it: never for a command line it runs', () => {
    const run = watched();
    const parsed = parseCommandLine(['a.xml', '--out', 'dir'], run.io, OPTIONS, run.usage);
    expect(parsed).toMatchObject({ values: { out: 'dir' }, positionals: ['a.xml'] });
    expect([run.worded(), run.out(), run.err()]).toEqual([0, '', '']);
  });

  it('prints the usage once on stdout for --help, and on stderr after what is wrong with a bad option', () => {
    const help = watched();
    expect(parseCommandLine(['--help'], help.io, OPTIONS, help.usage)).toBe(EXIT.ok);
    expect([help.worded(), help.out(), help.err()]).toEqual([1, 'Usage: tool [--out DIR]', '']);

    const bad = watched();
    expect(parseCommandLine(['--bogus'], bad.io, OPTIONS, bad.usage)).toBe(EXIT.usage);
    expect([bad.worded(), bad.out()]).toEqual([1, '']);
    expect(bad.err()).toMatch(/--bogus[\s\S]*\n\nUsage: tool \[--out DIR\]$/);
  });
});
