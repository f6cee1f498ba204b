import { MAX_TIMER_MS } from '../timer-limit';
import { steadyNow } from '../steady-now';

/**
 * A crawl's time limit, counted only while it runs: `onExpired` is called once `limitMs` of running
 * time have passed (never with a limit of 0), on the steady clock (steadyNow). Pausing stops the
 * clock; resuming starts it again.
 */
export class CrawlClock {
  private leftMs: number;
  private startedAt = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    limitMs: number,
    private readonly onExpired: () => void,
  ) {
    this.leftMs = limitMs > 0 ? limitMs : Infinity;
    this.resume();
  }

  pause(): void {
    if (this.timer === null) return;
    clearTimeout(this.timer);
    this.timer = null;
    this.leftMs -= steadyNow() - this.startedAt;
  }

  resume(): void {
    if (this.timer !== null || this.leftMs === Infinity) return;
    this.startedAt = steadyNow();
    this.timer = setTimeout(() => this.wake(), Math.min(this.leftMs, MAX_TIMER_MS));
  }

  /** A limit longer than one timer can wait wakes early, counts the time that ran and waits again. */
  private wake(): void {
    this.timer = null;
    this.leftMs -= steadyNow() - this.startedAt;
    if (this.leftMs > 0) return this.resume();
    this.leftMs = Infinity;
    this.onExpired();
  }

  stop(): void {
    this.pause();
    this.leftMs = Infinity;
  }
}
