// Run by tree-peak.ts's underTreePeak: runs the command given (its arguments) and samples, every 50 ms
// from /proc (Linux), the RSS of every node process below it, summed (the CLI's, not tsx's esbuild);
// when it ends, writes TREE_PEAK_LABEL and the peak in kbytes to stderr and exits as it did. Its own CPU
// is not the command's.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { TREE_PEAK_LABEL } from './tree-peak';

/** A process's children (/proc/PID/task/TID/children), none once it is gone. */
function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return [];
  }
}

/** A process's resident set in kbytes (0 once it is gone). */
function rssKb(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Whether a process runs this node binary (the CLI's processes do; tsx's esbuild service, from source, does not). */
function runsNode(pid: number): boolean {
  try {
    return readlinkSync(`/proc/${pid}/exe`) === process.execPath;
  } catch {
    return false;
  }
}

/** The summed RSS of every node process below `pid`. */
function belowKb(pid: number): number {
  return childrenOf(pid).reduce((total, child) => total + (runsNode(child) ? rssKb(child) : 0) + belowKb(child), 0);
}

const [command, ...args] = process.argv.slice(2);
const child = spawn(command!, args, { stdio: 'inherit' });
let peak = 0;
const sample = setInterval(() => (peak = Math.max(peak, belowKb(child.pid!))), 50);
child.once('exit', (code) => {
  clearInterval(sample);
  process.stderr.write(`${TREE_PEAK_LABEL} ${peak}\n`);
  process.exitCode = code ?? 1;
});
