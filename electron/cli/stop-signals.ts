/** The signals that ask a command to stop: Ctrl-C; SIGTERM (timeout, systemd, docker stop, a CI job cancelled); SIGHUP (its terminal closed). */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/**
 * What asking a command to stop does, by how many times it was asked (any of STOP_SIGNALS): the
 * first cancels it (`cancel`): it removes what it staged and its temp files, or finishes a commit
 * under way, then exits; the second says so (`tell`); the third ends the process at once (`end`,
 * with the exit code a shell gives a command that signal stopped), leaving what a commit began for the
 * next export into that folder to repair. Without this, any signal but the first Ctrl-C killed the
 * process where it stood, silently: its lock and staged files left, a commit half done.
 */
export function onStopAsked(
  cancel: () => void,
  tell: () => void,
  end: (code: number) => void,
  listen: (signal: StopSignal, handler: () => void) => void = (signal, handler) => process.on(signal, handler),
): void {
  let asked = 0;
  for (const signal of STOP_SIGNALS) {
    listen(signal, () => {
      asked += 1;
      if (asked === 1) cancel();
      else if (asked === 2) tell();
      else end(128 + SIGNAL_NUMBERS[signal]);
    });
  }
}

/** Their numbers on Linux and macOS (the exit code 128 + it, as shells give). */
const SIGNAL_NUMBERS: Record<StopSignal, number> = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 };
