import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../../electron/engine/collect-garbage';

const arrayBufferMiB = (): number => process.memoryUsage().arrayBuffers / 2 ** 20;

/** 128 MiB of shared memory, touched (as a parsed file's text is) and let go as the function returns. */
function holdAndLetGo(): number {
  const held = Array.from({ length: 4 }, () => new Uint8Array(new SharedArrayBuffer(32 * 2 ** 20)));
  for (const bytes of held) bytes.fill(1);
  return arrayBufferMiB();
}

describe('a full collection on demand', () => {
  it('frees shared memory this thread let go of, which V8 would keep while its heap stays small, each time', async () => {
    for (let round = 0; round < 2; round++) {
      const before = holdAndLetGo();
      collectGarbage();
      // V8 frees the memory behind dead buffers on a helper thread, just after the collection.
      for (let waited = 0; waited < 50 && before - arrayBufferMiB() < 128; waited++) await sleep(20);
      expect(before - arrayBufferMiB()).toBeGreaterThanOrEqual(128);
    }
  });
});
