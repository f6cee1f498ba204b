import { problemText, type Severity } from '../../../shared/problems';
import { EXTRA_PROBLEMS } from '../../../shared/problem-catalogue/row-problems';
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

/** Problem `index` of a row's problems as the panel shows it, its id made from its place in that list. */
const shownAt = (problem: FieldProblem, index: number, idPrefix: string): ShownProblem => ({
  id: `${idPrefix}-problem-${index}`,
  message: problemText(problem),
  severity: problem.severity,
});

/** The messages of the problems `about` picks, as a tab shows them above what it holds. */
export function messagesWhere(
  problems: readonly FieldProblem[],
  about: (problem: FieldProblem) => boolean,
  idPrefix: string,
): ShownProblem[] {
  const shown: ShownProblem[] = [];
  problems.forEach((problem, index) => {
    if (about(problem)) shown.push(shownAt(problem, index, idPrefix));
  });
  return shown;
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
    const shown = shownAt(problem, index, idPrefix);
    const { id, message } = shown;
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
export const worstOf = (problems: readonly FieldProblem[], field: RowField): Severity | null =>
  worstWhere(problems, (problem) => problem.field === field);

/**
 * A problem about the row's own unknown XML (`extra`). The grid shows that XML in no cell, so the
 * catalogue places these on the loc cell; the panel's XML tab, where that XML is, marks them too.
 */
export const isAboutExtra = (problem: FieldProblem): boolean => problem.code in EXTRA_PROBLEMS;

/** The worst severity among the problems `about` picks, for a tab's marker; null when it picks none. */
export function worstWhere(
  problems: readonly FieldProblem[],
  about: (problem: FieldProblem) => boolean,
): Severity | null {
  let worst: Severity | null = null;
  for (const problem of problems) {
    if (!about(problem)) continue;
    if (problem.severity === 'error') return 'error';
    if (worst !== 'warning') worst = problem.severity; // an info after a warning leaves it a warning
  }
  return worst;
}
