import type { ChangesSinceExport, ExportedField, LastExport } from './exported-urls';

/**
 * What the window holds of the export a project remembers: when, the files, how many URLs. Main
 * keeps the URLs with their hashes under `memory` (they may be millions), so they never cross;
 * a save names the memory, and main writes what it keeps.
 */
export interface HeldLastExport extends LastExport {
  /** The id under which main keeps the URLs this export wrote. */
  memory: string;
  /** How many URLs it wrote. */
  urls: number;
}

/** URLs of each part a preview lists at most; the counts say how many there are. */
export const CHANGES_LISTED = 200;

/** What changed since the last export, as the export dialog shows it: the counts, and the first URLs of each part. */
export interface ListedChanges {
  /** When the last export ran (ms since the epoch) and the files it wrote. */
  since: LastExport;
  counts: { added: number; removed: number; changed: number };
  added: string[];
  removed: string[];
  changed: Array<{ loc: string; fields: ExportedField[] }>;
}

/** The changes as the dialog gets them: all counted, at most `most` listed of each part. */
export function listChanges(changes: ChangesSinceExport, since: LastExport, most = CHANGES_LISTED): ListedChanges {
  return {
    since: { at: since.at, files: [...since.files] },
    counts: { added: changes.added.length, removed: changes.removed.length, changed: changes.changed.length },
    added: changes.added.slice(0, most),
    removed: changes.removed.slice(0, most),
    changed: changes.changed.slice(0, most),
  };
}
