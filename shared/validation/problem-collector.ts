import type { Problem } from '../problems';

/** Which run of a check's problems one belongs to: the order problems() gives them in. */
export type ProblemRun = 'row' | 'duplicate' | 'table';

/** Where a check puts the problems it finds, as it finds them, each run in row order. */
export interface ProblemCollector {
  add(run: ProblemRun, found: Problem): void;
}
