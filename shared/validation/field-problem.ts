import type { Severity } from '../problems';

/** The row fields a problem can sit on: the grid's columns and the extension groups. */
export type RowField = 'loc' | 'lastmod' | 'changefreq' | 'priority' | 'images' | 'videos' | 'alternates' | 'news';

/** What a rule returns when it has nothing to say: one shared, frozen array, so a clean row allocates nothing. */
export const NO_PROBLEMS: readonly FieldProblem[] = Object.freeze([]);

/** A problem found in one row: which field, how bad, a stable code and a sentence a person understands. */
export interface FieldProblem {
  field: RowField;
  severity: Severity;
  code: string;
  message: string;
  /** For an extension problem: which entry it is about (0-based; absent when it is about the whole list). */
  item?: number;
  /** For an extension problem: the entry's fields it is about, in the model's names (`loc`, `player_loc`, …). */
  keys?: readonly string[];
}
