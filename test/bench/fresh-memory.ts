// What memory costs the first time it is touched on this machine, beside a write to memory already
// touched. Every phase that fills new buffers (inflated members, columns, files built) pays it; on
// some virtual machines a page's first touch costs some 60 times its memset, and the figures of a
// day like that move with it while gzip's (the floors) do not.

/** Bytes written: large enough to be fresh pages from the system, not a reused pool. */
const PROBE_BYTES = 256 * 2 ** 20;

/** This machine's cost of writing memory, in ms per MiB: touched for the first time, and again. */
export interface FreshMemory {
  firstMsPerMiB: number;
  warmMsPerMiB: number;
}

/** Measures it now (a moment of the day: the first touch's cost moves with the machine's load). */
export function measureFreshMemory(): FreshMemory {
  const bytes = Buffer.allocUnsafeSlow(PROBE_BYTES);
  const timed = (value: number): number => {
    const start = process.hrtime.bigint();
    bytes.fill(value);
    return Number(process.hrtime.bigint() - start) / 1e6 / (PROBE_BYTES / 2 ** 20);
  };
  const firstMsPerMiB = timed(1);
  return { firstMsPerMiB, warmMsPerMiB: timed(2) };
}

/** One line: the first touch's cost in ms per MiB, a warm write's, and their ratio. */
export function freshMemoryNote(measured: FreshMemory = measureFreshMemory()): string {
  const { firstMsPerMiB: first, warmMsPerMiB: warm } = measured;
  return (
    `fresh memory: a first touch ${first.toFixed(2)} ms per MiB, a warm write ${warm.toFixed(3)} ms ` +
    `(${(first / warm).toFixed(0)}×; page faults, which phases filling new buffers pay and gzip does not)`
  );
}

/** A page fault's memory: Linux's base page, 4 KiB (a fault of a huge page is rarer and counted the same). */
export const PAGE_MIB = 4 / 1024;
