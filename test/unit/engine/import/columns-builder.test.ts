import { describe, expect, it } from 'vitest';
import { ColumnsBuilder } from '../../../../electron/engine/import/columns-builder';
import { emptyRow } from '../../../../shared/url-table';
import { fullRow } from '../../../support/full-row';

describe('a file’s rows put into columns as they are read (ColumnsBuilder)', () => {
  it('holds every row added, in order and field for field, across many appends', () => {
    // Plain rows with an extension-rich row now and then, past several appends' worth.
    const rows = Array.from({ length: 10_000 }, (_, n) =>
      n % 997 === 0 ? fullRow(n) : { ...emptyRow(`https://example.com/${n}`), lastmod: `2024-01-0${(n % 9) + 1}` },
    );
    const builder = new ColumnsBuilder();
    for (const row of rows) builder.add(row);
    expect(builder.finish().toRows()).toEqual(rows);
  });

  it('gives empty columns when no row was added', () => {
    expect(new ColumnsBuilder().finish().rowCount).toBe(0);
  });
});
