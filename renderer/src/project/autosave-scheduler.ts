/** When the recovery copy is written: a short while after changes stop, and at least this often while they go on. */
export interface AutosaveTiming {
  debounceMs: number;
  intervalMs: number;
}

export const RECOVERY_TIMING: AutosaveTiming = { debounceMs: 2000, intervalMs: 45_000 };

export interface AutosaveTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Decides when to write: `changed()` after every change; the write runs `debounceMs` after the last
 * change, or `intervalMs` after the first unwritten one if changes never pause. One write at a time:
 * changes made during a write are written after it. Timers are injected so tests control time.
 */
export function createAutosaveScheduler(
  timing: AutosaveTiming,
  write: () => Promise<void>,
  timers: AutosaveTimers = globalThis,
) {
  let quiet: unknown = null;
  let deadline: unknown = null;
  let pending = false;
  let writing = false;

  function clear(): void {
    if (quiet !== null) timers.clearTimeout(quiet);
    if (deadline !== null) timers.clearTimeout(deadline);
    quiet = deadline = null;
  }

  async function flush(): Promise<void> {
    clear();
    if (!pending || writing) return;
    pending = false;
    writing = true;
    try {
      await write();
    } finally {
      writing = false;
      if (pending) schedule();
    }
  }

  function schedule(): void {
    if (quiet !== null) timers.clearTimeout(quiet);
    quiet = timers.setTimeout(() => void flush(), timing.debounceMs);
    deadline ??= timers.setTimeout(() => void flush(), timing.intervalMs);
  }

  return {
    /** Something changed that the copy does not have yet. */
    changed(): void {
      pending = true;
      if (!writing) schedule();
    },
    /** Nothing is left to write (the project was saved, or left): pending writes are dropped. */
    settle(): void {
      pending = false;
      clear();
    },
    /** Writes now if anything is pending. */
    flush,
  };
}

export type AutosaveScheduler = ReturnType<typeof createAutosaveScheduler>;
