import type { ClusterFault, ClusterMatrix } from '../../../shared/hreflang/cluster-matrix';
import { X_DEFAULT } from '../../../shared/hreflang/cluster-matrix';
import { faultPlacement, joiningLinkProblems } from '../../../shared/hreflang/cluster-problems';
import { joiningLinksInSteps } from '../../../shared/hreflang/joining-links';
import { runSteps } from '../../../shared/run-steps';
import { StepBudget } from '../../../shared/hreflang/step-budget';
import type { Severity } from '../../../shared/problems';
import type { FieldProblem } from '../../../shared/validation/field-problem';
import { hreflangCodeProblem } from '../../../shared/validation/field-rules';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { checkFindings } from '../../../shared/site-check/check-findings';
import { checkedRow } from '../../../shared/site-check/checked-rows';

/** A problem as the matrix shows it: the catalogue's code and severity, worded (problemText) only when shown. */
export type MatrixProblem = Pick<FieldProblem, 'code' | 'severity' | 'message' | 'params'>;

/** The cluster's problems placed on the matrix: on a cell (member × language), or on a member's row. */
export interface PlacedMatrixProblems {
  /** By `cellKey(member, language)`. */
  cells: Map<string, MatrixProblem[]>;
  /** By member: problems of the row as a whole (two languages, another host, the live page's links). */
  rows: Map<number, MatrixProblem[]>;
  /** Members whose live page lists other alternates than the sitemap (check-hreflang-mismatch). */
  pageDiffers: Set<number>;
  /** The links that alone join two parts of the cluster (hreflang-cluster-joined), by the member that lists each. */
  joining: { member: number; problem: MatrixProblem }[];
  count: number;
}

/** The worst severity among a cell's problems, for its colour; undefined when it has none. */
export function worstOf(problems: readonly MatrixProblem[] | undefined): Severity | undefined {
  if (!problems?.length) return undefined;
  if (problems.some(({ severity }) => severity === 'error')) return 'error';
  return problems.some(({ severity }) => severity === 'warning') ? 'warning' : 'info';
}

export const cellKey = (member: number, language: number): string => `${member} ${language}`;

/**
 * Places each fault of the matrix where it is to be fixed: the cell of the row that lacks a link,
 * under the language of the page it lacks; with the site check's results (`checkOf`), a live page
 * whose own hreflang links differ from its row's is told on that row. The words are the catalogue's,
 * as the problems panel shows them, made only for the problems on screen (a row listing 100,000
 * pages no table lists has 100,000).
 */
export function placeMatrixProblems(
  matrix: ClusterMatrix,
  checkOf: (loc: string) => PageCheck | undefined = () => undefined,
): PlacedMatrixProblems {
  return runSteps(placeMatrixProblemsInSteps(matrix, checkOf));
}

/** placeMatrixProblems a step at a time (about WORK_PER_STEP problems or members each), for the page's thread. */
export function* placeMatrixProblemsInSteps(
  matrix: ClusterMatrix,
  checkOf: (loc: string) => PageCheck | undefined = () => undefined,
): Generator<void, PlacedMatrixProblems, void> {
  const budget = new StepBudget();
  const placed: PlacedMatrixProblems = {
    cells: new Map(),
    rows: new Map(),
    pageDiffers: new Set(),
    joining: [],
    count: 0,
  };
  const columnOf = new Map(matrix.languages.map((language, at) => [language.toLowerCase(), at]));
  const languageColumn = (member: number): number | undefined => {
    const language = matrix.members[member]!.language;
    return language === null ? undefined : columnOf.get(language.toLowerCase());
  };
  for (const fault of matrix.faults) {
    const placement = faultPlacement(matrix, fault);
    if (budget.spend()) yield;
    for (const member of placement?.members ?? []) {
      if (budget.spend()) yield;
      if (matrix.members[member]!.place === null) continue;
      add(placed, member, columnFor(fault, member, languageColumn, columnOf), placement!.problem);
    }
  }
  // A cluster whose languages clash may be two joined by one wrong link: told on the row that lists it.
  if (matrix.faults.some((fault) => fault.kind === 'language-two-members')) {
    const links = yield* joiningLinksInSteps(matrix.members);
    for (const link of links) {
      const [joined] = joiningLinkProblems(matrix.members, [link]);
      if (!joined) continue;
      add(placed, link.member, undefined, joined.problem);
      placed.joining.push({ member: link.member, problem: joined.problem });
    }
  }
  for (let member = 0; member < matrix.members.length; member += 1) {
    if (budget.spend()) yield;
    const page = matrix.members[member]!;
    if (!page.place) continue;
    // A code Google ignores (en-UK) is the row's error, told on the cell of the language it gives too.
    for (const [at, { hreflang }] of page.alternates.entries()) {
      if (budget.spend()) yield;
      const problem = hreflang ? hreflangCodeProblem(hreflang, at + 1) : null;
      if (problem) add(placed, member, columnOf.get(hreflang!.trim().toLowerCase()), problem);
    }
    const check = checkOf(page.loc);
    if (!check) continue;
    for (const found of checkFindings(check, checkedRow({ loc: page.loc, alternates: [...page.alternates] }))) {
      if (found.code !== 'check-hreflang-mismatch') continue;
      placed.pageDiffers.add(member);
      add(placed, member, undefined, found);
    }
  }
  return placed;
}

/** The language column a fault's problem on `member` belongs under; undefined: the member's row as a whole. */
function columnFor(
  fault: ClusterFault,
  member: number,
  languageColumn: (member: number) => number | undefined,
  columnOf: ReadonlyMap<string, number>,
): number | undefined {
  switch (fault.kind) {
    case 'return-missing':
      return languageColumn(fault.target);
    case 'self-missing':
      return languageColumn(member);
    case 'pages-unlisted':
      return languageColumn(fault.targets[0]!);
    case 'language-twice':
    case 'language-two-members':
      return columnOf.get(fault.language.toLowerCase());
    case 'x-default-missing':
    case 'x-default-differs':
      return columnOf.get(X_DEFAULT);
    case 'member-outside':
      return languageColumn(fault.member);
    default:
      return undefined;
  }
}

function add(placed: PlacedMatrixProblems, member: number, column: number | undefined, problem: MatrixProblem): void {
  const list =
    column === undefined
      ? (placed.rows.get(member) ?? placed.rows.set(member, []).get(member)!)
      : (placed.cells.get(cellKey(member, column)) ??
        placed.cells.set(cellKey(member, column), []).get(cellKey(member, column))!);
  list.push(problem);
  placed.count += 1;
}
