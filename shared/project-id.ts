/*
 * A project's id is what an export folder's manifest keeps the project's files under: which files
 * were its last export's (removed as stale when a later export of it no longer writes them), and which
 * stuck commit a later export of it replaces. So it is an identity of its own, never derived from what
 * can change or be shared: made once when the project is created, kept in its project file, and kept
 * by Save and by moving or renaming the file. Save As to another file makes a copy, another project
 * with an id of its own (a copy may be used for another set in the same folder, and must never take
 * the original's files as its own); a copy that takes the original's place there, writing the same
 * sitemaps or index, replaces its set all the same (replaced-entries.ts). The person never sees it.
 */

/** A new project's id: made once, when the project is created. */
export const newProjectId = (): string => crypto.randomUUID();

/**
 * The id of a project opened from `path` (null: never saved, a recovery copy of new work): the one its
 * file holds, else, for a file written before projects had ids, what the app knew it by then, its
 * path (`project:<path>`), so the manifest entries older builds wrote stay this project's; its next
 * save writes that into the file, and it stays through later moves. New work without one gets a new id.
 */
export function projectIdOf(id: string | undefined, path: string | null): string {
  if (id !== undefined) return id;
  return path === null ? newProjectId() : `project:${path}`;
}
