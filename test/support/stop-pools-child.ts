// Run by tsx in its own process: `rounds` times, starts a pool of two workers (pack, project, parse
// or gzip), keeps both busy with small real gzip or inflate jobs, and stops the pool at a random
// instant (busy-pools.ts). Node aborts the whole process (node_zlib.cc "close before init") when a
// worker is ended inside a zlib constructor, so a test runs this many times and looks at how it
// ended. Prints "stopped <rounds> rounds, <n> jobs done" when every round is over.
// Usage: stop-pools-child.ts <pack|project|parse|gzip> <rounds> <folder>.
import { busyPool, stopMidJob, type PoolKind } from './busy-pools';

const [kind, rounds, folder] = process.argv.slice(2);

void (async () => {
  /** Jobs answered (not cancelled), in all rounds: the workers were at work when stopped. */
  let done = 0;
  for (let n = 0; n < Number(rounds); n++) {
    done += await stopMidJob(busyPool(kind as PoolKind, folder!), n, Math.random() * 40);
  }
  process.stdout.write(`stopped ${rounds} rounds, ${done} jobs done\n`);
})();
