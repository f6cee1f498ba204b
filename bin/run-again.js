// Runs the command line again in a child process: with huge pages (huge-pages.js, from
// bin/sitemap-studio.js), or with a heap sized to the machine (electron/cli/machine-sized-heap.ts).
const { spawn } = require('node:child_process');

/**
 * Runs this very command line again in a child with `env` and Node's `execArgv`, its output the
 * terminal's, in this process's group (a kill of the group reaches it too), and ends as it ends (its
 * code, or the signal that ended it). A signal sent to this process alone is passed on: one that
 * reaches both (Ctrl-C in a terminal) comes twice, which the CLI's stop signals take as one
 * (RELAYED_MS). On Windows, where a kill ends a child without its clean-up, the console's Ctrl-C
 * reaches both, and nothing is passed on.
 */
function runAgainWith(env, execArgv = process.execArgv) {
  const passOn = process.platform !== 'win32';
  const child = spawn(process.execPath, [...execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const forward = (signal) => void (passOn && child.kill(signal));
  for (const signal of signals) process.on(signal, forward);
  child.on('exit', (code, signal) => {
    for (const each of signals) process.off(each, forward);
    if (signal !== null) process.kill(process.pid, signal);
    else process.exit(code ?? 1);
  });
  child.on('error', (error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  });
}

module.exports = { runAgainWith };
