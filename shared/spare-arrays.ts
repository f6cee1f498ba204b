/**
 * Large typed arrays kept after one pass for the next. A fresh ArrayBuffer of tens of megabytes
 * makes V8 start a full garbage collection, which with a million rows on the heap costs a large
 * part of an export or a validation; reusing the memory costs nothing. Spares are let go a minute
 * after they were last given back, so an idle app does not hold them.
 */
/** Enough for what one pass holds at once (the duplicate finder's two row arrays, the packer's two buffers). */
const MAX_SPARES_PER_LENGTH = 4;

export class SpareArrays<T extends { length: number }> {
  /** Given-back arrays by length (a packer gives back two of one length). */
  private readonly spares = new Map<number, T[]>();
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly create: (length: number) => T,
    /** Readies a spare for its next user (e.g. zero-fills it). */
    private readonly reset: (array: T) => void = () => {},
    private readonly keepMs = 60_000,
  ) {}

  /** An array of `length`: a spare when there is one (reset), else a new one. Nobody else holds it. */
  take(length: number): T {
    const spare = this.spares.get(length)?.pop();
    if (spare === undefined) return this.create(length);
    this.reset(spare);
    return spare;
  }

  /** Gives an array back once its user is done with it for good. */
  give(array: T): void {
    const same = this.spares.get(array.length) ?? [];
    if (same.length < MAX_SPARES_PER_LENGTH && !same.includes(array)) same.push(array);
    this.spares.set(array.length, same);
    if (this.timer !== null) clearTimeout(this.timer);
    const timer = setTimeout(() => this.spares.clear(), this.keepMs);
    // In Node, do not keep a process alive for this.
    (timer as { unref?: () => void }).unref?.();
    this.timer = timer;
  }
}
