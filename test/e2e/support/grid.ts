import type { Locator, Page } from '@playwright/test';

/** Finds cells the way a screen reader does: by row and column index (1-based, header row and row numbers included). */
export function gridHelpers(app: Page, name: string) {
  const grid = app.getByRole('grid', { name });
  /** The cell of data row `row` (1-based) in column `column` (loc, lastmod, …, the check's status …). */
  const cell = (row: number, column: AnyColumnName): Locator =>
    grid.locator(
      `[role="row"][aria-rowindex="${row + 1}"] [role="gridcell"][aria-colindex="${ALL_COLUMNS.indexOf(column) + 2}"]`,
    );
  const rowNumber = (row: number): Locator =>
    grid.locator(`[role="row"][aria-rowindex="${row + 1}"] [role="rowheader"]`);
  const header = (column: AnyColumnName): Locator =>
    grid.locator(`[role="columnheader"][aria-colindex="${ALL_COLUMNS.indexOf(column) + 2}"]`);
  const editor = app.locator('.cell-editor input');
  /** Every selected data cell, as "row:column". */
  async function selected(): Promise<string[]> {
    return grid
      .locator('[role="gridcell"][aria-selected="true"]')
      .evaluateAll(
        (cells, names) =>
          cells.map(
            (el) =>
              `${Number(el.parentElement!.getAttribute('aria-rowindex')) - 1}:${names[Number(el.getAttribute('aria-colindex')) - 2]}`,
          ),
        [...COLUMNS],
      );
  }
  return { grid, cell, rowNumber, header, editor, selected };
}

export const COLUMNS = ['loc', 'lastmod', 'changefreq', 'priority', 'images', 'videos', 'alternates', 'news'] as const;
export type ColumnName = (typeof COLUMNS)[number];
/** The site check's columns, shown after the row's own once the project has results. */
export const CHECK_COLUMNS = ['status', 'final URL', 'indexable', 'canonical'] as const;
type AnyColumnName = ColumnName | (typeof CHECK_COLUMNS)[number];
const ALL_COLUMNS: readonly AnyColumnName[] = [...COLUMNS, ...CHECK_COLUMNS];
