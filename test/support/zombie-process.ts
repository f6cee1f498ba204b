import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';

/** A process that has died and is not reaped (Linux: its /proc entry and start stay), and how to let it go. */
export interface Zombie {
  pid: number;
  /** Its start as Linux words it, `<boot id>/<ticks since boot>`, as a lock of it would name it. */
  start: string;
  /** Ends its parent, which reaps it. */
  end(): void;
}

/**
 * The parent: Python forks a child that exits at once, says its pid, and sleeps without ever waiting
 * for it (SIGCHLD left at its default, which reaps nothing). A shell's `sleep 0 & …; exec sleep 30`
 * was reaped by the shell itself when `sleep 0` ended before the exec, as it did under CI's load.
 */
const PARENT =
  'import os, sys, time\npid = os.fork()\nif pid == 0: os._exit(0)\nprint(pid, flush=True)\ntime.sleep(30)';

/** A zombie (Linux). Resolves once /proc says it is dead; rejects if it never does. */
export async function makeZombie(): Promise<Zombie> {
  const parent = spawn('python3', ['-c', PARENT], { stdio: ['ignore', 'pipe', 'ignore'] });
  const end = (): void => void parent.kill('SIGKILL');
  try {
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout!.once('data', (line: Buffer) => resolve(Number(line.toString().trim())));
      parent.once('error', reject);
    });
    for (let tries = 0; tries < 250; tries++) {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z') {
        const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
        return { pid, start: `${bootId}/${fields[22 - 3]}`, end };
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`process ${pid} never became a zombie`);
  } catch (error) {
    end();
    throw error;
  }
}
