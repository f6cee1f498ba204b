import type { Problem } from './problems';

/**
 * Whether a failed export's problems say its new set is in place, the rest of its commit left to the
 * repair (export-commit-unfinished): then it is not "nothing was written", and the app keeps the
 * folder for its next start to complete.
 */
export const leftUnfinished = (problems: readonly Problem[]): boolean =>
  problems.some((problem) => problem.code === 'export-commit-unfinished');
