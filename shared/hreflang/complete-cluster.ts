import { runSteps } from '../run-steps';
import type { AlternateLink } from '../url-table';
import { normaliseLoc } from '../validation/duplicate-locs';
import { checkLoc } from '../validation/loc-rules';
import { X_DEFAULT, type ClusterFault, type ClusterMatrix } from './cluster-matrix';
import type { ClusterRow } from './hreflang-clusters';
import { StepBudget } from './step-budget';

/** A row whose alternates completing the cluster changes: what it has, what it gets, and the difference. */
export interface AlternatesChange {
  place: ClusterRow;
  before: readonly AlternateLink[];
  after: AlternateLink[];
  added: AlternateLink[];
  removed: AlternateLink[];
}

export interface ClusterCompletion {
  changes: AlternatesChange[];
  /** What waits for the person's decision: the members and languages they name are left as they are. */
  conflicts: ClusterFault[];
}

/** The faults completing cannot settle by itself: which page is which language. */
const DECISIONS: ReadonlySet<ClusterFault['kind']> = new Set([
  'member-two-languages',
  'language-two-members',
  'language-twice',
  'language-unknown',
]);

/**
 * Completes a cluster: every row of it lists every member under its language, itself included, and
 * the one `xDefault` (null: none). Members and languages in a conflict (and members whose language
 * `knownCode` refuses) are not guessed: their links
 * stay as each row has them, and the conflict is returned for a decision. Links without an href or
 * hreflang are left alone (a validation error of their own). Rows whose set of links does not change
 * are not listed, whatever the order of their links.
 */
export function completeCluster(
  matrix: ClusterMatrix,
  xDefault: string | null,
  knownCode: (code: string) => boolean = () => true,
): ClusterCompletion {
  return runSteps(completeClusterInSteps(matrix, xDefault, knownCode));
}

/**
 * completeCluster a step at a time (about WORK_PER_STEP members or links each), for a caller that
 * gives the thread back: a cluster made giant by a wrong link has 100,000 members.
 */
export function* completeClusterInSteps(
  matrix: ClusterMatrix,
  xDefault: string | null,
  knownCode: (code: string) => boolean = () => true,
): Generator<void, ClusterCompletion, void> {
  const budget = new StepBudget();
  const conflicts: ClusterFault[] = [];
  for (const fault of matrix.faults) {
    if (DECISIONS.has(fault.kind)) conflicts.push(fault);
    if (budget.spend()) yield;
  }
  // A code Google does not take is never spread to other rows, nor rewritten by a guess.
  for (const [member, { language }] of matrix.members.entries()) {
    if (language !== null && !knownCode(language)) conflicts.push({ kind: 'language-invalid', member, language });
    else if (language !== null && !listable(matrix.members[member]!.loc))
      conflicts.push({ kind: 'href-invalid', member });
    if (budget.spend()) yield;
  }
  const undecidedMembers = new Set<number>();
  const undecidedLanguages = new Set<string>();
  for (const fault of conflicts) {
    if (UNDECIDED_MEMBER.has(fault.kind)) undecidedMembers.add(fault.member);
    if (fault.kind === 'language-two-members') undecidedLanguages.add(fault.language.toLowerCase());
    if (fault.kind === 'language-twice') undecidedLanguages.add(fault.language.toLowerCase());
    if (budget.spend()) yield;
  }
  const undecidedLocs = new Set<string>();
  for (const member of undecidedMembers) {
    undecidedLocs.add(normaliseLoc(matrix.members[member]!.loc));
    if (budget.spend()) yield;
  }

  const decided: AlternateLink[] = matrix.members
    .filter((page, member) => page.language !== null && !undecidedMembers.has(member))
    .filter((page) => !undecidedLanguages.has(page.language!.toLowerCase()))
    .map((page) => ({ rel: 'alternate', hreflang: page.language, href: page.loc }))
    .sort((a, b) => (a.hreflang! < b.hreflang! ? -1 : a.hreflang! > b.hreflang! ? 1 : 0));
  if (xDefault !== null) decided.push({ rel: 'alternate', hreflang: X_DEFAULT, href: xDefault });
  yield;

  const changes: AlternatesChange[] = [];
  for (const page of matrix.members) {
    if (budget.spend(1 + page.alternates.length + decided.length)) yield;
    if (page.place === null) continue;
    // Kept as the row has them: links completing does not decide on, and links it cannot read.
    const kept = page.alternates.filter((link) => {
      if (!link.href || !link.hreflang) return true;
      if (link.hreflang.trim().toLowerCase() === X_DEFAULT) return false;
      return (
        undecidedLanguages.has(link.hreflang.trim().toLowerCase()) || undecidedLocs.has(normaliseLoc(link.href.trim()))
      );
    });
    // A link the row has already stays as the row writes it (its code's case, its href's escapes): the
    // cluster's most common spelling replaced a row's own en-US by EN-us, unsaid (no link added or removed).
    const own = new Map(page.alternates.map((link) => [linkKey(link), link]));
    const after = [...kept, ...decided.map((link) => own.get(linkKey(link)) ?? link)];
    const beforeKeys = new Set(page.alternates.map(linkKey));
    const afterKeys = new Set(after.map(linkKey));
    const added = after.filter((link) => !beforeKeys.has(linkKey(link)));
    const removed = page.alternates.filter((old) => !afterKeys.has(linkKey(old)));
    if (added.length > 0 || removed.length > 0)
      changes.push({ place: page.place, before: page.alternates, after, added, removed });
  }
  return { changes, conflicts };
}

/** Faults that leave their member's links as the rows have them, and give it to no other row. */
const UNDECIDED_MEMBER: ReadonlySet<ClusterFault['kind']> = new Set([
  'member-two-languages',
  'language-unknown',
  'language-invalid',
  'href-invalid',
]);

/**
 * Whether a member's URL may be given to other rows: one a sitemap could list (no loc error). A
 * relative href, or one with a space, was copied into every row of its cluster, an error on each.
 */
const listable = (loc: string): boolean => checkLoc(loc.trim(), null).every((problem) => problem.severity !== 'error');

/** A link as completing compares it: code without case, href normalised, rel; a link it cannot read is only itself. */
function linkKey(link: AlternateLink): AlternateLink | string {
  if (!link.href || !link.hreflang) return link;
  return `${link.rel ?? 'alternate'} ${link.hreflang.trim().toLowerCase()} ${normaliseLoc(link.href.trim())}`;
}
