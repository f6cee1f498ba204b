// Runs the command line again in a child process: with huge pages (huge-pages.js, from
// bin/sitemap-studio.js), or with a heap sized to the machine (electron/cli/machine-sized-heap.ts).
const { spawn } = require('node:child_process');

/**
 * Runs this very command line again in a child with `env` and Node's `execArgv`, its output the
 * terminal's, in this process's group (a kill of the group reaches it too), and ends as it ends (its
 * code, or the signal that ended it). A signal sent to this process alone is passed on: one that
 * reaches both (Ctrl-C in a terminal) comes twice, which the CLI's stop signals take as one
 * (RELAYED_MS). On Windows, where a kill ends a child without its clean-up, the console's Ctrl-C
 * reaches both, and nothing is passed on. A child that cannot be started (no memory, no processes
 * left) leaves the command to `runHere`, as it would have run without this.
 */
function runAgainWith(env, execArgv, runHere) {
  const passOn = process.platform !== 'win32';
  const child = spawn(process.execPath, [...execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const forward = (signal) => void (passOn && child.kill(signal));
  const stopForwarding = () => {
    for (const each of signals) process.off(each, forward);
  };
  for (const signal of signals) process.on(signal, forward);
  let started = false;
  child.on('spawn', () => (started = true));
  child.on('exit', (code, signal) => {
    stopForwarding();
    if (signal !== null) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  child.on('error', (error) => {
    if (started) return; // a signal that could not be passed on: the child still ends, and so does this
    stopForwarding();
    process.stderr.write(`sitemap-studio: could not start a second process (${error.message}); running in this one.\n`);
    runHere();
  });
}

module.exports = { runAgainWith };
