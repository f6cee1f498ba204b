import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  keepWorkersSmall,
  PARSE_YOUNG_GENERATION_MB,
  SMALL_YOUNG_GENERATION_MB,
  startWorker,
} from '../../../electron/engine/worker-script';
import { useTempDir } from '../../support/use-temp-dir';

describe('startWorker', () => {
  const temp = useTempDir();

  it("runs the TypeScript entry with V8's young generation, and a small one once the process keeps its workers small (a parse worker's larger)", async () => {
    const entry = join(temp.path(), 'limits-worker.ts');
    await writeFile(
      entry,
      "import { parentPort, resourceLimits } from 'node:worker_threads';\n" +
        'const limits: typeof resourceLimits = resourceLimits;\n' +
        'parentPort!.postMessage(limits);\n',
    );
    const youngGeneration = async (name = 'limits-worker-never-built'): Promise<number> => {
      const worker = startWorker(name, entry);
      const [limits] = (await once(worker, 'message')) as [{ maxYoungGenerationSizeMb: number }];
      await worker.terminate();
      return limits.maxYoungGenerationSizeMb;
    };
    // The app's workers: what V8 sizes for the machine (tens of MiB), for the least CPU.
    expect(await youngGeneration()).toBeGreaterThan(SMALL_YOUNG_GENERATION_MB * 2);
    // The streaming CLI's: little garbage held across six threads.
    keepWorkersSmall();
    const small = await youngGeneration();
    expect(small).toBeLessThanOrEqual(SMALL_YOUNG_GENERATION_MB);
    expect(small).toBeGreaterThan(0);
    // A parse worker's is larger (sax's garbage), still well under V8's own.
    const parsing = await youngGeneration('parse-worker');
    expect(parsing).toBeGreaterThan(small);
    expect(parsing).toBeLessThanOrEqual(PARSE_YOUNG_GENERATION_MB);
  });
});
