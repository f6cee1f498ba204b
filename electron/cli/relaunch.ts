import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import {
  FEW_MALLOC_ARENAS,
  MALLOC_ARENA_VARIABLE,
  RELAUNCHED_VARIABLE,
  runsOnGlibc,
  wantsFewArenas,
} from './few-malloc-arenas';
import { CANCEL_MESSAGE } from './relaunched-child';

/** The signals a caller stops the CLI with (Ctrl-C, kill, timeout(1), a closed terminal): passed on to the relaunch. */
const PASSED_ON = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Runs the CLI again in a child process with MALLOC_ARENA_MAX=2 when wantsFewArenas says so, and
 * answers true: this process then only passes on the signals it gets and ends as the child did (its exit
 * code, or killed by its signal). False where this process runs the command itself; `runHere` is also
 * called when the child cannot be started.
 */
export function relaunchWithFewArenas(
  commandLine: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  runHere: () => void,
): boolean {
  if (!wantsFewArenas(commandLine, env, runsOnGlibc)) return false;
  // 'ipc': the child cancels when this process goes, however it goes (relaunched-child.ts).
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, ...commandLine], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...env, [MALLOC_ARENA_VARIABLE]: FEW_MALLOC_ARENAS, [RELAUNCHED_VARIABLE]: '1' },
  });
  const stopPassing = passSignalsOn(child);
  child.once('error', () => {
    stopPassing();
    runHere(); // could not start it: run the command here, as without
  });
  child.once('exit', (code, signal) => {
    stopPassing();
    if (signal === null) process.exit(code ?? 1);
    process.kill(process.pid, signal);
    process.exit(128 + (constants.signals[signal] ?? 0)); // in case the signal is not the end of this process
  });
  return true;
}

/**
 * Passes each SIGINT, SIGTERM and SIGHUP this process gets on to the child, once. SIGINT goes as a
 * message, which the child takes as its own Ctrl-C: a terminal's Ctrl-C signals the whole foreground
 * group, the child included, and a second SIGINT would end it before it has cleaned up (the CLI's
 * handler is a once); its abort is the same for both. SIGTERM and SIGHUP end it as they end the CLI.
 * Answers how to stop passing them on.
 */
function passSignalsOn(child: ChildProcess): () => void {
  const passOn = (signal: NodeJS.Signals): void => {
    if (signal === 'SIGINT' && child.connected) child.send(CANCEL_MESSAGE, () => undefined);
    else child.kill(signal);
  };
  for (const signal of PASSED_ON) process.on(signal, passOn);
  return () => {
    for (const signal of PASSED_ON) process.off(signal, passOn);
  };
}
