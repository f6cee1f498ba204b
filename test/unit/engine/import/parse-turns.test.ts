import { describe, expect, it } from 'vitest';
import { ParseTurns } from '../../../../electron/engine/import/parse-turns';

/** Whether `promise` has settled once every pending callback ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('ParseTurns', () => {
  it('lets a place go once every place before it is open, not before', async () => {
    const turns = new ParseTurns();
    const [first, second, third] = [turns.take(), turns.take(), turns.take()];
    expect(await settled(first.before)).toBe(true);
    expect(await settled(second.before)).toBe(false);
    // The second opened (its read failed) before the first asked: the third still waits for the first.
    second.open();
    expect(await settled(third.before)).toBe(false);
    first.open();
    expect(await settled(second.before)).toBe(true);
    expect(await settled(third.before)).toBe(true);
  });

  it('gives a place taken after every other opened its go at once', async () => {
    const turns = new ParseTurns();
    turns.take().open();
    expect(await settled(turns.take().before)).toBe(true);
  });
});
