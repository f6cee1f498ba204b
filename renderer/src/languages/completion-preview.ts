import { faultPlacement } from '../../../shared/hreflang/cluster-problems';
import type { ClusterFault, ClusterMatrix } from '../../../shared/hreflang/cluster-matrix';
import type { LeftConflict } from '../../../shared/hreflang/complete-all-clusters';
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
  /** The first page of rows it changes (previewRows gives any page). */
  shown: readonly PreviewRow[];
  /** The first page of what it leaves for the person (previewConflicts gives any page). */
  conflicts: readonly PreviewConflict[];
  conflictCount: number;
  /** Every conflict left, worded a page at a time. */
  left: readonly LeftConflict[];
  locOf: (place: ClusterRow) => string;
  /** Completing all with each cluster's page in a language as x-default: how many clusters had no one such page. */
  withoutLanguage: { language: string; clusters: number } | null;
  /** Completing all: how many clusters are left without any x-default (no page chosen, none named). */
  noXDefault: number;
}

/** Rows and conflicts the preview words a page at a time. */
export const SHOWN_ROWS = 100;
/** Links of a row the preview lists (added first): a row of a cluster of 5,000 languages gains 5,000. */
export const SHOWN_LINKS = 20;

export interface PreviewRow {
  loc: string;
  added: readonly AlternateLink[];
  removed: readonly AlternateLink[];
  /** Its links added and removed past SHOWN_LINKS, not listed. */
  more: number;
}

export interface PreviewConflict {
  loc: string;
  message: string;
  /** The message names the page itself (its URL is in the words): not named again before it. */
  namesPage: boolean;
  /** A row of the conflict's cluster, to show it in the matrix. */
  place: ClusterRow | null;
}

/** The preview of a completion: its changes counted, its first conflicts worded (the catalogue's words where it has them). */
export function completionPreview(
  scope: CompletionPreview['scope'],
  clusters: number,
  changes: readonly AlternatesChange[],
  left: readonly LeftConflict[],
  locOf: (place: ClusterRow) => string,
  withoutLanguage: CompletionPreview['withoutLanguage'] = null,
  noXDefault = 0,
): CompletionPreview {
  let added = 0;
  let removed = 0;
  for (const change of changes) {
    added += change.added.length;
    removed += change.removed.length;
  }
  const made = {
    ...{ scope, clusters, changes, added, removed, conflictCount: left.length, left, locOf },
    ...{ withoutLanguage, noXDefault },
  };
  return { ...made, shown: previewRows(made, 0), conflicts: previewConflicts(made, 0) };
}

/** Page `page` of the rows a completion changes (SHOWN_ROWS a page), with their locs. */
export function previewRows(
  { changes, locOf }: Pick<CompletionPreview, 'changes' | 'locOf'>,
  page: number,
): PreviewRow[] {
  return changes.slice(page * SHOWN_ROWS, (page + 1) * SHOWN_ROWS).map(({ place, added, removed }) => {
    const addedShown = added.slice(0, SHOWN_LINKS);
    const removedShown = removed.slice(0, SHOWN_LINKS - addedShown.length);
    const more = added.length + removed.length - addedShown.length - removedShown.length;
    return { loc: locOf(place), added: addedShown, removed: removedShown, more };
  });
}

/** Page `page` of the conflicts a completion leaves, in words. */
export function previewConflicts({ left }: Pick<CompletionPreview, 'left'>, page: number): PreviewConflict[] {
  return left.slice(page * SHOWN_ROWS, (page + 1) * SHOWN_ROWS).map(({ fault, matrix }) => conflictOf(fault, matrix));
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
    return { loc, place, namesPage: true, message: t('languages.complete.unknownLanguage', { loc }) };
  if (fault.kind === 'href-invalid')
    return { loc, place, namesPage: true, message: t('languages.complete.invalidHref', { loc }) };
  if (fault.kind === 'language-invalid') {
    const message = t('languages.complete.invalidLanguage', { loc, language: fault.language });
    return { loc, place, namesPage: true, message };
  }
  // The fault's words where one of its members is a row (a giant cluster's fault is told on thousands).
  const placement = faultPlacement(matrix, fault);
  const told = placement?.members.some((member) => matrix.members[member]!.place !== null) ?? false;
  return { loc, place, namesPage: false, message: told ? problemText(placement!.problem) : fault.kind };
}
