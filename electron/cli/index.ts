import { runCli } from './run-cli';

// Ctrl-C cancels the command, which then removes what it staged and its temp files before exiting.
const interrupt = new AbortController();
process.once('SIGINT', () => interrupt.abort());

runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  signal: interrupt.signal,
  env: process.env,
  ...(process.stderr.isTTY ? { progress: (line: string) => process.stderr.write(`\r\u001b[2K${line}`) } : {}),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
