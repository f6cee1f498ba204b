import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { emptyImage, emptyNews, emptyRow, emptyVideo, type UrlRow } from '../../../../../shared/url-table';
import { applyCommand, invertCommand } from '../../../../../renderer/src/table/edit-commands';
import { bulkCommand, bulkOperations, type BulkEdit } from '../../../../../renderer/src/grid/editing/bulk-edit';
import {
  EXTENSION_BULK_FIELDS,
  extensionField,
  needsAttribute,
  setValueProblem,
} from '../../../../../renderer/src/grid/editing/bulk-extension';
import { NAMESPACES } from '../../../../../shared/protocol';

const image = (loc: string, caption: string | null = null) => ({ ...emptyImage(loc), caption });
const ROWS: UrlRow[] = [
  {
    ...emptyRow('https://example.com/a'),
    images: [image('http://cdn.example.com/1.jpg', 'One'), image('http://cdn.example.com/2.jpg')],
    news: { ...emptyNews(), publication_name: 'Daily', publication_language: 'en', title: 'A' },
  },
  { ...emptyRow('https://example.com/b') },
  {
    ...emptyRow('https://example.com/c'),
    images: [image('https://cdn.example.com/3.jpg')],
    videos: [
      {
        ...emptyVideo(),
        title: 'Clip',
        player_loc: { value: 'https://v/1', attributes: { allow_embed: 'yes', autoplay: null } },
      },
      { ...emptyVideo(), title: 'Other', player_loc: null },
    ],
  },
];
const ALL = [0, 1, 2];

/** Runs an edit over every row: the rows it changes, the rows after it, and the rows after one undo. */
function run(edit: BulkEdit, stored: readonly number[] = ALL) {
  const rows = UrlColumns.fromRows(ROWS);
  const command = bulkCommand(rows, stored, edit);
  applyCommand(rows, command);
  const after = rows.toRows();
  applyCommand(rows, invertCommand(command));
  return { changed: command.at.length, label: command.label, after, undone: rows.toRows() };
}

describe('bulk edit of image, video and news fields', () => {
  it('offers every field that holds one text, not lists or the TV show record', () => {
    const ids = EXTENSION_BULK_FIELDS.map((field) => field.id);
    expect(ids).toEqual(expect.arrayContaining(['image:loc', 'image:caption', 'video:title', 'video:player_loc']));
    expect(ids).toEqual(expect.arrayContaining(['news:publication_name', 'news:publication_language']));
    for (const many of ['video:tag', 'video:price', 'video:content_segment_loc', 'video:tvshow']) {
      expect(ids).not.toContain(many);
    }
  });

  it('never clears a required field, and sets a choice from its options', () => {
    expect(bulkOperations('news:publication_name', 3)).toEqual(['set', 'replace', 'prefix', 'suffix']);
    expect(bulkOperations('image:loc', 3)).not.toContain('clear');
    expect(bulkOperations('image:caption', 3)).toEqual(['set', 'clear', 'replace', 'prefix', 'suffix']);
    expect(bulkOperations('video:family_friendly', 3)).toEqual(['set', 'clear']);
  });

  it('find and replace reaches every image of every selected row, and undoes in one step', () => {
    const edit: BulkEdit = { field: 'image:loc', operation: { kind: 'replace', find: 'http://', with: 'https://' } };
    const { changed, label, after, undone } = run(edit);
    expect(changed).toBe(1);
    expect(after[0]!.images.map((entry) => entry.loc)).toEqual([
      'https://cdn.example.com/1.jpg',
      'https://cdn.example.com/2.jpg',
    ]);
    // the image's other fields stay
    expect(after[0]!.images[0]!.caption).toBe('One');
    expect(after[2]!.images).toEqual(ROWS[2]!.images);
    expect(label).toBe('setting image:loc of 1 row');
    expect(undone).toEqual(ROWS);
  });

  it('set fills an absent field of every entry; a row without entries stays as it is', () => {
    const { changed, after, undone } = run({ field: 'image:caption', operation: { kind: 'set', text: ' Shop ' } });
    expect(changed).toBe(2);
    expect(after.map((row) => row.images.map((entry) => entry.caption))).toEqual([['Shop', 'Shop'], [], ['Shop']]);
    expect(after[1]).toEqual(ROWS[1]);
    expect(undone).toEqual(ROWS);
  });

  it("news: the row's one entry is edited; rows without news get none", () => {
    const { changed, after } = run({ field: 'news:publication_language', operation: { kind: 'set', text: 'nl' } });
    expect(changed).toBe(1);
    expect(after[0]!.news).toEqual({ ...ROWS[0]!.news, publication_language: 'nl' });
    expect(after[1]!.news).toBeNull();
    expect(after[2]!.news).toBeNull();
  });

  it("an attributed element's text is edited with its attributes kept; one set where absent has none", () => {
    const { changed, after, undone } = run({
      field: 'video:player_loc',
      operation: { kind: 'set', text: 'https://v/2' },
    });
    expect(changed).toBe(1);
    expect(after[2]!.videos.map((video) => video.player_loc)).toEqual([
      { value: 'https://v/2', attributes: { allow_embed: 'yes', autoplay: null } },
      { value: 'https://v/2', attributes: { allow_embed: null, autoplay: null } },
    ]);
    const choice = run({ field: 'video:family_friendly', operation: { kind: 'set', text: 'no' } });
    expect(choice.after[2]!.videos.map((video) => video.family_friendly)).toEqual(['no', 'no']);
    expect(undone).toEqual(ROWS);
  });

  it('never empties a required field: not by a set to nothing, nor by a replace that leaves nothing (the review)', () => {
    expect(run({ field: 'image:loc', operation: { kind: 'set', text: '  ' } }).changed).toBe(0);
    expect(run({ field: 'news:publication_name', operation: { kind: 'set', text: '' } }).changed).toBe(0);
    const whole = { kind: 'replace', find: 'https://cdn.example.com/3.jpg', with: '' } as const;
    expect(run({ field: 'image:loc', operation: whole }).changed).toBe(0);
    // An optional one is emptied by a set to nothing, as by Clear.
    expect(run({ field: 'image:caption', operation: { kind: 'set', text: '' } }).changed).toBe(1);
  });

  it('clear empties an optional field; editing text where there is none changes nothing', () => {
    const clear = run({ field: 'image:caption', operation: { kind: 'clear' } });
    expect(clear.changed).toBe(1);
    expect(clear.after[0]!.images.map((entry) => entry.caption)).toEqual([null, null]);
    expect(run({ field: 'video:description', operation: { kind: 'suffix', text: '!' } }).changed).toBe(0);
    expect(run({ field: 'image:loc', operation: { kind: 'set', text: 'https://x/1.jpg' } }, [1]).changed).toBe(0);
  });

  it("a value set replaces the field's element kept as raw XML, so the file holds it once", () => {
    const keptTitle = `<video:title xmlns:video="${NAMESPACES.video}" xml:lang="fr">Titre</video:title>`;
    const keptOther = `<video:foo xmlns:video="${NAMESPACES.video}">x</video:foo>`;
    const rows = UrlColumns.fromRows([
      {
        ...emptyRow('https://example.com/r'),
        videos: [{ ...emptyVideo(), title: null, extra: [keptTitle, keptOther] }],
      },
    ]);
    const command = bulkCommand(rows, [0], { field: 'video:title', operation: { kind: 'set', text: 'Clip' } });
    applyCommand(rows, command);
    expect(rows.get(0, 'videos').map(({ title, extra }) => ({ title, extra }))).toEqual([
      { title: 'Clip', extra: [keptOther] },
    ]);
  });

  it('makes no restriction or platform without the relationship the schema requires; one there keeps its own', () => {
    const restricted = { ...emptyVideo(), restriction: { value: 'US', attributes: { relationship: 'deny' } } };
    const rows = UrlColumns.fromRows([{ ...emptyRow('https://example.com/a'), videos: [emptyVideo(), restricted] }]);
    const command = bulkCommand(rows, [0], { field: 'video:restriction', operation: { kind: 'set', text: 'US CA' } });
    applyCommand(rows, command);
    expect(rows.get(0, 'videos').map((video) => video.restriction)).toEqual([
      null,
      { value: 'US CA', attributes: { relationship: 'deny' } },
    ]);
    expect(needsAttribute(extensionField('video:platform')!.spec)).toBe(true);
    expect(needsAttribute(extensionField('video:player_loc')!.spec)).toBe(false);
  });

  it("says what is wrong with a value before setting it in every entry, by the field's own rules", () => {
    const problem = (id: string, text: string) => setValueProblem(extensionField(id)!, text)?.code ?? null;
    expect(problem('video:duration', '12,5')).toBe('video-duration-invalid');
    expect(problem('video:duration', '125')).toBeNull();
    expect(problem('video:rating', '4,5')).toBe('video-rating-invalid');
    expect(problem('news:publication_date', 'yesterday')).toBe('news-date-invalid');
    expect(problem('news:publication_date', '2024-01-02')).toBeNull();
    expect(problem('image:caption', '')).toBeNull();
  });
});
