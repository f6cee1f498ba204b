import { limitConcurrency } from '../limit-concurrency';
import { pause } from './pause';

/**
 * Runs at most `limit` tasks at once per host; the others wait their turn, first come first served.
 * A host that asked to be left alone for a while (a 429's or 503's Retry-After: pauseUntil) starts
 * no task until then (a task whose turn came waits in it), and one at a time after.
 */
export class HostLimiter {
  private readonly perHost = new Map<string, ReturnType<typeof limitConcurrency>>();
  /** When each paused host may be asked again, ms since the epoch. */
  private readonly pausedUntil = new Map<string, number>();
  /**
   * A host that asked to wait once is read one task at a time from then on: its tasks' turns
   * released together at the end of a pause met its rate limit at once and were refused again,
   * and a file refused on its second read is lost (nginx allowing 2 requests a second, 60 sitemaps:
   * 34 read with four at once after each pause, 58 one at a time, in 113 s rather than 34).
   */
  private readonly oneByOne = new Map<string, ReturnType<typeof limitConcurrency>>();

  constructor(private readonly limit: number) {}

  /**
   * Runs `task` in `host`'s turn, once the host's pause is over (a cancel, `signal`, ends that wait
   * at once); one at a time once the host asked to wait.
   */
  run<T>(host: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    let limited = this.perHost.get(host);
    if (limited === undefined) {
      limited = limitConcurrency(this.limit);
      this.perHost.set(host, limited);
    }
    return limited(async () => {
      await this.resumed(host, signal);
      const oneByOne = this.oneByOne.get(host);
      return oneByOne ? oneByOne(async () => (await this.resumed(host, signal), task())) : task();
    });
  }

  /** No task of `host` starts before `at` (ms since the epoch); a later pause already set stands. */
  pauseUntil(host: string, at: number): void {
    if (at > (this.pausedUntil.get(host) ?? 0)) this.pausedUntil.set(host, at);
    if (!this.oneByOne.has(host)) this.oneByOne.set(host, limitConcurrency(1));
  }

  /** Waits until `host` is not paused (a pause set meanwhile is waited for too); false once `signal` aborted. */
  async resumed(host: string, signal: AbortSignal | undefined): Promise<boolean> {
    for (;;) {
      const left = (this.pausedUntil.get(host) ?? 0) - Date.now();
      if (left <= 0) return !signal?.aborted;
      if (!(await pause(left, signal))) return false;
    }
  }
}
