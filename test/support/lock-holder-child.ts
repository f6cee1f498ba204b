// Run in its own process (node --import tsx): takes an export folder's lock as an export does.
// Usage: lock-holder-child.ts <folder> [race]. Alone, it takes the lock at once and holds it until
// killed (a live export; SIGKILLed, a dead one's lock). With "race" it tries again at each line on
// stdin, so that several processes told at once race for one lock; what it holds it keeps.
// Prints "locked" when it holds the lock, "refused <pid of the holder>" when another export does.
import { createInterface } from 'node:readline';
import { ExportFolderLocked, lockExportFolder } from '../../electron/engine/export/export-folder-lock';

const [folder, mode] = process.argv.slice(2);

async function take(): Promise<void> {
  try {
    await lockExportFolder(folder!);
    process.stdout.write('locked\n');
  } catch (error) {
    if (!(error instanceof ExportFolderLocked)) throw error;
    process.stdout.write(`refused ${error.holder?.pid ?? '?'}\n`);
  }
}

setInterval(() => undefined, 60_000); // alive until killed
if (mode === 'race') {
  createInterface({ input: process.stdin }).on('line', () => void take());
  process.stdout.write('ready\n');
} else void take();
