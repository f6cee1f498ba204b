import { constants } from 'node:os';

/** The signals that ask a command to stop: Ctrl-C; SIGTERM (timeout, systemd, docker stop, a CI job cancelled); SIGHUP (its terminal closed). */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/**
 * What asking a command to stop does, by how many times it was asked (any of STOP_SIGNALS): the
 * first cancels it (`cancel`): it removes what it staged and its temp files, or finishes a commit
 * under way, then exits; the second says so (`tell`); the third ends the process at once (`end`,
 * with the exit code a shell gives a command that signal stopped), leaving what a commit began for the
 * next export into that folder to repair. Without this, any signal but the first Ctrl-C killed the
 * process where it stood, silently: its lock and staged files left, a commit half done. A signal of
 * the kind just met within RELAYED_MS of it is that one again, not a person asking twice: one Ctrl-C
 * reaches a command run through `npm run` from the terminal and again as npm passes it on.
 */
export function onStopAsked(
  cancel: (signal: StopSignal) => void,
  tell: () => void,
  end: (code: number) => void,
  listen: (signal: StopSignal, handler: () => void) => void = (signal, handler) => process.on(signal, handler),
  now: () => number = () => performance.now(),
): void {
  let asked = 0;
  let last: { signal: StopSignal; at: number } | null = null;
  for (const signal of STOP_SIGNALS) {
    listen(signal, () => {
      const at = now();
      const relayed = last !== null && last.signal === signal && at - last.at < RELAYED_MS;
      last = { signal, at };
      if (relayed) return;
      asked += 1;
      if (asked === 1) cancel(signal);
      else if (asked === 2) tell();
      else end(signalExitCode(signal));
    });
  }
}

/** The exit code a shell gives a command that `signal` stopped: 130 for Ctrl-C, 143 for SIGTERM, 129 for SIGHUP. */
export const signalExitCode = (signal: StopSignal): number => 128 + constants.signals[signal];

/**
 * The code a command ends with: one that answered it was interrupted (130, Ctrl-C's) after it was
 * stopped by another signal answers that signal's, as a command stopped by it would (a CI job's
 * SIGTERM: 143).
 */
export const exitCodeOfStop = (code: number, stoppedBy: StopSignal | null): number =>
  code === signalExitCode('SIGINT') && stoppedBy !== null ? signalExitCode(stoppedBy) : code;

/** How soon after a signal one of its kind is taken as the same one passed on (far quicker than a person presses twice). */
const RELAYED_MS = 100;
