import { describe, expect, it } from 'vitest';
import { Wakeup } from '../../../electron/engine/wakeup';

describe('Wakeup', () => {
  it('resolves at once when its state is ready already, and waits for a wake when not', async () => {
    const wakeup = new Wakeup();
    let ready = true;
    await wakeup.until(() => ready);
    ready = false;
    let woken = false;
    const waiting = wakeup.until(() => ready).then(() => (woken = true));
    await Promise.resolve();
    expect(woken).toBe(false);
    wakeup.wake();
    await waiting;
    expect(woken).toBe(true);
  });

  it('wakes only the one waiting: a wake with no one waiting is not kept for the next', async () => {
    const wakeup = new Wakeup();
    wakeup.wake();
    let woken = false;
    const waiting = wakeup.next().then(() => (woken = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(woken).toBe(false);
    wakeup.wake();
    await waiting;
    expect(woken).toBe(true);
  });
});
