import { runCli } from '../../electron/cli/run-cli';

/** Runs one command line in this process and returns what a person would see, and the exit code. */
export async function cliRun(...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(args, { out: (text) => void (out += text), err: (text) => void (err += text) });
  return { code, out, err };
}

/** The site the CLI tests export for. */
export const EXPORT_BASE_URL = 'https://example.com/';

/** `sitemap-studio export SOURCE --out OUT --base-url https://example.com/ …extra`, as cliRun. */
export const cliExport = (
  source: string,
  out: string,
  ...extra: string[]
): Promise<{ code: number; out: string; err: string }> =>
  cliRun('export', source, '--out', out, '--base-url', EXPORT_BASE_URL, ...extra);
