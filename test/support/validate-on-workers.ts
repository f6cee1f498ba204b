import type { CheckContextData } from '../../electron/engine/checks/check-messages';
import type { CheckPool } from '../../electron/engine/checks/check-pool';
import { ParallelValidation, type ParallelCheckOptions } from '../../electron/engine/checks/parallel-validation';
import type { Problem } from '../../shared/problems';
import type { NamedRows } from '../../shared/validation/validate-rows';

/**
 * Every problem of `tables`, found on `pool`'s workers in the order the export takes
 * (buildCheckedOnWorkers, without the build): every slice posted (addAll), every slice checked
 * (checked), then the duplicates and the whole tables' problems (finish); stopped on a failure, the
 * spill removed whatever happens. `sliceRows` small makes a table span many slices.
 */
export async function validateOnWorkers(
  tables: readonly NamedRows[],
  data: CheckContextData,
  pool: CheckPool,
  { sliceRows, ...options }: ParallelCheckOptions & { sliceRows?: number } = {},
): Promise<Problem[]> {
  const validation = new ParallelValidation(tables, data, pool, options);
  try {
    await validation.addAll(sliceRows);
    await validation.checked();
    return await validation.finish();
  } catch (error) {
    await validation.stop();
    throw error;
  } finally {
    validation.dispose();
  }
}
