import type { Problem } from './problems';

/**
 * Whether a failed export's problems say its commit was left to the repair: its new set in place
 * (export-commit-unfinished), or part of it where the folder could not be put back
 * (export-commit-interrupted). Then it is not "nothing was written", and the app keeps the folder for
 * its next start to complete.
 */
export const leftUnfinished = (problems: readonly Problem[]): boolean =>
  problems.some(
    (problem) => problem.code === 'export-commit-unfinished' || problem.code === 'export-commit-interrupted',
  );

/**
 * Whether a failed export's problems tell what the repair as it began did about an earlier interrupted
 * export in the folder (finished, undone, replaced or stuck there): then the folder is not said to be
 * exactly as it was, though this export wrote nothing.
 */
export const repairedFirst = (problems: readonly Problem[]): boolean =>
  problems.some(
    (problem) =>
      problem.code === 'export-interrupted-finished' ||
      problem.code === 'export-interrupted-undone' ||
      problem.code === 'export-interrupted-superseded' ||
      problem.code === 'export-interrupted-stuck',
  );
