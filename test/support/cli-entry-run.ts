import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Runs the CLI's entry point (electron/cli/index.ts) from source under tsx in a process of its own:
 * its exit code and output. A process still running at `timeout` is killed and its code is -1
 * (execFile gives a killed process's code as null, which must not read as exit 0). With
 * `fileLimitKilobytes`, no file of that process may grow past it (ulimit -f): a write past it fails
 * with EFBIG, as one on a full disk fails with ENOSPC, a real system error from the kernel. `env`
 * is added to this process's environment.
 */
export const runCliEntry = (
  args: readonly string[],
  timeout = 20_000,
  fileLimitKilobytes?: number,
  env: Readonly<Record<string, string>> = {},
): Promise<{ code: number; stdout: string; stderr: string }> =>
  new Promise((resolve) => {
    const command = [`${ROOT}/node_modules/.bin/tsx`, 'electron/cli/index.ts', ...args];
    const [file, ...rest] =
      fileLimitKilobytes === undefined
        ? command
        : ['bash', '-c', `ulimit -f ${fileLimitKilobytes} && exec "$@"`, 'bash', ...command];
    execFile(file!, rest, { cwd: ROOT, timeout, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: exitCode(error), stdout, stderr }),
    );
  });

const exitCode = (error: { code?: unknown } | null): number =>
  error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
