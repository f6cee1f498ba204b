import { afterAll, describe, expect, it } from 'vitest';
import { createCheckPool, type CheckPool } from '../../../../../electron/engine/checks/check-pool';
import { ParallelValidation } from '../../../../../electron/engine/checks/parallel-validation';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { validateTables } from '../../../../../shared/validation/validate-rows';
import { awkwardRows } from '../../../../support/awkward-rows';
import { useTempDir } from '../../../../support/use-temp-dir';
import { checkTopicWording } from '../../../../../electron/engine/worker-failure-wording';

const temp = useTempDir();
const TABLES = [
  { name: 'pages', rows: UrlColumns.fromRows(awkwardRows(600)) },
  { name: 'more', rows: UrlColumns.fromRows(awkwardRows(300, 7)) },
];
const DATA = { base: null, now: Date.parse('2026-11-20T12:00:00Z'), robots: null };
const pool = createCheckPool(2);
afterAll(() => pool.close());

/** A validation of TABLES on `on`, and the row counts it tells as its slices' checks come back. */
function telling(on: CheckPool): { validation: ParallelValidation; told: number[] } {
  const told: number[] = [];
  const validation = new ParallelValidation(TABLES, DATA, on, {
    tempFolder: temp.path(),
    onChecked: (rows) => told.push(rows),
  });
  return { validation, told };
}

// `checked` as the export uses it (buildCheckedOnWorkers): every slice back before the build, the duplicates after.
describe('rows checked on workers, then the duplicates', { timeout: 30_000 }, () => {
  it("tells each slice's rows as its check comes back, all of them before `checked` resolves", async () => {
    const { validation, told } = telling(pool);
    try {
      await validation.addAll(70);
      await validation.checked();
      // 600 rows in 9 slices (8 of 70, one of 40), 300 in 5 (4 of 70, one of 20).
      expect(told.slice().sort((a, b) => a - b)).toEqual([20, 40, ...Array.from({ length: 12 }, () => 70)]);
      expect(await validation.finish()).toEqual(validateTables(TABLES, DATA));
    } finally {
      validation.dispose();
    }
  });

  it('fails at `checked` with the slice whose worker died, whose rows are never told', async () => {
    // The one slice of 20 rows dies: whatever else is told, 20 never is, even once every job has ended.
    let crashes = 1;
    const crashing = createCheckPool(2, {
      crashOn: (what) => checkTopicWording(what) === 'rows 281–300 of more' && crashes-- > 0,
    });
    const { validation, told } = telling(crashing);
    try {
      await validation.addAll(70);
      await expect(validation.checked()).rejects.toThrow(/while checking rows 281–300 of more$/);
      await validation.stop();
      expect(told).not.toContain(20);
    } finally {
      await validation.stop();
      validation.dispose();
      await crashing.close();
    }
  });
});
