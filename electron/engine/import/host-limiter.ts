import { limitConcurrency } from '../limit-concurrency';

/** Runs at most `limit` tasks at once per host; the others wait their turn, first come first served. */
export class HostLimiter {
  private readonly perHost = new Map<string, ReturnType<typeof limitConcurrency>>();

  constructor(private readonly limit: number) {}

  run<T>(host: string, task: () => Promise<T>): Promise<T> {
    let limited = this.perHost.get(host);
    if (limited === undefined) {
      limited = limitConcurrency(this.limit);
      this.perHost.set(host, limited);
    }
    return limited(task);
  }
}
