import { spawn } from 'node:child_process';
import { join } from 'node:path';

const REPO = join(__dirname, '../..');
const CHILD = join(__dirname, 'export-child.ts');

export interface ChildExport {
  folder: string;
  rows: number;
  maxUrls: number;
  label: string;
}

/** The command line of export-child.ts: Node itself with tsx as a loader (a kill then reaches the exporter, not a wrapper). */
export const exportChildCommand = ({ folder, rows, maxUrls, label }: ChildExport): string[] => [
  process.execPath,
  '--import',
  'tsx',
  CHILD,
  folder,
  String(rows),
  String(maxUrls),
  label,
];

/**
 * Runs export-child.ts to its end, its command line wrapped by `wrap` (another user, a low limit).
 * `started` sees the child once it runs; resolves with its exit code (null when killed) and output.
 */
export function runExportChild(
  run: ChildExport,
  wrap: (command: string[]) => string[] = (command) => command,
  started: (child: ReturnType<typeof spawn>) => void = () => undefined,
): Promise<{ code: number | null; output: string }> {
  const [file, ...args] = wrap(exportChildCommand(run));
  return new Promise((resolve, reject) => {
    const child = spawn(file!, args, { cwd: REPO, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => void (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    started(child);
  });
}
