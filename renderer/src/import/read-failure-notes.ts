import type { ImportResult, ReceivedImport } from '../../../shared/import-types';
import { problemText } from '../../../shared/problems';
import { isReadFailure } from '../../../shared/read-failures';

/** A source that could not be read: not at all ('whole') or only in part, and what its problems say why. */
export interface ReadFailureNote {
  missing: 'whole' | 'part';
  /** The messages of its read-failure problems, in the person's language; empty when none was listed. */
  why: string[];
}

/**
 * The sources of an import that could not be read, whole or in part (shared/read-failures.ts), each
 * with why, for the review to show them in red and say why to a screen reader.
 */
export function readFailureNotes(
  result: Pick<ImportResult, 'unread' | 'problems'> & Pick<ReceivedImport, 'files'>,
): Map<string, ReadFailureNote> {
  const notes = new Map<string, ReadFailureNote>();
  for (const { location } of result.unread) notes.set(location, { missing: 'whole', why: [] });
  // One that kept no URL (a web page served in its place, a body cut before its first) gave nothing.
  for (const { summary } of result.files)
    if (summary.readFailed) notes.set(summary.location, { missing: summary.urlCount > 0 ? 'part' : 'whole', why: [] });
  for (const item of result.problems) {
    const note = notes.get(item.place.file ?? '');
    // A stand-in for problems only counted names no single file's reason.
    if (note && item.unlisted === undefined && isReadFailure(item)) note.why.push(problemText(item));
  }
  return notes;
}
