import { describe, expect, it } from 'vitest';
import { CHANGEFREQ_CODEC } from '../../../../shared/columnar/changefreq-codec';
import { CodedColumn, type TextCodec } from '../../../../shared/columnar/coded-column';
import { LASTMOD_CODEC } from '../../../../shared/columnar/lastmod-codec';
import { PRIORITY_CODEC } from '../../../../shared/columnar/priority-codec';

function columnOf(codec: TextCodec, texts: readonly (string | null)[]): CodedColumn {
  const column = new CodedColumn(codec);
  column.insertRows(0, texts.length);
  texts.forEach((text, row) => column.set(row, text));
  return column;
}

const readBack = (column: CodedColumn, rows: number) => Array.from({ length: rows }, (_, row) => column.get(row));

describe('CodedColumn', () => {
  it('reads every text back as written when texts repeat, in runs and apart, past the texts it remembers', () => {
    // Canonical and kept forms of one code side by side ("0.5" / "0.50", "daily" / "Daily"), then more
    // distinct texts than a column remembers, then the first ones again.
    const priorities = ['0.5', '0.50', '0.5', '0.5', '1', '1.0', 'high', '0.5'];
    const many = Array.from({ length: 200 }, (_, i) => `0.${String(i % 100).padStart(2, '0')}`);
    const texts = [...priorities, ...many, ...priorities, null, '0.50'];
    expect(readBack(columnOf(PRIORITY_CODEC, texts), texts.length)).toEqual(texts);

    const changefreqs = ['daily', 'Daily', 'daily', 'DAILY', 'weekly', null, 'sometimes', 'daily'];
    expect(readBack(columnOf(CHANGEFREQ_CODEC, changefreqs), changefreqs.length)).toEqual(changefreqs);

    const lastmods = ['2024-01-02', '2024-01-02', '2024-01-02T00:00Z', '2024-01-02', 'yesterday', '2024-1-2'];
    const lastmodColumn = columnOf(LASTMOD_CODEC, lastmods);
    expect(readBack(lastmodColumn, lastmods.length)).toEqual(lastmods);
    expect(lastmodColumn.valueAt(1)).toBe(Date.UTC(2024, 0, 2));
  });

  it('gives a row set again the code of its new text, not of the text it held', () => {
    const column = columnOf(PRIORITY_CODEC, ['0.5', '0.5']);
    column.set(1, '0.50');
    column.set(0, '0.8');
    expect(readBack(column, 2)).toEqual(['0.8', '0.50']);
    expect(column.codeAt(1)).toBe(columnOf(PRIORITY_CODEC, ['0.50']).codeAt(0));
    expect(column.codeAt(1)).not.toBe(columnOf(PRIORITY_CODEC, ['0.5']).codeAt(0));
  });

  it('reads a slice appended where rows were removed as the slice: nothing of what lay past the end shows through', () => {
    // Removed rows leave their codes and instants past the end; appended rows take that room unfilled.
    for (const [codec, texts] of [
      [LASTMOD_CODEC, ['2024-01-02', null, '2024-03-04T05:06:07Z', 'next week', '2023-12-31']],
      [CHANGEFREQ_CODEC, ['daily', 'often', null, 'never', 'weekly']],
    ] as const) {
      const column = columnOf(codec, [...texts, ...texts]);
      column.deleteRows(2, 8);
      const from = columnOf(codec, [null, null, ...texts.slice(2)]);
      column.appendSlice(from.slice(0, 5));
      const expected = [...texts.slice(0, 2), null, null, ...texts.slice(2)];
      expect(readBack(column, 7)).toEqual(expected);
      if (codec === LASTMOD_CODEC) {
        const instants = Array.from({ length: 7 }, (_, row) => column.valueAt(row));
        expect(instants.map(Number.isNaN)).toEqual(expected.map((text) => text === null || text === 'next week'));
      }
    }
  });

  it('gives rows appended from a slice without instants no instant, whatever removed rows left past the end', () => {
    const dates = ['2024-01-02', '2024-03-04T05:06:07Z', '2023-12-31', '2022-06-07', '2021-08-09'];
    const column = columnOf(LASTMOD_CODEC, [...dates, ...dates]);
    column.deleteRows(2, 8);
    column.appendSlice({ ...columnOf(LASTMOD_CODEC, dates).slice(0, 3), values: null });
    expect(column.valueAt(0)).toBe(Date.UTC(2024, 0, 2));
    expect(column.valueAt(1)).toBe(Date.UTC(2024, 2, 4, 5, 6, 7));
    expect([2, 3, 4].map((row) => column.valueAt(row))).toEqual([NaN, NaN, NaN]);
  });

  it('keeps texts at the first and last rows, none past the end or in an empty column, through slices and removals', () => {
    const keptOf = (column: CodedColumn, rows: number) =>
      Array.from({ length: rows }, (_, row) => column.keptText(row));
    const empty = new CodedColumn(PRIORITY_CODEC);
    expect([empty.keptText(0), empty.keptText(5)]).toEqual([undefined, undefined]);

    // Kept ("high" and "1.0000" are no number the codec renders) at the first and the last row only.
    const texts = ['high', '0.5', null, '0.5', '1.0000'];
    const column = columnOf(PRIORITY_CODEC, texts);
    expect(keptOf(column, 7)).toEqual(['high', undefined, undefined, undefined, '1.0000', undefined, undefined]);
    expect(readBack(column, texts.length)).toEqual(texts);
    // The first one set canonical: the last is still kept.
    column.set(0, '0.5');
    expect(keptOf(column, 6)).toEqual([undefined, undefined, undefined, undefined, '1.0000', undefined]);

    // A slice that holds the last kept row, one that holds none, appended to a column (the export's path).
    const copy = new CodedColumn(PRIORITY_CODEC);
    copy.appendSlice(column.slice(1, 4));
    expect(keptOf(copy, 4)).toEqual([undefined, undefined, undefined, undefined]);
    copy.appendSlice(column.slice(3, 5));
    expect(keptOf(copy, 6)).toEqual([undefined, undefined, undefined, undefined, '1.0000', undefined]);
    expect(readBack(copy, 5)).toEqual(['0.5', null, '0.5', '0.5', '1.0000']);

    // Its last kept text set canonical, then kept again at a row before it; rows appended after it.
    copy.set(4, '1');
    expect(keptOf(copy, 6)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    copy.set(0, 'high');
    copy.insertRows(5, 2);
    copy.set(6, 'high');
    expect(keptOf(copy, 8)).toEqual(['high', undefined, undefined, undefined, undefined, undefined, 'high', undefined]);
    copy.deleteRows(6, 1);
    expect(keptOf(copy, 7)).toEqual(['high', undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(readBack(copy, 6)).toEqual(['high', null, '0.5', '0.5', '1', null]);
  });
});
