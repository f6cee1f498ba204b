import type { Problem, ProblemCode, Severity } from '../../../shared/problems';

/**
 * How problems come back from the validation worker: column by column, so a million problems
 * cross as a few arrays rather than a million objects. (Rows go to the worker as columnar slices.)
 */

/** Problems found by the worker, column by column (row numbers are 1-based, as in a Problem's place). */
export interface WireProblems {
  tables: Uint16Array;
  rows: Int32Array;
  severities: Severity[];
  codes: ProblemCode[];
  messages: string[];
  fields: string[];
}

export function encodeProblems(problems: readonly Problem[], tableNames: readonly string[]): WireProblems {
  const index = new Map(tableNames.map((name, i) => [name, i]));
  return {
    tables: Uint16Array.from(problems, (item) => index.get(item.place.table ?? '') ?? 0),
    rows: Int32Array.from(problems, (item) => item.place.row ?? 0),
    severities: problems.map((item) => item.severity),
    codes: problems.map((item) => item.code),
    messages: problems.map((item) => item.message),
    fields: problems.map((item) => item.place.field ?? ''),
  };
}
