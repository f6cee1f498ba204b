import { describe, expect, it, vi } from 'vitest';
import { HostLimiter, TIMEOUTS_TO_GIVE_UP, type Refused } from '../../../../electron/engine/import/host-limiter';
import { stepsToCap } from '../../../../electron/engine/import/refusal-backoff';

const HOST = 'sitemaps.example';
/** 1, then 2 ms: the cap reached at the second step. */
const BACKOFF = { baseMs: 1, capMs: 2 };

/**
 * A file its host refuses every time, read as readSource reads it: in line again first after each
 * refusal, until refused for good. Its reads (none once the host is given up).
 */
async function refusedFile(hosts: HostLimiter): Promise<number> {
  let reads = 0;
  let refusedAtCap = 0;
  for (let again = false; ; again = true) {
    const refused = await hosts.run(
      HOST,
      async (turn): Promise<Refused | null> => {
        if (hosts.givenUp(HOST) !== null) return null;
        reads++;
        await new Promise((resolve) => setTimeout(resolve, 1));
        return turn.refused(null, refusedAtCap);
      },
      undefined,
      again,
    );
    if (refused === null || refused.forGood) return reads;
    if (refused.atCap) refusedAtCap++;
  }
}

describe('a host refusing every read', () => {
  it('is not given up by files all asked before its first refusal, however often refused at the cap; a file asked after them is what gives it up', async () => {
    expect(stepsToCap(BACKOFF)).toBe(2);
    const hosts = new HostLimiter(4, BACKOFF);
    // Three files asked together, each refused for good: as many refusals at the cap as give a host up,
    // but none of a file asked since, which could show that the host serves what it was not asked yet.
    const reads = await Promise.all([0, 1, 2].map(() => refusedFile(hosts)));
    expect(reads.sort((one, other) => one - other)).toEqual([1 + 2, 1 + 2, 1 + 1 + 2]);
    expect(hosts.givenUp(HOST)).toBeNull();

    // Refused at the cap on its first read: the host refuses every file.
    expect(await refusedFile(hosts)).toBe(1);
    expect(hosts.givenUp(HOST)).toEqual({ why: 'refusing', refusals: 11, capMs: BACKOFF.capMs });
  });
});

describe("a refusal's pause", () => {
  // It was counted on the wall clock: set back a minute (a time sync, a clock changed by hand), the host
  // was asked nothing for a minute more; set ahead, it was asked again at once.
  it.each([
    ['set back a minute', -60_000],
    ['set ahead an hour', 3_600_000],
  ])('lasts as long as it says when the wall clock is %s meanwhile', async (_how, shiftMs) => {
    const hosts = new HostLimiter(4, { baseMs: 300, capMs: 1_000 });
    const { waitMs } = await hosts.run(HOST, async (turn) => turn.refused(null, 0));
    expect(waitMs).toBe(300);
    const wallClock = Date.now;
    const shifted = vi.spyOn(Date, 'now').mockImplementation(() => wallClock.call(Date) + shiftMs);
    try {
      const asked = performance.now();
      const read = hosts.run(HOST, async () => performance.now() - asked, undefined, true);
      const waited = await Promise.race([
        read,
        new Promise<string>((resolve) => setTimeout(resolve, 3_000, 'waiting')),
      ]);
      expect(waited).toBeTypeOf('number');
      expect(waited).toBeGreaterThanOrEqual(250);
    } finally {
      shifted.mockRestore();
    }
  });
});

describe('the end of a pause', () => {
  // Time passes between any two readings of the clock on a busy machine; here a millisecond each. The
  // end of the pause was read twice, once to see whether it had come and once for how long to wait
  // for it: when it fell between the two, no file was woken and no timer set, and the host's files
  // waited for ever (an import hung until its test's time ran out, now and then, in loaded runs).
  // Two pauses a millisecond apart: one of them ends between two such readings.
  it.each([10, 11])(
    'gives the file in line its turn however the clock moves between its readings (%i ms)',
    async (pauseMs) => {
      const hosts = new HostLimiter(1, { baseMs: pauseMs, capMs: pauseMs });
      let clock = performance.now();
      const stepping = vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
      try {
        let answer!: () => void;
        const refused = hosts.run(HOST, async (turn) => {
          await new Promise<void>((resolve) => (answer = resolve));
          return turn.refused(null, 0);
        });
        const inLine = hosts.run(HOST, async () => 'read', undefined, true);
        answer();
        expect((await refused).waitMs).toBe(pauseMs);
        const next = await Promise.race([
          inLine,
          new Promise<string>((resolve) => setTimeout(resolve, 2_000, 'still in line')),
        ]);
        expect(next).toBe('read');
      } finally {
        stepping.mockRestore();
      }
    },
  );
});

describe('a pause longer than one timer can wait', () => {
  // setTimeout fires at once past 2^31 - 1 ms (about 24.8 days): the host's timer fired every millisecond
  // for as long as the pause lasted, the import spinning (review 11).
  it('is waited out, with a timer armed again only at the longest wait (a Retry-After of 30 days)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const day = 86_400_000;
      const hosts = new HostLimiter(1, { baseMs: 1, capMs: 40 * day });
      let answer!: () => void;
      const refused = hosts.run(HOST, async (turn) => {
        await new Promise<void>((resolve) => (answer = resolve));
        return turn.refused(30 * day, 0);
      });
      let read = false;
      const inLine = hosts.run(HOST, async () => void (read = true), undefined, true);
      answer();
      expect((await refused).waitMs).toBe(30 * day);
      const armed = vi.spyOn(globalThis, 'setTimeout');
      await vi.advanceTimersByTimeAsync(1_000);
      expect(armed).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(30 * day - 1_001);
      expect(read).toBe(false);
      expect(armed).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      await inLine;
      expect(read).toBe(true);
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
    }
  });

  // The net probe: an index of 1,111 files on one host printed Node's MaxListenersExceededWarning.
  it('holds thousands of files in line on one cancel signal without a warning of a leak', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error): void => void warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const hosts = new HostLimiter(2, BACKOFF);
      const { signal } = new AbortController();
      const reads = Array.from({ length: 200 }, (_, i) => hosts.run(HOST, async () => i, signal));
      expect((await Promise.all(reads)).length).toBe(200);
      await new Promise((resolve) => setImmediate(resolve)); // a warning is emitted on the next turn
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });
});

describe('a host whose reads time out', () => {
  const timedOut = (hosts: HostLimiter): Promise<void> => hosts.run(HOST, async (turn) => turn.timedOut());
  /** Times out `count` reads one after another: the host is given up at the last, not before. */
  async function givenUpAt(hosts: HostLimiter, count: number): Promise<void> {
    for (let i = 1; i < count; i++) await timedOut(hosts);
    expect(hosts.givenUp(HOST)).toBeNull();
    await timedOut(hosts);
    expect(hosts.givenUp(HOST)).toEqual({ why: 'not-answering', timeouts: count });
  }

  it('is given up at TIMEOUTS_TO_GIVE_UP in a row; a read asked after the first of them and answered starts the row again', async () => {
    const hosts = new HostLimiter(4, BACKOFF);
    for (let i = 1; i < TIMEOUTS_TO_GIVE_UP; i++) await timedOut(hosts);
    expect(hosts.givenUp(HOST)).toBeNull();
    await hosts.run(HOST, async (turn) => turn.answered());
    await givenUpAt(hosts, TIMEOUTS_TO_GIVE_UP);
  });

  it('does not count a timeout of a read asked before one answered, whichever ended first', async () => {
    const hosts = new HostLimiter(4, BACKOFF);
    // Three slow reads, then a quick one asked after them that answers before they time out: the host serves.
    const ends: Array<() => void> = [];
    const slow = [0, 1, 2].map(() =>
      hosts.run(HOST, (turn) => new Promise<void>((resolve) => ends.push(() => resolve(turn.timedOut())))),
    );
    await hosts.run(HOST, async (turn) => turn.answered());
    expect(ends).toHaveLength(3);
    for (const end of ends) end();
    await Promise.all(slow);
    // Only the timeouts since are in a row: given up at the eighth of them, not the fifth.
    await givenUpAt(hosts, TIMEOUTS_TO_GIVE_UP);
  });

  it('takes twice the reads a host has at once, where that is more than TIMEOUTS_TO_GIVE_UP', async () => {
    await givenUpAt(new HostLimiter(16, BACKOFF), 32);
  });

  it('is not saved by a read asked before them that answers late: it says nothing of the host since', async () => {
    const hosts = new HostLimiter(4, BACKOFF);
    let answer = (): void => undefined;
    const early = hosts.run(HOST, (turn) => new Promise<void>((resolve) => (answer = () => resolve(turn.answered()))));
    for (let i = 1; i < TIMEOUTS_TO_GIVE_UP; i++) await timedOut(hosts);
    answer();
    await early;
    await timedOut(hosts);
    expect(hosts.givenUp(HOST)).toEqual({ why: 'not-answering', timeouts: TIMEOUTS_TO_GIVE_UP });
  });
});
