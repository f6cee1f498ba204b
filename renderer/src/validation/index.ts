export type { ProblemGroup } from './problem-summary';
export type { RowList } from './row-list';
export { useValidationStore, wholeCheckFailed } from './validation-store';
export { runInSlices } from './sliced-check';
