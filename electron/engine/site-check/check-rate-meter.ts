/** Seconds of history the rate is taken over: long enough to be steady, short enough to follow a pause. */
const WINDOW_SECONDS = 10;

/**
 * Results per second over the last few seconds, counted in one bucket per second, so memory stays
 * the same at two results a second or two thousand.
 */
export class RateMeter {
  private readonly seconds = new Float64Array(WINDOW_SECONDS).fill(-Infinity);
  private readonly counts = new Uint32Array(WINDOW_SECONDS);

  constructor(private readonly startedAt: number) {}

  record(now: number): void {
    const second = Math.floor(now / 1000);
    const slot = second % WINDOW_SECONDS;
    if (this.seconds[slot] !== second) {
      this.seconds[slot] = second;
      this.counts[slot] = 0;
    }
    this.counts[slot] = this.counts[slot]! + 1;
  }

  perSecond(now: number): number {
    const second = Math.floor(now / 1000);
    let sum = 0;
    for (let slot = 0; slot < WINDOW_SECONDS; slot++) {
      if (this.seconds[slot]! > second - WINDOW_SECONDS) sum += this.counts[slot]!;
    }
    const windowStart = Math.max(this.startedAt, (second - WINDOW_SECONDS + 1) * 1000);
    // At least a second, so the first few results do not promise a rate they cannot keep.
    return sum / (Math.max(1000, now - windowStart) / 1000);
  }
}
