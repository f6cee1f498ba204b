/**
 * Second reads that failed again, per host, before any succeeded: at this many a host is taken to
 * be down, and its other files are not read twice. Without it every file of a host in maintenance
 * paid the pause: 200 sitemaps of an index answering 503 took 100 s of pauses four at a time,
 * 10,000 over 80 minutes. A second read answered 429 does not count: that host is up, asking for
 * fewer requests, and does not count as one that succeeded either (readSource).
 */
export const FAILED_RETRIES_PER_HOST = 3;

/** Which hosts a file that failed in passing may still be read again from (readSource's second read). */
export class HostRetries {
  private readonly failedAgain = new Map<string, number>();

  /** True while fewer than FAILED_RETRIES_PER_HOST second reads on `host` have failed since one last succeeded. */
  mayRetry(host: string): boolean {
    return (this.failedAgain.get(host) ?? 0) < FAILED_RETRIES_PER_HOST;
  }

  /** Notes how a second read on `host` went: one that succeeded makes the host worth retrying again. */
  settled(host: string, failedAgain: boolean): void {
    this.failedAgain.set(host, failedAgain ? (this.failedAgain.get(host) ?? 0) + 1 : 0);
  }
}
