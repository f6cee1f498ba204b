import { startExportWorkersEarly } from './early-workers';

// Ctrl-C cancels the command, which then removes what it staged and its temp files before exiting.
const interrupt = new AbortController();
process.once('SIGINT', () => interrupt.abort());

// Before the CLI's modules load (run-cli and the command's own, imported when needed), so that the
// workers an export of a project runs on start meanwhile.
startExportWorkersEarly(process.argv.slice(2), process.env);

import('./run-cli')
  .then(({ runCli }) =>
    runCli(process.argv.slice(2), {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
      signal: interrupt.signal,
      env: process.env,
      ...(process.stderr.isTTY ? { progress: (line: string) => process.stderr.write(`\r\u001b[2K${line}`) } : {}),
    }),
  )
  .then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
