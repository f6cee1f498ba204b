import { faultProblems } from '../../../shared/hreflang/cluster-problems';
import type { ClusterFault, ClusterMatrix } from '../../../shared/hreflang/cluster-matrix';
import type { AlternatesChange } from '../../../shared/hreflang/complete-cluster';
import type { ClusterRow } from '../../../shared/hreflang/hreflang-clusters';
import type { AlternateLink } from '../../../shared/url-table';
import { problemText } from '../../../shared/problems';
import { formatCount } from '../../../shared/format';
import { t } from '../i18n';

/** What completing would do, shown before it is applied. */
export interface CompletionPreview {
  scope: 'cluster' | 'all';
  /** How many clusters it completes. */
  clusters: number;
  changes: readonly AlternatesChange[];
  added: number;
  removed: number;
  /** The first rows it changes, for the person to read (SHOWN_ROWS of them). */
  shown: readonly PreviewRow[];
  /** What it leaves for the person: the page and what is undecided about it. */
  conflicts: readonly PreviewConflict[];
  conflictCount: number;
}

/** Rows and conflicts the preview words; the rest are counted. */
export const SHOWN_ROWS = 100;

export interface PreviewRow {
  loc: string;
  added: readonly AlternateLink[];
  removed: readonly AlternateLink[];
}

export interface PreviewConflict {
  loc: string;
  message: string;
  /** A row of the conflict's cluster, to show it in the matrix. */
  place: ClusterRow | null;
}

/** The preview of a completion: its changes counted, its conflicts worded (the catalogue's words where it has them). */
export function completionPreview(
  scope: CompletionPreview['scope'],
  clusters: number,
  changes: readonly AlternatesChange[],
  conflicts: readonly { fault: ClusterFault; matrix: ClusterMatrix }[],
  locOf: (place: ClusterRow) => string,
): CompletionPreview {
  let added = 0;
  let removed = 0;
  for (const change of changes) {
    added += change.added.length;
    removed += change.removed.length;
  }
  return {
    scope,
    clusters,
    changes,
    added,
    removed,
    shown: changes.slice(0, SHOWN_ROWS).map(({ place, added, removed }) => ({ loc: locOf(place), added, removed })),
    conflicts: conflicts.slice(0, SHOWN_ROWS).map(({ fault, matrix }) => conflictOf(fault, matrix)),
    conflictCount: conflicts.length,
  };
}

/** What a completion does, in a sentence: "14 links added and 2 removed in 6 rows". */
export function changesText({ added, removed, changes }: CompletionPreview): string {
  return t(
    'languages.complete.changes',
    {
      added: t('languages.complete.added', { count: formatCount(added) }, added),
      removed: t('languages.complete.removed', { count: formatCount(removed) }, removed),
      count: formatCount(changes.length),
    },
    changes.length,
  );
}

function conflictOf(fault: ClusterFault, matrix: ClusterMatrix): PreviewConflict {
  const loc = matrix.members[fault.member]!.loc;
  const place = matrix.members.find((page) => page.place !== null)?.place ?? null;
  if (fault.kind === 'language-unknown')
    return { loc, place, message: t('languages.complete.unknownLanguage', { loc }) };
  if (fault.kind === 'language-invalid')
    return { loc, place, message: t('languages.complete.invalidLanguage', { loc, language: fault.language }) };
  const [first] = faultProblems(matrix, fault);
  return { loc, place, message: first ? problemText(first.problem) : fault.kind };
}
