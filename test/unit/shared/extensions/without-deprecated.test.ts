import { describe, expect, it } from 'vitest';
import { rowWithoutDeprecated, withoutDeprecated } from '../../../../shared/extensions/without-deprecated';
import { IMAGE_FIELDS } from '../../../../shared/extensions/image-fields';
import { VIDEO_FIELDS } from '../../../../shared/extensions/video-fields';
import { emptyImage, emptyVideo, type ImageEntry, type VideoEntry } from '../../../../shared/url-table';

const image = (fields: Partial<ImageEntry>): ImageEntry => ({ ...emptyImage('https://example.com/a.jpg'), ...fields });

function video(): VideoEntry {
  return {
    ...emptyVideo(),
    thumbnail_loc: 'https://example.com/t.jpg',
    title: 'Grilling steaks',
    description: 'How to',
    category: 'Cooking',
    gallery_loc: { value: 'https://example.com/gallery', attributes: { title: 'Gallery' } },
    player_loc: { value: 'https://example.com/player', attributes: { allow_embed: 'yes', autoplay: 'ap=1' } },
  } as VideoEntry;
}

describe('withoutDeprecated', () => {
  it('takes away image:caption, title, geo_location and license, keeping image:loc', () => {
    const before = image({ caption: 'A dog', title: 'Dog', geo_location: 'Delft', license: 'https://example.com/l' });
    const { entry, removed } = withoutDeprecated(before, IMAGE_FIELDS);
    expect(removed).toBe(4);
    expect(entry).toEqual(emptyImage('https://example.com/a.jpg'));
    expect(before.caption).toBe('A dog'); // the given entry is untouched, for undo
  });

  it('returns the same entry, with nothing removed, when it has nothing deprecated', () => {
    const clean = image({});
    expect(withoutDeprecated(clean, IMAGE_FIELDS)).toEqual({ entry: clean, removed: 0 });
    expect(withoutDeprecated(clean, IMAGE_FIELDS).entry).toBe(clean);
  });

  it("takes away the video fields the catalogue marks deprecated and player_loc's deprecated attributes", () => {
    const before = video();
    const { entry, removed } = withoutDeprecated(before, VIDEO_FIELDS);
    const deprecatedFields = VIDEO_FIELDS.filter((field) => 'deprecated' in field).map((field) => field.key);
    expect(deprecatedFields).toEqual(expect.arrayContaining(['category', 'gallery_loc']));
    expect(entry.category).toBeNull();
    expect(entry.gallery_loc).toBeNull();
    expect(entry.player_loc).toEqual({
      value: 'https://example.com/player',
      attributes: { allow_embed: null, autoplay: null },
    });
    expect(entry.title).toBe('Grilling steaks');
    expect(removed).toBe(4);
  });
});

describe('rowWithoutDeprecated', () => {
  it('counts every field and attribute taken away across a row', () => {
    const row = { images: [image({ caption: 'x' }), image({ title: 'y', license: 'z' })], videos: [video()] };
    const { entry, removed } = rowWithoutDeprecated(row);
    expect(removed).toBe(7);
    expect(entry.images).toEqual([emptyImage('https://example.com/a.jpg'), emptyImage('https://example.com/a.jpg')]);
    const clean = { images: [image({})], videos: [] };
    expect(rowWithoutDeprecated(clean)).toEqual({ entry: clean, removed: 0 });
  });
});
