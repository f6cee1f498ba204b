import { problemText, type Severity } from '../../../shared/problems';
import type { FieldProblem, RowField } from '../../../shared/validation/field-problem';

/** A problem's message as shown in the panel, with the id fields point to with aria-describedby. */
export interface ShownProblem {
  id: string;
  message: string;
  severity: Severity;
}

/** How one input shows the problems on it: marked like a grid cell, described by their messages. */
export interface FieldMark {
  severity: Severity;
  /** The messages to show under this input (each message shows once, under its first field). */
  shown: ShownProblem[];
  /** Ids of every message about this input, for aria-describedby. */
  describedBy: string;
  /** Every message about this input, for the tooltip. */
  title: string;
}

export interface PlacedProblems {
  /** By the entry's field key (`loc`, `player_loc`, …). */
  marks: Record<string, FieldMark | undefined>;
  /** Problems about the entry (or the list) as a whole, shown above it. */
  general: ShownProblem[];
}

/**
 * Places the problems of one entry on its inputs, the way the grid marks cells. `order` is the order
 * the inputs appear in; a problem about several fields shows its message under the first of them.
 * `item` undefined selects problems about the whole list.
 */
export function placeProblems(
  problems: readonly FieldProblem[],
  field: RowField,
  item: number | undefined,
  order: readonly string[],
  idPrefix: string,
): PlacedProblems {
  const placed: PlacedProblems = { marks: {}, general: [] };
  problems.forEach((problem, index) => {
    if (problem.field !== field || problem.item !== item) return;
    const message = problemText(problem);
    const shown: ShownProblem = {
      id: `${idPrefix}-problem-${index}`,
      message,
      severity: problem.severity,
    };
    const { id } = shown;
    const keys = order.filter((key) => problem.keys?.includes(key));
    if (keys.length === 0) {
      placed.general.push(shown);
      return;
    }
    keys.forEach((key, position) => {
      const mark = (placed.marks[key] ??= { severity: problem.severity, shown: [], describedBy: '', title: '' });
      if (problem.severity === 'error') mark.severity = 'error';
      if (position === 0) mark.shown.push(shown);
      mark.describedBy = mark.describedBy ? `${mark.describedBy} ${id}` : id;
      mark.title = mark.title ? `${mark.title}\n${message}` : message;
    });
  });
  return placed;
}

/** The worst severity among the problems of one extension field, for the tab's marker; null when clean. */
export function worstOf(problems: readonly FieldProblem[], field: RowField): Severity | null {
  let worst: Severity | null = null;
  for (const problem of problems) {
    if (problem.field !== field) continue;
    if (problem.severity === 'error') return 'error';
    worst = problem.severity;
  }
  return worst;
}
