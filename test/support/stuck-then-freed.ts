import { expect } from 'vitest';
import { exportProject } from '../../electron/engine/export/export-project';
import type { ExportOutcome } from '../../shared/export-types';
import { exportChildInput } from './export-child-input';
import { labelsIn } from './labelled-set';
import type { HeldFiles } from './scanner-holds';

/** How an export ended, as the codes of its problems, or of its notes when it wrote its files. */
export const codesOf = (outcome: ExportOutcome): string[] =>
  (outcome.ok ? outcome.report.notes : outcome.problems).map((problem) => problem.code);

/**
 * A commit of project cli:public left stuck in `out` by a file a scanner holds (the test's `faults`,
 * mocked by scannerHolds), 100 new and 20 old URLs in its set; then the hold goes, so the next repair
 * finishes it.
 */
export async function stuckThenFreed(out: string, faults: HeldFiles): Promise<void> {
  expect((await exportProject(exportChildInput(out, 120, 50, 'old'))).ok).toBe(true);
  faults.on = true;
  expect(codesOf(await exportProject(exportChildInput(out, 120, 50, 'first')))).toEqual(['export-commit-interrupted']);
  expect(await labelsIn(out)).toEqual({ old: 20, first: 100, second: 0, missing: [] });
  faults.on = false;
}
