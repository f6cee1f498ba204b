import { runCli } from '../../electron/cli/run-cli';

/** Runs one command line in this process and returns what a person would see, and the exit code. */
export async function cliRun(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, { out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}
