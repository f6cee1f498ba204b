import { describe, expect, it } from 'vitest';
import {
  backoffMs,
  FILE_REFUSALS_AT_CAP,
  FILES_REFUSED_TO_GIVE_UP,
  FILES_REFUSED_TO_GIVE_UP_SERVING,
  refusalsAtCapToGiveUp,
  stepsToCap,
  stepsToGiveUp,
} from '../../../../electron/engine/import/refusal-backoff';
import { DEFAULT_IMPORT_OPTIONS } from '../../../../shared/import-options';

const defaults = { baseMs: DEFAULT_IMPORT_OPTIONS.retryDelayMs, capMs: DEFAULT_IMPORT_OPTIONS.retryWaitCapMs };
const pauses = (backoff: { baseMs: number; capMs: number }, steps: number): number[] =>
  Array.from({ length: steps }, (_, at) => backoffMs(at + 1, backoff));
const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

describe('the pause of a host that refuses reads', () => {
  it('doubles per refusal in a row from the import pause to the cap: 2, 4, 8, 15 s by default', () => {
    expect(pauses(defaults, 6)).toEqual([2_000, 4_000, 8_000, 15_000, 15_000, 15_000]);
    expect(stepsToCap(defaults)).toBe(4);
  });

  it('gives a host refusing everything up within two minutes, and reads one letting a read through every 44 s', () => {
    // Pauses before the refusal that gives the host up: 104 s, the reads of three files refused at the cap.
    expect(sum(pauses(defaults, stepsToGiveUp(defaults) - 1))).toBe(104_000);
    expect(refusalsAtCapToGiveUp(false)).toBe(FILES_REFUSED_TO_GIVE_UP * FILE_REFUSALS_AT_CAP);
    expect(refusalsAtCapToGiveUp(true)).toBe(FILES_REFUSED_TO_GIVE_UP_SERVING * FILE_REFUSALS_AT_CAP);
    // A file's last read comes this long after its first: a rate that slow is still read.
    expect(sum(pauses(defaults, stepsToCap(defaults) + FILE_REFUSALS_AT_CAP - 1))).toBe(44_000);
    expect(FILES_REFUSED_TO_GIVE_UP).toBeLessThan(FILES_REFUSED_TO_GIVE_UP_SERVING);
  });

  it('reaches the cap from a pause of 0 or one above the cap', () => {
    expect(stepsToCap({ baseMs: 0, capMs: 1_024 })).toBe(11);
    expect(pauses({ baseMs: 20_000, capMs: 15_000 }, 2)).toEqual([15_000, 15_000]);
    expect(stepsToCap({ baseMs: 20_000, capMs: 15_000 })).toBe(1);
  });
});
