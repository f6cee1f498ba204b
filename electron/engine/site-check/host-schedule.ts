import type { PageCheck } from '../../../shared/site-check/page-check';
import type { HostRobots } from './host-robots';
import type { RetryState } from './polite-retry';
import { crawlDelayGapMs } from '../../../shared/site-check/crawl-delay';

/** A URL waiting for its turn, with its retries after 429/503 so far (RetryState). */
export interface QueuedUrl extends RetryState {
  url: string;
  /** For a second fetch (CheckJobOptions.secondFetch): the first fetch's result. */
  first?: PageCheck;
}

/** URLs in a row on one host that ended in the same 429 or 503, retries spent or refused. */
export interface RefusedRun {
  status: number;
  urls: number;
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
  /** The last URLs' run of refusals; null after any other answer. */
  refused: RefusedRun | null = null;

  constructor(
    readonly origin: string,
    private readonly rateGapMs: number,
  ) {}

  /** Between two starts: the rate's gap, or the site's Crawl-delay (up to a minute) when that is longer. */
  get gapMs(): number {
    return Math.max(this.rateGapMs, crawlDelayGapMs(this.robots?.report.crawlDelayMs ?? null));
  }

  /** A request to this host started at `at`: the next waits a gap. */
  started(at: number): void {
    this.nextStartAt = Math.max(this.nextStartAt, at + this.gapMs);
  }

  /** A URL's last answer was `status`: a run of 429 (or 503) grows by one, anything else ends it. */
  ended(status: number | null, refused: boolean): void {
    if (!refused || status === null) this.refused = null;
    else if (this.refused?.status === status) this.refused.urls += 1;
    else this.refused = { status, urls: 1 };
  }

  /** The host asked us to slow down: nothing starts for `ms`. */
  rest(now: number, ms: number): void {
    this.nextStartAt = Math.max(this.nextStartAt, now + ms);
  }
}
