// Run in its own process (node --import tsx): spills locs to a temp folder as the streaming checks do,
// prints the folder once rows are on disk, then waits to be killed (SIGKILL leaves the folder behind).
import { SpilledDuplicates } from '../../electron/engine/stream/spilled-duplicates';

const spill = new SpilledDuplicates();
// Enough rows that partitions are written (each buffers 32 KB), as a real spill's are.
for (let row = 0; row < 400_000; row++) spill.add(0, row, `https://example.com/page-${row}`, 'page');
process.stdout.write(`${spill.path}\n`);
setInterval(() => undefined, 60_000);
