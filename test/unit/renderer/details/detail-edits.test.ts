import { describe, expect, it } from 'vitest';
import { emptyImage, emptyNews, emptyRow, type UrlRow } from '../../../../shared/url-table';
import {
  detailsCommand,
  linesValue,
  moveItem,
  removeAt,
  replaceAt,
  textValue,
  withField,
} from '../../../../renderer/src/details/detail-edits';
import { applyCommand, changesStructure, invertCommand } from '../../../../renderer/src/history/edit-commands';

const row = (loc: string, change: Partial<UrlRow> = {}): UrlRow => ({ ...emptyRow(loc), ...change });

describe('detailsCommand', () => {
  it('swaps whole extension values on several rows, and its inverse puts the very same lists back', () => {
    const a = row('https://e.com/a', { images: [emptyImage('https://e.com/1.jpg')] });
    const b = row('https://e.com/b');
    const table = [a, b];
    const imagesBefore = a.images;
    const images = replaceAt(a.images, 0, withField(a.images[0]!, 'caption', 'New'));
    const command = detailsCommand('Edit', [
      { row: a, field: 'images', value: images },
      { row: b, field: 'news', value: emptyNews() },
      { row: b, field: 'videos', value: b.videos }, // unchanged: left out
    ]);
    expect(command.rows).toEqual([a, b]);
    expect(changesStructure(command)).toBe(false);

    applyCommand(table, command);
    expect(a.images[0]!.caption).toBe('New');
    expect(b.news).toEqual(emptyNews());
    expect(imagesBefore[0]!.caption).toBeNull(); // copied on write: the old list is intact for undo

    applyCommand(table, invertCommand(command));
    expect(a.images).toBe(imagesBefore);
    expect(b.news).toBeNull();
    expect(table).toEqual([a, b]);
  });

  it('holds nothing when no value changes, so the history keeps no empty step', () => {
    const a = row('https://e.com/a');
    expect(detailsCommand('Edit', [{ row: a, field: 'alternates', value: a.alternates }]).rows).toEqual([]);
  });
});

describe('copy-on-write list helpers', () => {
  const list = Object.freeze(['a', 'b', 'c']);
  it('replace, remove and move without touching the list they are given', () => {
    expect(replaceAt(list, 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(removeAt(list, 0)).toEqual(['b', 'c']);
    expect(moveItem(list, 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('withField copies an entry only when the value differs', () => {
    const image = emptyImage('https://e.com/1.jpg');
    expect(withField(image, 'caption', null)).toBe(image);
    const changed = withField(image, 'caption', 'x');
    expect(changed).not.toBe(image);
    expect(changed).toEqual({ ...image, caption: 'x' });
  });

  it('reads typed text as a value: trimmed, empty is absent; tags one per line', () => {
    expect(textValue('  x ')).toBe('x');
    expect(textValue('   ')).toBeNull();
    expect(linesValue(' steak \n\n grill\n')).toEqual(['steak', 'grill']);
  });
});
