import { describe, expect, it } from 'vitest';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyImage, emptyNews, emptyRow, type UrlRow } from '../../../../shared/url-table';
import {
  detailsCommands,
  linesValue,
  moveItem,
  removeAt,
  replaceAt,
  withField,
} from '../../../../renderer/src/details/detail-edits';
import { textValue } from '../../../../renderer/src/table/columns';
import {
  applyCommand,
  changesStructure,
  invertCommand,
  type EditCommand,
  type ReplaceRows,
} from '../../../../renderer/src/table/edit-commands';

/** The command as the replace it must be. */
function replaced(command: EditCommand): ReplaceRows {
  if (command.kind !== 'replace') throw new Error(`a ${command.kind} command, not a replace`);
  return command;
}

const row = (loc: string, change: Partial<UrlRow> = {}): UrlRow => ({ ...emptyRow(loc), ...change });

/** Two tables by id, as the project holds them. */
function tables() {
  const byId = new Map([
    [
      'a',
      UrlColumns.fromRows([
        row('https://e.com/a', { images: [emptyImage('https://e.com/1.jpg')] }),
        row('https://e.com/a2'),
      ]),
    ],
    ['b', UrlColumns.fromRows([row('https://e.com/b'), row('https://e.com/b2', { news: emptyNews() })])],
  ]);
  return { a: byId.get('a')!, b: byId.get('b')!, rowsOf: (id: string) => byId.get(id)! };
}

describe('detailsCommands', () => {
  it('swaps whole extension values on several rows, and its inverse puts the very same lists back', () => {
    const { a, rowsOf } = tables();
    const original = a.toRows();
    const imagesBefore = a.get(0, 'images');
    const images = replaceAt(imagesBefore, 0, withField(imagesBefore[0]!, 'caption', 'New'));
    const commands = detailsCommands(
      'Edit',
      [
        { tableId: 'a', row: 0, field: 'images', value: images },
        { tableId: 'a', row: 1, field: 'news', value: emptyNews() },
        { tableId: 'a', row: 1, field: 'videos', value: [] }, // unchanged (no videos): left out
      ],
      rowsOf,
    );
    expect(commands).toHaveLength(1);
    const { tableId } = commands[0]!;
    const command = replaced(commands[0]!.command);
    expect(tableId).toBe('a');
    expect(command.at).toEqual([0, 1]);
    expect(command.before).toEqual([{ images: imagesBefore }, { news: null }]);
    expect(changesStructure(command)).toBe(false);

    applyCommand(a, command);
    expect(a.get(0, 'images')[0]!.caption).toBe('New');
    expect(a.get(1, 'news')).toEqual(emptyNews());
    expect(imagesBefore[0]!.caption).toBeNull(); // copied on write: the old list is intact for undo

    applyCommand(a, invertCommand(command));
    expect(a.get(0, 'images')).toBe(imagesBefore);
    expect(a.get(1, 'news')).toBeNull();
    expect(a.toRows()).toEqual(original);
  });

  it('makes one command per table the changes reach, in the order the tables first come, rows in the order given', () => {
    const { a, b, rowsOf } = tables();
    const [before, beforeB] = [a.toRows(), b.toRows()];
    const commands = detailsCommands(
      'Add missing return links',
      [
        { tableId: 'b', row: 1, field: 'news', value: null },
        {
          tableId: 'a',
          row: 1,
          field: 'alternates',
          value: [{ rel: 'alternate', hreflang: 'de', href: 'https://e.com/b' }],
        },
        { tableId: 'b', row: 1, field: 'news', value: null }, // a repeat is one change of the row, to the last value
        { tableId: 'b', row: 0, field: 'images', value: [emptyImage('https://e.com/2.jpg')] },
        { tableId: 'a', row: 0, field: 'images', value: a.get(0, 'images') }, // unchanged: left out
      ],
      rowsOf,
    );
    expect(commands.map(({ tableId, command }) => [tableId, replaced(command).at])).toEqual([
      ['b', [1, 0]],
      ['a', [1]],
    ]);
    for (const { tableId, command } of commands) applyCommand(rowsOf(tableId), command);
    expect(b.get(1, 'news')).toBeNull();
    expect(b.get(0, 'images').map((image) => image.loc)).toEqual(['https://e.com/2.jpg']);
    expect(a.get(1, 'alternates')).toHaveLength(1);
    for (const { tableId, command } of [...commands].reverse()) applyCommand(rowsOf(tableId), invertCommand(command));
    expect(a.toRows()).toEqual(before);
    expect(b.toRows()).toEqual(beforeB);
  });

  it('holds nothing when no value changes, so the history keeps no empty step', () => {
    const { a, rowsOf } = tables();
    expect(
      detailsCommands('Edit', [{ tableId: 'a', row: 1, field: 'alternates', value: a.get(1, 'alternates') }], rowsOf),
    ).toEqual([]);
    expect(
      detailsCommands('Edit', [{ tableId: 'a', row: 0, field: 'images', value: a.get(0, 'images') }], rowsOf),
    ).toEqual([]);
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
