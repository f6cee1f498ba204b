import { describe, expect, it } from 'vitest';
import { progressLines } from '../../../electron/cli/progress-lines';

describe('progressLines', () => {
  it('rewrites the last line in place on a terminal, and clears it with ""', () => {
    const written: string[] = [];
    const show = progressLines((text) => void written.push(text), { terminal: true });
    show('Read 1 file');
    show('');
    expect(written).toEqual(['\r\u001b[2KRead 1 file', '\r\u001b[2K']);
  });

  // A log without a terminal heard nothing of an import a host kept waiting for nine minutes.
  it('elsewhere writes a whole line now and then, the first only that long after the start, never ""', () => {
    let clock = 1_000;
    const written: string[] = [];
    const show = progressLines((text) => void written.push(text), { terminal: false, everyMs: 100, now: () => clock });
    show('at once');
    clock += 99;
    show('too soon');
    clock += 1;
    show('first');
    show('right after');
    clock += 150;
    show('');
    show('second');
    expect(written).toEqual(['first\n', 'second\n']);
  });
});
