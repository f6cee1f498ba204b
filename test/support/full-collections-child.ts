// A child process for roomy-old-generations.test.ts: starts one worker, roomy or not (argv[2]), that
// fills its old generation by the tens of MB and lets go of it, and prints the full collections V8
// ran on that worker's heap. A child of its own, as the flag is process-wide and never unset.
import { Worker } from 'node:worker_threads';
import { roomyOldGenerations } from '../../electron/engine/roomy-old-generations';

if (process.argv[2] === 'roomy') roomyOldGenerations();

// Arrays of small objects, each kept for the next 40 made: long enough to be promoted (old), then let go.
const WORKLOAD = `
const { PerformanceObserver, constants } = require('node:perf_hooks');
const { parentPort } = require('node:worker_threads');
let full = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (entry.detail.kind === constants.NODE_PERFORMANCE_GC_MAJOR) full += 1;
}).observe({ entryTypes: ['gc'] });
const held = [];
for (let i = 0; i < 300; i++) {
  held.push(Array.from({ length: 10000 }, (_, k) => ({ k, i })));
  if (held.length > 40) held.shift();
}
setTimeout(() => parentPort.postMessage(full), 50);
`;

const worker = new Worker(WORKLOAD, { eval: true });
worker.once('message', (full: number) => {
  process.stdout.write(`${full}\n`);
  void worker.terminate();
});
