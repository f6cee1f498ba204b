/** The DOM id of a cell (view row, column), for aria-activedescendant and its problem's description. */
export function cellElementId(gridId: string, row: number, col: number): string {
  return `${gridId}-r${row}-c${col}`;
}
