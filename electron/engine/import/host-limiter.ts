import { limitConcurrency } from '../limit-concurrency';
import { pause } from './pause';

/**
 * Runs at most `limit` tasks at once per host; the others wait their turn, first come first served.
 * A host that asked to be left alone for a while (a 429's or 503's Retry-After: pauseUntil) starts
 * no task until then: a task whose turn came waits in it.
 */
export class HostLimiter {
  private readonly perHost = new Map<string, ReturnType<typeof limitConcurrency>>();
  /** When each paused host may be asked again, ms since the epoch. */
  private readonly pausedUntil = new Map<string, number>();

  constructor(private readonly limit: number) {}

  /** Runs `task` in `host`'s turn, once the host's pause is over; a cancel (`signal`) ends that wait at once. */
  run<T>(host: string, task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    let limited = this.perHost.get(host);
    if (limited === undefined) {
      limited = limitConcurrency(this.limit);
      this.perHost.set(host, limited);
    }
    return limited(async () => {
      await this.resumed(host, signal);
      return task();
    });
  }

  /** No task of `host` starts before `at` (ms since the epoch); a later pause already set stands. */
  pauseUntil(host: string, at: number): void {
    if (at > (this.pausedUntil.get(host) ?? 0)) this.pausedUntil.set(host, at);
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
