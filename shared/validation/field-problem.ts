import {
  fieldOf,
  finding,
  renderMessage,
  severityOf,
  type Finding,
  type ParamsOf,
  type RowField,
  type RowProblemCode,
  type Severity,
} from '../problem-catalogue';

import { problem, type Problem } from '../problems';

export type { RowField } from '../problem-catalogue';

/** What a rule returns when it has nothing to say: one shared, frozen array, so a clean row allocates nothing. */
export const NO_PROBLEMS: readonly FieldProblem[] = Object.freeze([]);

/** A problem found in one row: which field, how bad, a stable code and a sentence a person understands. */
export interface FieldProblem {
  field: RowField;
  severity: Severity;
  code: RowProblemCode;
  /** The message in the language of the moment it was found; `problemText` words it in today's. */
  message: string;
  /** The code's parameters, so the message can be worded again in another language (`problemText`). */
  params?: readonly unknown[];
  /** For an extension problem: which entry it is about (0-based; absent when it is about the whole list). */
  item?: number;
  /** For an extension problem: the entry's fields it is about, in the model's names (`loc`, `player_loc`, …). */
  keys?: readonly string[];
}

/** A row's problem from the catalogue: the field, severity and message are the code's. */
export function fieldProblem<K extends RowProblemCode>(code: K, ...params: ParamsOf<K>): FieldProblem {
  const found = finding(code, ...params);
  return {
    field: fieldOf(code) as RowField,
    severity: severityOf(found),
    code,
    message: renderMessage(found),
    params: found.params,
  };
}

/** A row's problem at its row of a table (1-based): what a check of whole tables reports. */
export const placeFieldProblem = (found: FieldProblem, table: string, row: number): Problem =>
  problem(found.severity, found.code, found.message, { table, row, field: found.field }, found.params);

/** A row's problem as the catalogue's finding, for a place that reports findings (an import's file). */
export const findingOf = ({ code, params }: FieldProblem): Finding => ({ code, params: params ?? [] }) as Finding;
