import { startExportWorkersEarly } from './early-workers';
import { progressLines } from './progress-lines';
import { exitCodeOfStop, onStopAsked, type StopSignal } from './stop-signals';
import { machineSizedHeapMib, runWithMachineSizedHeap } from './machine-sized-heap';

// A command that holds a whole project runs in a child whose heap is sized to the machine (or here,
// where no child can be started).
const heapMib = machineSizedHeapMib(process.argv.slice(2), process.env);
if (heapMib !== null) runWithMachineSizedHeap(heapMib, runHere);
else runHere();

/** The command line, run in this process. */
function runHere(): void {
  // A terminal hung up (SIGHUP) or a reader gone (`| head`) makes the next write fail (EIO, EPIPE): the
  // command goes on to its end (a commit finished, temp files removed) with no one to tell, rather than
  // die of an unheard stream error where it stands.
  for (const stream of [process.stdout, process.stderr]) stream.on('error', () => undefined);

  // Ctrl-C (or SIGTERM, SIGHUP) cancels the command, which then removes what it staged and its temp
  // files before exiting; asked again, it says so; a third time, it ends at once.
  const interrupt = new AbortController();
  /** The signal that first asked the command to stop: its exit code is that signal's. */
  let stoppedBy: StopSignal | null = null;
  /** What to say when asked again, in the command's language: nothing until the CLI's modules load. */
  let stopping = (): string | null => null;
  onStopAsked(
    (signal) => {
      stoppedBy = signal;
      interrupt.abort();
    },
    () => {
      const text = stopping();
      if (text !== null) process.stderr.write(`\n${text}\n`);
    },
    (code) => process.exit(code),
  );

  // Before the CLI's modules load (run-cli and the command's own, imported when needed), so that the
  // workers an export of a project runs on start meanwhile.
  startExportWorkersEarly(process.argv.slice(2), process.env);

  import('./run-cli')
    .then(({ runCli, stoppingText }) => {
      stopping = stoppingText;
      return runCli(process.argv.slice(2), {
        out: (text) => process.stdout.write(text),
        err: (text) => process.stderr.write(text),
        signal: interrupt.signal,
        env: process.env,
        progress: progressLines((text) => process.stderr.write(text), { terminal: Boolean(process.stderr.isTTY) }),
      });
    })
    .then(
      (code) => {
        process.exitCode = exitCodeOfStop(code, stoppedBy);
      },
      (error: unknown) => {
        // A system's refusal (too many open files as the modules load, say) is told in a line; a bug
        // keeps its stack, for the report.
        const code = (error as NodeJS.ErrnoException | null)?.code;
        if (typeof code === 'string' && /^E[A-Z0-9]+$/.test(code) && error instanceof Error)
          process.stderr.write(`sitemap-studio: ${error.message}\n`);
        else console.error(error);
        process.exitCode = 1;
      },
    );
}
