/**
 * Second reads that failed again, per host, before any succeeded: at this many a host is taken to
 * be down, and its other files are not read twice. Without it every file of a host in maintenance
 * paid the pause: 200 sitemaps of an index answering 503 took 100 s of pauses four at a time,
 * 10,000 over 80 minutes. A second read answered 429 does not count: that host is up, asking for
 * fewer requests, and does not count as one that succeeded either (readSource).
 */
export const FAILED_RETRIES_PER_HOST = 3;

/** How a second read went: `refused`, a 429 (or none made: cancelled), tells nothing of whether its host is down. */
export type SecondReadOutcome = 'read' | 'failed' | 'refused';

/**
 * Which hosts a file that failed in passing may still be read again from (readSource's second read).
 * The second reads under way count as if they failed, so that files failing at once on a host in
 * trouble cannot all pass before any has settled: one beyond the limit waits for one to settle.
 */
export class HostRetries {
  private readonly failedAgain = new Map<string, number>();
  private readonly underWay = new Map<string, number>();
  /** Files waiting to learn whether their host is down, woken as each second read settles. */
  private readonly waiting = new Map<string, Array<() => void>>();

  /**
   * True, and a second read of `host` is under way until `settled`, while fewer than
   * FAILED_RETRIES_PER_HOST second reads on it have failed since one last succeeded, those under
   * way counted too (then it waits for them); false when that many failed.
   */
  async begin(host: string): Promise<boolean> {
    for (;;) {
      const going = this.underWay.get(host) ?? 0;
      if ((this.failedAgain.get(host) ?? 0) + going < FAILED_RETRIES_PER_HOST) {
        this.underWay.set(host, going + 1);
        return true;
      }
      if (going === 0) return false;
      await new Promise<void>((resolve) => this.waiting.set(host, [...(this.waiting.get(host) ?? []), resolve]));
    }
  }

  /** Notes how a second read `begin` let through went: one that was read makes the host worth retrying again. */
  settled(host: string, outcome: SecondReadOutcome): void {
    this.underWay.set(host, (this.underWay.get(host) ?? 1) - 1);
    if (outcome !== 'refused')
      this.failedAgain.set(host, outcome === 'failed' ? (this.failedAgain.get(host) ?? 0) + 1 : 0);
    const woken = this.waiting.get(host) ?? [];
    this.waiting.delete(host);
    for (const wake of woken) wake();
  }
}
