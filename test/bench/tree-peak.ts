// The peak memory of a command and every node process it starts, summed: for a CLI that runs in more
// than one process (a relaunch, as ec19962 and 92c04e0 tried), all of them together, where
// /usr/bin/time -v's "Maximum resident set size" is the largest one only. tree-peak-child.ts samples it.
import { resolve } from 'node:path';

const CHILD = resolve(__dirname, 'tree-peak-child.ts');

/** What tree-peak-child.ts writes to stderr when its command ends, before the figure. */
export const TREE_PEAK_LABEL = 'Peak RSS of the processes below it, summed (kbytes):';

/** `command` run by tree-peak-child.ts, which samples the RSS of every node process below its first one (e.g. /usr/bin/time). */
export const underTreePeak = (command: readonly string[]): string[] => [
  process.execPath,
  ...process.execArgv,
  CHILD,
  ...command,
];

/** The summed peak in MiB from a run's stderr (NaN when it is not there). */
export const treePeakMiB = (stderr: string): number =>
  Number(new RegExp(`^${TREE_PEAK_LABEL.replace(/[()]/g, '\\$&')} (\\d+)$`, 'm').exec(stderr)?.[1] ?? NaN) / 1024;
