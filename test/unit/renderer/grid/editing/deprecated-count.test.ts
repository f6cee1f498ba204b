import { describe, expect, it, vi } from 'vitest';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { emptyImage, emptyRow, emptyVideo } from '../../../../../shared/url-table';
import { deprecatedCounter } from '../../../../../renderer/src/grid/editing/deprecated-count';
import { deprecatedRemoval } from '../../../../../renderer/src/grid/editing/deprecated-removal';
import { applyCommand, commandPlace } from '../../../../../renderer/src/table/edit-commands';

const table = () =>
  UrlColumns.fromRows([
    {
      ...emptyRow('https://example.com/a'),
      images: [{ ...emptyImage('https://example.com/a.jpg'), caption: 'A dog' }],
    },
    { ...emptyRow('https://example.com/b'), images: [{ ...emptyImage('https://example.com/b.jpg'), title: 'Cat' }] },
    emptyRow('https://example.com/c'),
  ]);

describe("the context menu's count of deprecated fields", () => {
  it('is counted once per project version, and again once the rows have changed', () => {
    const count = vi.fn((rows: UrlColumns) => deprecatedRemoval(rows)?.removed ?? 0);
    const counter = deprecatedCounter(count);
    const rows = table();
    expect([counter(rows, 4), counter(rows, 4), counter(rows, 4)]).toEqual([2, 2, 2]);
    expect(count).toHaveBeenCalledTimes(1);
    applyCommand(rows, deprecatedRemoval(rows)!.command);
    expect(counter(rows, 5)).toBe(0);
    expect(counter(rows, 5)).toBe(0);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('keeps each table its own count', () => {
    const count = vi.fn((rows: UrlColumns) => deprecatedRemoval(rows)?.removed ?? 0);
    const counter = deprecatedCounter(count);
    const [first, second] = [table(), UrlColumns.fromRows([emptyRow('https://example.com/d')])];
    expect([counter(first, 1), counter(second, 1), counter(first, 1), counter(second, 1)]).toEqual([2, 0, 2, 0]);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('counts by default as the removal does', () => {
    expect(deprecatedCounter()(table(), 0)).toBe(2);
  });

  it("a removal holds only the lists it changes: a row's images that lost nothing are not in it (the review)", () => {
    const images = [emptyImage('https://example.com/e.jpg')];
    const video = { ...emptyVideo(), title: 'T', category: 'old' };
    const rows = UrlColumns.fromRows([{ ...emptyRow('https://example.com/e'), images, videos: [video] }]);
    const { command } = deprecatedRemoval(rows)!;
    expect(command.after.map((change) => Object.keys(change))).toEqual([['videos']]);
    expect(commandPlace(command, 1)).toEqual({ row: 0, column: 'videos' });
  });
});
