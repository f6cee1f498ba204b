// Run in its own process (node --import tsx): takes an export folder's lock, lets it go while every
// removal of a file fails as one held open by another program would (EBUSY), then exits. Prints
// "left" when the lock was still there after its release, "gone" otherwise; its exit removes it.
// Usage: lock-let-go-child.ts <folder>.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { lockExportFolder } from '../../electron/engine/export/export-folder-lock';

// The module object the engine's own imports read from at each call: its removals fail from here on.
const fsPromises = createRequire(__filename)('node:fs/promises') as Record<string, unknown>;
const heldOpen = async (): Promise<never> => {
  throw Object.assign(new Error('EBUSY: resource busy or locked'), { code: 'EBUSY' });
};

void (async () => {
  const lock = await lockExportFolder(process.argv[2]!);
  fsPromises.rename = heldOpen;
  fsPromises.unlink = heldOpen;
  await lock.release();
  process.stdout.write(existsSync(lock.path) ? 'left\n' : 'gone\n');
  process.exit(0);
})();
