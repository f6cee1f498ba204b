import { normaliseLoc } from '../validation/duplicate-locs';
import type { ClusterPage } from './cluster-matrix';
import { runSteps } from '../run-steps';
import { StepBudget } from './step-budget';

/** A link that alone holds two parts of a cluster together. */
export interface JoiningLink {
  /** The member that lists it, and the link's place in its alternates. */
  member: number;
  link: number;
  /** The member it points to. */
  target: number;
  /** How many members are on the target's side (the lister's side has the rest). */
  targetSide: number;
}

/**
 * The links of a cluster that no link back confirms and without which it falls apart into two
 * parts of at least two pages each: a cluster made giant by one wrong link has it, a cluster of one
 * content has none (its links go both ways). Bridges of the members' link graph, found by one
 * depth-first walk (Tarjan) kept on a stack of its own, so a cluster of any size is walked.
 */
export function joiningLinks(pages: readonly ClusterPage[]): JoiningLink[] {
  return runSteps(joiningLinksInSteps(pages));
}

/** joiningLinks a step at a time (about WORK_PER_STEP members or links each), for the page's thread. */
export function* joiningLinksInSteps(pages: readonly ClusterPage[]): Generator<void, JoiningLink[], void> {
  const budget = new StepBudget();
  const memberOf = new Map<string, number>();
  for (let member = 0; member < pages.length; member += 1) {
    memberOf.set(normaliseLoc(pages[member]!.loc), member);
    if (budget.spend()) yield;
  }
  // Every link once in each direction; the two halves of a link are edges 2e and 2e+1.
  const edges: { member: number; link: number; target: number }[] = [];
  const adjacent: number[][] = pages.map(() => []);
  for (let member = 0; member < pages.length; member += 1) {
    const { alternates } = pages[member]!;
    for (let link = 0; link < alternates.length; link += 1) {
      if (budget.spend()) yield;
      const href = alternates[link]!.href;
      const target = href ? memberOf.get(normaliseLoc(href.trim())) : undefined;
      if (target === undefined || target === member) continue;
      adjacent[member]!.push(2 * edges.length);
      adjacent[target]!.push(2 * edges.length + 1);
      edges.push({ member, link, target });
    }
  }
  const ends = (half: number): number => (half % 2 === 0 ? edges[half >> 1]!.target : edges[half >> 1]!.member);

  const order = new Int32Array(pages.length).fill(-1);
  const low = new Int32Array(pages.length);
  const size = new Int32Array(pages.length).fill(1);
  const found: JoiningLink[] = [];
  let visited = 0;
  for (let root = 0; root < pages.length; root += 1) {
    if (order[root] !== -1) continue;
    // Each frame: the member, the half-edge it was reached by (-1 at the root), the next neighbour to try.
    const stack: [number, number, number][] = [[root, -1, 0]];
    order[root] = low[root] = visited++;
    while (stack.length > 0) {
      if (budget.spend()) yield;
      const frame = stack.at(-1)!;
      const [member, via, next] = frame;
      if (next < adjacent[member]!.length) {
        frame[2] += 1;
        const half = adjacent[member]![next]!;
        if (via !== -1 && half >> 1 === via >> 1) continue;
        const other = ends(half);
        if (order[other] === -1) {
          order[other] = low[other] = visited++;
          stack.push([other, half, 0]);
        } else low[member] = Math.min(low[member]!, order[other]!);
        continue;
      }
      stack.pop();
      if (via === -1) continue;
      const parent = stack.at(-1)![0];
      low[parent] = Math.min(low[parent]!, low[member]!);
      size[parent]! += size[member]!;
      if (low[member]! > order[parent]!) {
        const edge = edges[via >> 1]!;
        // The child's side: the target's when the link goes from parent to child.
        const childSide = size[member]!;
        const targetSide = edge.target === member ? childSide : pages.length - childSide;
        if (childSide >= 2 && pages.length - childSide >= 2) found.push({ ...edge, targetSide });
      }
    }
  }
  return found;
}
