import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import type { ZooServer } from './zoo-server';

export interface ChildServerSpec {
  /** For messages: "nginx", "python3 -m http.server". */
  name: string;
  command: string;
  args: readonly string[];
  /** The port when known beforehand; otherwise read from the output `portFrom` first matches. */
  port?: number;
  portFrom?: RegExp;
  /** True once the server has bound its own port, so a connect cannot reach another that took it meanwhile. */
  ready?: () => boolean;
  /** How long it may take to answer (default 10 s). */
  startMs?: number;
}

/** Thrown when a child never came up; `exited` when it died on the way (a port taken, say). */
export class ChildServerError extends Error {
  override name = 'ChildServerError';
  constructor(
    message: string,
    readonly exited: boolean,
  ) {
    super(message);
  }
}

/** Output kept for the error message: enough to show why, never a growing buffer (a server logs every request). */
const OUTPUT_KEPT = 8 * 1024;
const STOP_GRACE_MS = 2_000;
const POLL_MS = 25;

// Children alive in this process: killed when it exits, should a test never get to close them.
const alive = new Set<ChildProcess>();
process.on('exit', () => alive.forEach((child) => killGroup(child, 'SIGKILL')));

/**
 * Spawns a server in its own process group, drains its output (a full pipe would block it), learns
 * its port, and resolves once a TCP connect to it succeeds. Closing kills the whole group.
 */
export async function startChildServer(spec: ChildServerSpec): Promise<ZooServer> {
  const child = spawn(spec.command, spec.args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  alive.add(child);
  const running = (): boolean => child.exitCode === null && child.signalCode === null;
  const ready = spec.ready ?? (() => true);
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(`could not start (${error.message})`));
    child.once('exit', (code, signal) => resolve(`exited with ${signal ?? `code ${code}`}`));
  });
  void exited.then(() => alive.delete(child));
  const close = async (): Promise<void> => {
    if (!running()) return;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(timer);
  };

  let output = '';
  const port = new Promise<number>((resolve) => {
    if (spec.port !== undefined) resolve(spec.port);
    const take = (chunk: Buffer): void => {
      output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
      const found = spec.portFrom?.exec(output);
      if (found) resolve(Number(found[1]));
    };
    child.stdout!.on('data', take);
    child.stderr!.on('data', take);
  });
  const startMs = spec.startMs ?? 10_000;
  const until = Date.now() + startMs;
  const silent = `did not answer within ${startMs} ms`;
  const outcome = await Promise.race([
    port.then(async (found) => ((await answers(found, until, running, ready)) ? found : silent)),
    exited,
    delay(startMs).then(() => silent),
  ]);
  if (typeof outcome === 'number') return { origin: `http://127.0.0.1:${outcome}`, close };
  const died = !running();
  await close();
  const text = output.trim() || '(no output)';
  throw new ChildServerError(`${spec.name} ${outcome}. Its output:\n${text}`, died);
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Gone already.
  }
}

/** Polls a TCP connect, once the server says it is ready, until it succeeds, `until` passes or the server is gone. */
async function answers(port: number, until: number, running: () => boolean, ready: () => boolean): Promise<boolean> {
  while (Date.now() < until && running()) {
    if (ready() && (await connects(port))) return true;
    await delay(POLL_MS);
  }
  return false;
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => (socket.destroy(), resolve(false)));
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
