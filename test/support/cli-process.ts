import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface CliEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliProcess {
  pid: number;
  /** How it ended, with all it wrote. */
  ended: Promise<CliEnd>;
}

/**
 * Starts the CLI's entry point (electron/cli/index.ts) from source in a node process of its own
 * (`node --import tsx`, so that its pid is the CLI's, not a launcher's), in `env`; `leadsGroup` makes it
 * the leader of a process group of its own, which a test can signal as a terminal does.
 */
export function startCli(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  leadsGroup = false,
): CliProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'electron/cli/index.ts', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: leadsGroup,
  });
  let [stdout, stderr] = ['', ''];
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const ended = new Promise<CliEnd>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { pid: child.pid!, ended };
}

/** A process's children (Linux: /proc/PID/task/TID/children), none once it is gone. */
export function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** The CLIs a process started (its other children, such as tsx's esbuild, left out). */
export const cliChildrenOf = (pid: number): number[] =>
  childrenOf(pid).filter((child) => {
    try {
      return readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('electron/cli/index.ts');
    } catch {
      return false;
    }
  });

/** Whether a process is still there (a zombie counts as gone). */
export function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** A process's environment (Linux: /proc/PID/environ). */
export function environmentOf(pid: number): Map<string, string> {
  const pairs = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').filter(Boolean);
  return new Map(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

/** Waits, looking every 20 ms, until `holds` does; throws after `ms`. */
export async function waitUntil(holds: () => boolean, what: string, ms = 30_000): Promise<void> {
  for (const ends = Date.now() + ms; !holds();) {
    if (Date.now() > ends) throw new Error(`waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
