import type { UrlColumns } from '../../../../shared/columnar/url-columns';
import { rowWithoutDeprecated } from '../../../../shared/extensions/without-deprecated';
import { actionLabel } from '../../table/action-label';
import { EntryChanges, type ReplaceRows } from '../../table/edit-commands';

/** Taking every deprecated image and video field out of a table: one command, and how many fields it takes. */
export interface DeprecatedRemoval {
  command: ReplaceRows;
  removed: number;
}

/** The removal of a table's deprecated image and video fields, or null when it has none. */
export function deprecatedRemoval(rows: UrlColumns): DeprecatedRemoval | null {
  const changes = new EntryChanges(rows);
  let removed = 0;
  for (let i = 0; i < rows.rowCount; i += 1) {
    const row = { images: rows.get(i, 'images'), videos: rows.get(i, 'videos') };
    if (row.images.length === 0 && row.videos.length === 0) continue;
    const stripped = rowWithoutDeprecated(row);
    if (stripped.removed === 0) continue;
    changes.add(i, 'images', stripped.entry.images);
    changes.add(i, 'videos', stripped.entry.videos);
    removed += stripped.removed;
  }
  if (removed === 0) return null;
  return { command: changes.command(actionLabel('removeDeprecated', removed)), removed };
}
