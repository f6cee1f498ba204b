import type { HostRobots } from './host-robots';

/** A URL waiting for its turn; `attempt` counts the requests already made for it (retries after 429/503). */
export interface QueuedUrl {
  url: string;
  attempt: number;
}

/**
 * One origin's share of a check job: the URLs waiting for it, the requests in flight to it, and
 * the earliest time the next one may start (gap between starts, or a rest a 429/503 asked for).
 */
export class HostSchedule {
  readonly queue: QueuedUrl[] = [];
  inFlight = 0;
  nextStartAt = 0;
  /** undefined while robots.txt is being read; null when the job does not obey it. */
  robots: HostRobots | null | undefined = undefined;
  /** Settles with `robots` once it is known (null when the job does not obey robots.txt or was cancelled). */
  robotsKnown: Promise<HostRobots | null> = Promise.resolve(null);

  constructor(
    readonly origin: string,
    private readonly rateGapMs: number,
  ) {}

  /** Between two starts: the rate's gap, or the site's Crawl-delay when that is longer. */
  get gapMs(): number {
    return Math.max(this.rateGapMs, this.robots?.report.crawlDelayMs ?? 0);
  }

  /** A request to this host started at `at`: the next waits a gap. */
  started(at: number): void {
    this.nextStartAt = Math.max(this.nextStartAt, at + this.gapMs);
  }

  /** The host asked us to slow down: nothing starts for `ms`. */
  rest(now: number, ms: number): void {
    this.nextStartAt = Math.max(this.nextStartAt, now + ms);
  }
}
