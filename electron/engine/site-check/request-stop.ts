/**
 * The signal one check's requests run under: it aborts when the caller cancels or when the check's
 * total deadline passes, and remembers which, so the failure can say so. One listener on the
 * caller's signal, removed by `release` (a job's signal outlives thousands of checks).
 */
export class RequestStop {
  readonly signal: AbortSignal;
  private readonly controller = new AbortController();
  private readonly timer: NodeJS.Timeout;
  private timedOut = false;
  private readonly onCancel = (): void => this.controller.abort();

  constructor(
    private readonly cancel: AbortSignal | undefined,
    readonly deadlineMs: number,
  ) {
    this.signal = this.controller.signal;
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort();
    }, deadlineMs);
    if (cancel?.aborted) this.controller.abort();
    else cancel?.addEventListener('abort', this.onCancel, { once: true });
  }

  /** What stopped the requests, if anything: the caller, or the deadline (its length). */
  get reason(): { cancelled: boolean; deadlineMs: number | null } {
    return { cancelled: this.cancel?.aborted === true, deadlineMs: this.timedOut ? this.deadlineMs : null };
  }

  release(): void {
    clearTimeout(this.timer);
    this.cancel?.removeEventListener('abort', this.onCancel);
  }
}
