/**
 * Reads of one host past its first refusal (a 429 or 503) that may be refused in a row, beyond the
 * reads sent together before it (the limit per host), before the host is taken to refuse every
 * read: its files not yet asked for are then not asked for at all (a server refusing everything
 * would otherwise cost every file its reads and waits). A rate limit paced one read at a time lets
 * every other read through, so four in a row is a refusal, not a rate.
 */
export const PACED_REFUSALS_TO_GIVE_UP = 4;

/** One host's turns: how many may run at once, how many do, who waits, and when it may be asked again. */
interface HostTurns {
  limit: number;
  running: number;
  /** Tasks waiting for a turn, each woken with the turn already counted as its own. */
  waiting: Array<() => void>;
  /** When the host may be asked again (a Retry-After, or a refused file's wait), ms since the epoch. */
  pausedUntil: number;
  /** Wakes the waiting tasks at the end of the pause. */
  timer: NodeJS.Timeout | null;
  /** Its reads refused since one was last answered otherwise. */
  refusalsInARow: number;
}

/**
 * Runs at most `limit` tasks at once per host; the others wait their turn, first come first served
 * (a file read again before them). From a host's first refusal (a 429 or 503, with or without
 * Retry-After) its limit drops to one: reads let go together met its rate limit at once and were
 * refused again (nginx allowing 2 requests a second, an index of 60 sitemaps: 58 read). A paused
 * host (pauseUntil: the wait it asked for, or a refused file's) gives no turn until then, so the
 * file read again after the pause, first in line, is the first request it gets.
 */
export class HostLimiter {
  private readonly hosts = new Map<string, HostTurns>();

  constructor(private readonly limit: number) {}

  /**
   * Runs `task` in `host`'s turn (a cancel, `signal`, ends the wait for it at once: the task then
   * runs to see it). `again`: a file read again, which goes before the files waiting for their first read.
   */
  async run<T>(host: string, task: () => Promise<T>, signal?: AbortSignal, again = false): Promise<T> {
    const turns = this.turnsOf(host);
    if (turns.waiting.length === 0 && this.free(turns)) turns.running++;
    else await this.inLine(turns, again, signal);
    try {
      return await task();
    } finally {
      turns.running--;
      this.wake(turns);
    }
  }

  /** `host` refused a read (429 or 503): one task at a time from now on. */
  refused(host: string): void {
    const turns = this.turnsOf(host);
    turns.limit = 1;
    turns.refusalsInARow++;
  }

  /** `host` answered a read otherwise than with a refusal. */
  answered(host: string): void {
    this.turnsOf(host).refusalsInARow = 0;
  }

  /** No task of `host` starts before `at` (ms since the epoch); a later pause already set stands. */
  pauseUntil(host: string, at: number): void {
    const turns = this.turnsOf(host);
    if (at > turns.pausedUntil) turns.pausedUntil = at;
  }

  /** How many reads `host` refused in a row, when that many make it a host that refuses every read; else null. */
  refusingAll(host: string): number | null {
    const refusals = this.hosts.get(host)?.refusalsInARow ?? 0;
    return refusals >= this.limit + PACED_REFUSALS_TO_GIVE_UP ? refusals : null;
  }

  private turnsOf(host: string): HostTurns {
    let turns = this.hosts.get(host);
    if (turns === undefined) {
      turns = { limit: this.limit, running: 0, waiting: [], pausedUntil: 0, timer: null, refusalsInARow: 0 };
      this.hosts.set(host, turns);
    }
    return turns;
  }

  private free(turns: HostTurns): boolean {
    return turns.running < turns.limit && Date.now() >= turns.pausedUntil;
  }

  /** Waits in line for a turn; a cancel takes the task out of the line and gives it a turn at once. */
  private inLine(turns: HostTurns, again: boolean, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve) => {
      const cancelled = (): void => {
        turns.waiting = turns.waiting.filter((item) => item !== woken);
        // Nobody left to wake: the timer must not hold a cancelled import's process for the rest of the pause.
        if (turns.waiting.length === 0 && turns.timer !== null) clearTimeout(turns.timer);
        if (turns.waiting.length === 0) turns.timer = null;
        turns.running++;
        resolve();
      };
      const woken = (): void => {
        signal?.removeEventListener('abort', cancelled);
        resolve();
      };
      if (signal?.aborted) return cancelled();
      signal?.addEventListener('abort', cancelled, { once: true });
      if (again) turns.waiting.unshift(woken);
      else turns.waiting.push(woken);
      this.wake(turns);
    });
  }

  /** Hands the free turns to the tasks waiting, in order; while the host is paused, none until the pause ends. */
  private wake(turns: HostTurns): void {
    while (turns.waiting.length > 0 && this.free(turns)) {
      turns.running++;
      turns.waiting.shift()!();
    }
    const left = turns.pausedUntil - Date.now();
    if (turns.waiting.length > 0 && left > 0 && turns.timer === null) {
      turns.timer = setTimeout(() => {
        turns.timer = null;
        this.wake(turns);
      }, left);
    }
  }
}
