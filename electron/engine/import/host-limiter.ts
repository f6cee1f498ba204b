/** Runs at most `limit` tasks at once per host; the others wait their turn, first come first served. */
export class HostLimiter {
  private readonly running = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly limit: number) {}

  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    await this.acquire(host);
    try {
      return await task();
    } finally {
      this.release(host);
    }
  }

  private async acquire(host: string): Promise<void> {
    const running = this.running.get(host) ?? 0;
    if (running < this.limit) return void this.running.set(host, running + 1);
    const queue = this.waiting.get(host) ?? [];
    this.waiting.set(host, queue);
    // The slot is handed over by release, so the count stays as it is.
    await new Promise<void>((resolve) => queue.push(resolve));
  }

  private release(host: string): void {
    const queue = this.waiting.get(host);
    const next = queue?.shift();
    if (queue?.length === 0) this.waiting.delete(host);
    if (next) return next();
    const running = this.running.get(host)! - 1;
    if (running === 0) this.running.delete(host);
    else this.running.set(host, running);
  }
}
