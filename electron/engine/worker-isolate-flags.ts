import { setFlagsFromString } from 'node:v8';

let set = false;

/**
 * Has V8 optimise each worker's hot code on the worker's own thread, never on a helper thread: called
 * before every worker is made (makeWorker, worker-script.ts), as V8 reads the flag when an isolate is
 * made (a process-wide flag; the main thread's isolate, made before, keeps its helper threads). A
 * helper thread's optimising job can outlive its worker: Node 20 takes the worker's isolate off its
 * platform before V8 has stopped the job, and the job's next allocation then aborts the whole process
 * (node_platform.cc, "Assertion failed: (data.first) != nullptr" in NodePlatform::ForIsolate;
 * nodejs/node#31752). It did once in a CI run of pools-stopped-mid-job.test.ts (a gzip pool stopped
 * 100 times), a worker ending as asked. An export's workers had it already, for their CPU
 * (optimiseOnEachThread).
 */
export function optimiseOnWorkerThreads(): void {
  if (set) return;
  set = true;
  setFlagsFromString('--no-concurrent-recompilation');
}
