import { describe, expect, it } from 'vitest';
import { runSteps, runStepsListening } from '../../../shared/run-steps';

function* counting(steps: number): Generator<void, number, void> {
  for (let done = 0; done < steps; done++) yield;
  return steps;
}

function* endless(): Generator<void, never, void> {
  for (;;) yield;
}

describe('stepped work run to its end', () => {
  it('gives the same result at once and listening', async () => {
    expect(runSteps(counting(1_000))).toBe(1_000);
    expect(await runStepsListening(counting(1_000))).toBe(1_000);
  });

  it('lets the event loop run between steps, so a Ctrl-C (an abort from a timer) stops work that would never end', async () => {
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 20);
    await expect(runStepsListening(endless(), stop.signal, 5)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
