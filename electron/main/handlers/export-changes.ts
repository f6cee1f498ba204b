import type { ExportRequest } from '../../../shared/export-types';
import { changesAgainst, type ChangesSinceExport, type ExportedUrl } from '../../../shared/last-export/exported-urls';
import { listChanges, type ListedChanges } from '../../../shared/last-export/held-last-export';
import {
  exportedUrlsOf,
  writtenRows,
  writtenSummary,
  type WrittenReport,
} from '../../../shared/last-export/written-rows';
import type { RememberedExport } from '../../../shared/project-file';
import type { RememberedExports } from '../transfers/remembered-exports';
import { nextTurn } from '../../engine';

/** Rows compared between two turns of main's event loop: about a tenth of a second at most, so other calls are answered. */
const ROWS_PER_TURN = 5_000;

/** The URLs an export of the request would write now (all but those the settings leave out as not indexable). */
export function rowsToWriteNow(request: ExportRequest) {
  const locs = request.settings.leaveOutNonIndexable
    ? new Set((request.notIndexable ?? []).map((found) => found.url))
    : undefined;
  return writtenRows(request.tables, { locs });
}

/**
 * What an export of the request would change against what the last one wrote, worked out a few
 * thousand rows at a time (a million rows take seconds); null once `signal` is aborted.
 */
export async function changesSince(
  last: readonly ExportedUrl[],
  request: ExportRequest,
  signal?: AbortSignal,
): Promise<ChangesSinceExport | null> {
  const changes = changesAgainst(last);
  let count = 0;
  for (const row of rowsToWriteNow(request)) {
    changes.add(row);
    if (++count % ROWS_PER_TURN !== 0) continue;
    await nextTurn();
    if (signal?.aborted) return null;
  }
  return changes.result();
}

/** What an export that wrote `report` remembers (as rememberedExport), a few thousand rows a turn. */
export async function rememberInTurns(
  request: ExportRequest,
  report: WrittenReport,
  at: number,
): Promise<RememberedExport> {
  const urls: ExportedUrl[] = [];
  for (const url of exportedUrlsOf(request.tables, report)) {
    if (urls.push(url) % ROWS_PER_TURN === 0) await nextTurn();
  }
  return { ...writtenSummary(report, at), urls };
}

/**
 * The preview's "changed since the last export", kept for the same memory, uploads and rows left out:
 * a preview after a settings change that writes the same URLs (a file name, the gzip box) reads no row again.
 */
export function createPreviewChanges(exports: RememberedExports) {
  let kept: { key: string; changes: ListedChanges } | null = null;
  return async (
    request: ExportRequest,
    uploads: readonly string[],
    memory: string | undefined,
    signal: AbortSignal,
  ): Promise<ListedChanges | null> => {
    if (memory === undefined || request.tables.length === 0) return null;
    const last = exports.get(memory);
    const leftOut = request.settings.leaveOutNonIndexable ? (request.notIndexable ?? []).map((url) => url.url) : null;
    const key = JSON.stringify([memory, uploads, leftOut]);
    if (kept?.key === key) return kept.changes;
    const changes = await changesSince(last.urls, request, signal);
    if (changes === null) return null;
    kept = { key, changes: listChanges(changes, last) };
    return kept.changes;
  };
}
