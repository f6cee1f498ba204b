import type { UrlColumns } from '../columnar/url-columns';
import type { UrlRow } from '../url-table';
import { fieldProblem, type FieldProblem } from '../validation/field-problem';
import { FirstOfEachCode, type FirstFound, type FoundSink } from '../validation/first-of-each-code';
import { alternatesOf, locAt } from '../validation/table-rows';
import { clusterMatrix, type ClusterFault, type ClusterPage } from './cluster-matrix';
import { completeClusterFaults } from './complete-cluster-faults';
import { findClustersInSteps, type ClusterTable, type HreflangClusters } from './hreflang-clusters';
import { joiningLinks, type JoiningLink } from './joining-links';
import { runSteps } from '../run-steps';
import { StepBudget } from './step-budget';

/** A cluster's problem on one row of the project (table by index, row 0-based). */
export interface ClusterProblem {
  table: number;
  row: number;
  problem: FieldProblem;
}

/** Clusters read between two steps of clusterProblemsInSteps. */
const CLUSTERS_PER_STEP = 2048;

/** Whether any row of the tables lists an alternate: without one there are no clusters to find. */
export const hasAlternates = (tables: readonly ClusterTable[]): boolean =>
  tables.some(({ rows }) => !alternatesOf(rows)[Symbol.iterator]().next().done);

/** The problems of every hreflang cluster of the tables, each on the row it is fixed on, at once. */
export function clusterProblems(tables: readonly ClusterTable[]): ClusterProblem[] {
  return runSteps(clusterProblemsInSteps(tables));
}

/** clusterProblems a step at a time, for a caller that gives the thread back between steps. */
export function* clusterProblemsInSteps(tables: readonly ClusterTable[]): Generator<void, ClusterProblem[], void> {
  const problems: ClusterProblem[] = [];
  yield* clusterProblemsInto(tables, problems);
  return problems;
}

/**
 * The first problems of each code in each table of every hreflang cluster, in table and row order,
 * and how many more (FirstOfEachCode): what an export lists of a project of millions of faulty pages.
 */
export function firstClusterProblems(tables: readonly ClusterTable[]): FirstFound<ClusterProblem> {
  const found = firstOfEachClusterCode();
  runSteps(clusterProblemsInto(tables, found));
  return found.found();
}

/** A FirstOfEachCode of cluster problems. */
export const firstOfEachClusterCode = (): FirstOfEachCode<ClusterProblem> =>
  new FirstOfEachCode<ClusterProblem>((item) => item.problem.code);

/** Each cluster's problems into `found`, cluster by cluster, a step at a time. */
function* clusterProblemsInto(
  tables: readonly ClusterTable[],
  found: FoundSink<ClusterProblem>,
): Generator<void, void, void> {
  if (!hasAlternates(tables)) return;
  const clusters = yield* findClustersInSteps(tables);
  const add = (problems: readonly ClusterProblem[]): void => {
    for (const problem of problems) found.push(problem);
  };
  for (let cluster = 0; cluster < clusters.count; cluster += 1) {
    const pages = clusterPages(tables, clusters, cluster);
    // Most clusters of a large project are complete: those are told apart without a matrix.
    const faults = completeClusterFaults(pages) ?? clusterMatrix(pages).faults;
    for (const fault of faults) add(faultProblems({ members: pages }, fault));
    if (faults.some((fault) => fault.kind === 'language-two-members')) add(joiningLinkProblems(pages));
    if ((cluster + 1) % CLUSTERS_PER_STEP === 0) yield;
  }
}

/** A cluster's members as pages: rows with their loc and alternates, then the pages no row has. */
export function clusterPages(
  tables: readonly ClusterTable[],
  clusters: HreflangClusters,
  cluster: number,
): ClusterPage[] {
  return runSteps(clusterPagesInSteps(tables, clusters, cluster));
}

/** clusterPages a step at a time (about WORK_PER_STEP rows or links each), for the page's thread. */
export function* clusterPagesInSteps(
  tables: readonly ClusterTable[],
  clusters: HreflangClusters,
  cluster: number,
): Generator<void, ClusterPage[], void> {
  const budget = new StepBudget();
  const { rows, outside } = clusters.members(cluster);
  const pages: ClusterPage[] = [];
  for (const place of rows) {
    const table = tables[place.table]!.rows;
    const alternates = alternatesAt(table, place.row);
    pages.push({ loc: locAt(table, place.row), place, alternates });
    if (budget.spend(alternates.length + 1)) yield;
  }
  for (const loc of outside) pages.push({ loc, place: null, alternates: [] });
  return pages;
}

function alternatesAt(rows: ClusterTable['rows'], row: number): UrlRow['alternates'] {
  return Array.isArray(rows)
    ? (rows as readonly Pick<UrlRow, 'alternates'>[])[row]!.alternates
    : (rows as UrlColumns).get(row, 'alternates');
}

/** A fault's one problem and the members it is told on (rows; a page no row has is skipped). */
export interface FaultPlacement {
  problem: FieldProblem;
  members: readonly number[];
}

/** A fault as problems on the rows it is fixed on (a page no row has is told on the rows that list it). */
export function faultProblems(
  matrix: { readonly members: readonly ClusterPage[] },
  fault: ClusterFault,
): ClusterProblem[] {
  const placement = faultPlacement(matrix, fault);
  const problems: ClusterProblem[] = [];
  for (const member of placement?.members ?? []) {
    const place = matrix.members[member]!.place;
    if (place) problems.push({ table: place.table, row: place.row, problem: placement!.problem });
  }
  return problems;
}

/**
 * A fault's problem, worded once, and the members it is told on: one language given to 50,000 pages
 * is one problem on 50,000 rows, which the cluster matrix places a step at a time. Null for a fault
 * told elsewhere.
 */
export function faultPlacement(
  matrix: { readonly members: readonly ClusterPage[] },
  fault: ClusterFault,
): FaultPlacement | null {
  const { members } = matrix;
  const on = (member: number, problem: FieldProblem): FaultPlacement => ({ problem, members: [member] });
  switch (fault.kind) {
    case 'return-missing':
      return on(fault.member, fieldProblem('hreflang-return-missing', { href: members[fault.target]!.loc }));
    case 'self-missing':
      return on(fault.member, fieldProblem('hreflang-self-missing'));
    case 'pages-unlisted': {
      const hrefs = fault.targets.map((target) => members[target]!.loc);
      return on(fault.member, fieldProblem('hreflang-pages-unlisted', { hrefs, count: fault.count }));
    }
    case 'language-twice':
      return on(
        fault.member,
        fieldProblem('hreflang-language-twice', { language: fault.language, hrefs: fault.hrefs }),
      );
    case 'member-two-languages':
      return on(fault.member, fieldProblem('hreflang-page-two-languages', { languages: fault.languages }));
    case 'language-two-members': {
      const hrefs = fault.members.map((member) => members[member]!.loc);
      const problem = fieldProblem('hreflang-language-two-pages', { language: fault.language, hrefs });
      return { problem, members: fault.members };
    }
    case 'x-default-missing':
      return on(fault.member, fieldProblem('hreflang-x-default-missing'));
    case 'x-default-differs':
      return on(
        fault.member,
        fieldProblem('hreflang-x-default-differs', { xDefault: fault.xDefault, expected: fault.expected }),
      );
    case 'member-outside': {
      const problem = fieldProblem('hreflang-alternate-unlisted', { href: members[fault.member]!.loc });
      return { problem, members: fault.listedBy };
    }
    case 'member-other-host':
      return on(
        fault.member,
        fieldProblem('hreflang-other-host', { host: fault.host, clusterHost: fault.clusterHost }),
      );
    case 'language-unknown':
      // Completing the cluster asks the person; on its own it is the missing self-reference or return link.
      return null;
    case 'language-invalid':
      // A row error of each link that gives it (alternate-hreflang-invalid, -unknown).
      return null;
    case 'href-invalid':
      // A row error of each link that gives it (alternate-href-not-absolute, or the loc's own).
      return null;
  }
}

/** The links that alone join a cluster whose languages clash (found, or `links`), on the rows that list them. */
export function joiningLinkProblems(
  pages: readonly ClusterPage[],
  links: readonly JoiningLink[] = joiningLinks(pages),
): ClusterProblem[] {
  return links.flatMap(({ member, link, target, targetSide }) => {
    const { place, alternates } = pages[member]!;
    if (!place) return [];
    const problem = fieldProblem('hreflang-cluster-joined', {
      href: pages[target]!.loc,
      hreflang: alternates[link]!.hreflang ?? '',
      others: targetSide,
    });
    return [{ table: place.table, row: place.row, problem }];
  });
}
