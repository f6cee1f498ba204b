import { describe, expect, it } from 'vitest';
import { EXIT, parseCommandLine, type CliIo } from '../../../electron/cli/cli-io';

/** A usage that counts how often it was worded, and what the command printed. */
function watched(): { usage: () => string; worded: () => number; io: CliIo; printed: () => string } {
  let worded = 0;
  let printed = '';
  return {
    usage: () => (worded++, 'Usage: tool [--out DIR]'),
    worded: () => worded,
    io: { out: (text) => void (printed += text), err: (text) => void (printed += text) },
    printed: () => printed,
  };
}

const OPTIONS = { out: { type: 'string' } } as const;

describe('parseCommandLine', () => {
  it('words the usage only when it prints it: never for a command line it runs', () => {
    const run = watched();
    const parsed = parseCommandLine(['a.xml', '--out', 'dir'], run.io, OPTIONS, run.usage);
    expect(parsed).toMatchObject({ values: { out: 'dir' }, positionals: ['a.xml'] });
    expect(run.worded()).toBe(0);
    expect(run.printed()).toBe('');
  });

  it('prints the usage once for --help, and after what is wrong with a bad option', () => {
    const help = watched();
    expect(parseCommandLine(['--help'], help.io, OPTIONS, help.usage)).toBe(EXIT.ok);
    expect([help.worded(), help.printed()]).toEqual([1, 'Usage: tool [--out DIR]']);

    const bad = watched();
    expect(parseCommandLine(['--bogus'], bad.io, OPTIONS, bad.usage)).toBe(EXIT.usage);
    expect(bad.worded()).toBe(1);
    expect(bad.printed()).toMatch(/--bogus[\s\S]*\n\nUsage: tool \[--out DIR\]$/);
  });
});
