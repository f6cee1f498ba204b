import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createCheckPool, type CheckPool } from '../../../../../electron/engine/checks/check-pool';
import type { CheckTopic } from '../../../../../electron/engine/checks/check-messages';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { awkwardRows } from '../../../../support/awkward-rows';
import { useTempDir } from '../../../../support/use-temp-dir';
import { validateOnWorkers } from '../../../../support/validate-on-workers';
import { checkTopicWording } from '../../../../../electron/engine/worker-failure-wording';

const temp = useTempDir();
const TABLES = [
  { name: 'pages', rows: UrlColumns.fromRows(awkwardRows(600)) },
  { name: 'more', rows: UrlColumns.fromRows(awkwardRows(300, 7)) },
];
const DATA = { base: null, now: Date.parse('2026-11-20T12:00:00Z'), robots: null };

describe('validation on workers that fail', { timeout: 30_000 }, () => {
  it('fails with the table and rows of a worker killed mid-job, stops the others and removes the spill', async () => {
    let crashes = 1;
    const pool = createCheckPool(2, {
      crashOn: (what) => checkTopicWording(what) === 'rows 51–100 of pages' && crashes-- > 0,
    });
    const folder = temp.path();
    try {
      const checking = validateOnWorkers(TABLES, DATA, pool, { sliceRows: 50, tempFolder: folder });
      await expect(checking.catch((error: Error) => error.message)).resolves.toMatch(
        /^The check worker stopped \(exit code \d+\) while checking rows 51–100 of pages$/,
      );
      expect(pool.liveWorkers()).toBe(0);
      expect(readdirSync(folder)).toEqual([]);
      // The pool starts new workers for the next check, which then finds every problem.
      const again = await validateOnWorkers(TABLES, DATA, pool, { sliceRows: 50, tempFolder: folder });
      expect(again.length).toBeGreaterThan(100);
    } finally {
      await pool.close();
    }
  });

  it('words a job’s topic only when the job fails: checks that pass never read it', async () => {
    const pool = createCheckPool(2);
    const read: string[] = [];
    // Each topic handed to the pool notes any read of it (a wording would read its every field).
    const noted = (topic: CheckTopic): CheckTopic =>
      new Proxy(topic, {
        get: (target, key, receiver) => (read.push(String(key)), Reflect.get(target, key, receiver)),
      });
    const noting: CheckPool = {
      ...pool,
      checkRows: (job, what) => pool.checkRows(job, noted(what)),
      findDuplicates: (job, what) => pool.findDuplicates(job, noted(what)),
    };
    try {
      const found = await validateOnWorkers(TABLES, DATA, noting, { sliceRows: 50, tempFolder: temp.path() });
      expect(found).toEqual(await validateOnWorkers(TABLES, DATA, pool, { sliceRows: 50, tempFolder: temp.path() }));
      expect(found.length).toBeGreaterThan(100);
      expect(read).toEqual([]);
    } finally {
      await pool.close();
    }
  });

  it('stops every worker on a cancel and removes the spill', async () => {
    const pool = createCheckPool(2);
    const folder = temp.path();
    const controller = new AbortController();
    try {
      const checking = validateOnWorkers(TABLES, DATA, pool, {
        sliceRows: 20,
        tempFolder: folder,
        signal: controller.signal,
      });
      setImmediate(() => controller.abort());
      await expect(checking).rejects.toMatchObject({ name: 'AbortError' });
      expect(pool.liveWorkers()).toBe(0);
      expect(readdirSync(folder)).toEqual([]);
    } finally {
      await pool.close();
    }
  });
});
