import type { FieldSpec, TextWithAttributes } from './field-table';
import { absentValue, isPresent, valueOf, type FieldValue } from './entry-values';
import { IMAGE_FIELDS } from './image-fields';
import { VIDEO_FIELDS } from './video-fields';
import type { ImageEntry, UrlRow, VideoEntry } from '../url-table';

/** An entry without what its table marks deprecated, and how many fields and attributes that took away. */
export interface Stripped<Entry> {
  entry: Entry;
  removed: number;
}

/**
 * An entry without the fields Google deprecated, and without the deprecated attributes of the
 * fields it keeps (video:player_loc's allow_embed and autoplay); a copy, the given entry untouched.
 * The table's `deprecated` marks decide, so this removes exactly what validation warns about.
 */
export function withoutDeprecated<Entry extends object>(entry: Entry, fields: readonly FieldSpec[]): Stripped<Entry> {
  const changed: Record<string, FieldValue> = {};
  let removed = 0;
  for (const field of fields) {
    const value = valueOf(entry, field);
    if (field.deprecated) {
      if (isPresent(value)) {
        changed[field.key] = absentValue(field);
        removed += 1;
      }
      continue;
    }
    const dropped = (field.attributes ?? []).filter((attribute) => attribute.deprecated).map(({ name }) => name);
    if (dropped.length === 0 || value === null || typeof value !== 'object' || Array.isArray(value)) continue;
    const attributes = { ...(value as TextWithAttributes<string>).attributes };
    const present = dropped.filter((name) => attributes[name] !== null && attributes[name] !== undefined);
    if (present.length === 0) continue;
    for (const name of present) attributes[name] = null;
    changed[field.key] = { ...(value as TextWithAttributes<string>), attributes };
    removed += present.length;
  }
  return removed === 0 ? { entry, removed } : { entry: { ...entry, ...changed }, removed };
}

/** A row's images and videos without their deprecated fields; `removed` counts every field and attribute taken away. */
export function rowWithoutDeprecated(
  row: Pick<UrlRow, 'images' | 'videos'>,
): Stripped<Pick<UrlRow, 'images' | 'videos'>> {
  const images = listWithout<ImageEntry>(row.images, IMAGE_FIELDS);
  const videos = listWithout<VideoEntry>(row.videos, VIDEO_FIELDS);
  // A list that lost nothing is the very list it was: a removal changes only the other.
  return {
    entry: {
      images: images.removed === 0 ? row.images : images.list,
      videos: videos.removed === 0 ? row.videos : videos.list,
    },
    removed: images.removed + videos.removed,
  };
}

/** Each entry of `list` without its deprecated fields, and how many it lost in all. */
function listWithout<T extends object>(
  list: readonly T[],
  fields: Parameters<typeof withoutDeprecated>[1],
): { list: T[]; removed: number } {
  let removed = 0;
  const stripped = list.map((entry) => {
    const without = withoutDeprecated<T>(entry, fields);
    removed += without.removed;
    return without.entry;
  });
  return { list: stripped, removed };
}
