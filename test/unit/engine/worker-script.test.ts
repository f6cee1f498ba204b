import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { afterEach, describe, expect, it } from 'vitest';
import { startWorker, WORKER_YOUNG_GENERATION_MB } from '../../../electron/engine/worker-script';

describe('startWorker', () => {
  let folder: string | null = null;
  afterEach(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
    folder = null;
  });

  it('runs the TypeScript entry with a small young generation, whose garbage no longer adds up across threads', async () => {
    folder = await mkdtemp(join(tmpdir(), 'sitemap-studio-worker-script-'));
    const entry = join(folder, 'limits-worker.ts');
    await writeFile(
      entry,
      "import { parentPort, resourceLimits } from 'node:worker_threads';\n" +
        'const limits: typeof resourceLimits = resourceLimits;\n' +
        'parentPort!.postMessage(limits);\n',
    );
    const worker = startWorker('limits-worker-never-built', entry);
    const [limits] = (await once(worker, 'message')) as [{ maxYoungGenerationSizeMb: number }];
    await worker.terminate();
    expect(WORKER_YOUNG_GENERATION_MB).toBeLessThanOrEqual(8);
    expect(limits.maxYoungGenerationSizeMb).toBeLessThanOrEqual(WORKER_YOUNG_GENERATION_MB);
    expect(limits.maxYoungGenerationSizeMb).toBeGreaterThan(0);
  });
});
