import { matchShortcut, type GridShortcutId } from '../../../shared/shortcuts';
import { GRID_COLUMNS, isEditable } from '../table/columns';
import { edgeOfData, moveBy, selectCell, extendTo, type CellPos } from '../table/selection';
import type { GridModel } from './useGridModel';
import type { GridSelection } from './selection/useGridSelection';
import { IS_MAC } from '../ui/platform';

/** What the keyboard can ask of the grid besides moving: editing, rows, fill, menus. */
export interface GridActions {
  startEdit: (initial?: string) => void;
  clear: () => void;
  fillDown: () => void;
  fillRight: () => void;
  insertRows: (where: 'above' | 'below') => void;
  deleteRows: () => void;
  openContextMenu: () => void;
  openDetails: () => void;
  reveal: (row: number, col: number) => void;
  pageRows: () => number;
  /** Widens (steps > 0) or narrows the selected columns. */
  resizeColumns: (steps: number) => void;
}

/** The grid's keys when no editor is open, as in a spreadsheet. Returns true when the key was used. */
export function useGridKeyboard(model: GridModel, sel: GridSelection, actions: GridActions) {
  // A count of 0 is blank too: ctrl+arrow stops at rows that have extension data.
  const isBlank = (row: number, col: number): boolean => {
    const key = GRID_COLUMNS[col]!.key;
    const text = model.textAt(row, key);
    return text === '' || (!isEditable(key) && text === '0');
  };

  function go(to: CellPos, extend: boolean): void {
    const next = extend ? extendTo(sel.selection.value, to) : selectCell(to);
    sel.set(next);
    actions.reveal(next.focus.row, next.focus.col);
  }

  function step(rows: number, cols: number, extend: boolean): void {
    const next = moveBy(sel.selection.value, rows, cols, extend, sel.size.value);
    sel.set(next);
    actions.reveal(extend ? next.focus.row : next.anchor.row, extend ? next.focus.col : next.anchor.col);
  }

  // What each grid shortcut in the table (shared/shortcuts.ts) does; `extend` when Shift was added.
  const arrows: Record<string, [number, number]> = {
    ArrowUp: [-1, 0],
    ArrowDown: [1, 0],
    ArrowLeft: [0, -1],
    ArrowRight: [0, 1],
  };
  const run: Record<GridShortcutId, (key: string, extend: boolean) => void> = {
    'grid.move': (key, extend) => step(...arrows[key]!, extend),
    'grid.jumpToEdge': (key, extend) => go(edgeOfData(from(extend), ...arrows[key]!, sel.size.value, isBlank), extend),
    'grid.rowStart': (_, extend) => go({ row: from(extend).row, col: 0 }, extend),
    'grid.rowEnd': (_, extend) => go({ row: from(extend).row, col: sel.size.value.cols - 1 }, extend),
    'grid.tableStart': (_, extend) => go({ row: 0, col: 0 }, extend),
    'grid.tableEnd': (_, extend) => go({ row: sel.size.value.rows - 1, col: sel.size.value.cols - 1 }, extend),
    'grid.pageDown': (_, extend) => step(actions.pageRows(), 0, extend),
    'grid.pageUp': (_, extend) => step(-actions.pageRows(), 0, extend),
    'grid.nextCell': () => step(0, 1, false),
    'grid.previousCell': () => step(0, -1, false),
    'grid.nextRow': () => step(1, 0, false),
    'grid.previousRow': () => step(-1, 0, false),
    'grid.selectAll': () => sel.all(),
    'grid.edit': () => actions.startEdit(),
    'grid.clear': () => actions.clear(),
    'grid.fillDown': () => actions.fillDown(),
    'grid.fillRight': () => actions.fillRight(),
    'grid.insertRowsAbove': () => actions.insertRows('above'),
    'grid.insertRowsBelow': () => actions.insertRows('below'),
    'grid.deleteRows': () => actions.deleteRows(),
    'grid.resizeColumns': (key) => actions.resizeColumns(arrows[key]![1]),
    'grid.openDetails': () => actions.openDetails(),
    'grid.contextMenu': () => actions.openContextMenu(),
  };
  // Extending moves the selection's far end; a plain move starts from the active cell.
  const from = (extend: boolean): CellPos => (extend ? sel.selection.value.focus : sel.active.value);

  /**
   * Tab past the table's last cell, or Shift+Tab before its first (or in an empty table), is left to
   * the page, which moves the focus on as in any form: the grid held it for good, a keyboard trap that
   * kept the toolbar and panels out of reach. Ctrl+Home, then Shift+Tab, leaves from anywhere.
   */
  function leavesGrid(id: GridShortcutId): boolean {
    if (id !== 'grid.nextCell' && id !== 'grid.previousCell') return false;
    const { rows, cols } = sel.size.value;
    if (rows === 0) return true;
    const { row, col } = sel.active.value;
    return id === 'grid.nextCell' ? row === rows - 1 && col === cols - 1 : row === 0 && col === 0;
  }

  function onKeydown(event: KeyboardEvent): boolean {
    if (event.isComposing) return false;
    const match = matchShortcut(event, 'grid', IS_MAC);
    if (match && leavesGrid(match.shortcut.id as GridShortcutId)) return false;
    if (match) {
      run[match.shortcut.id as GridShortcutId](event.key, match.extend);
      return true;
    }
    const mod = IS_MAC ? event.metaKey : event.ctrlKey;
    if (event.key.length === 1 && !mod && !event.altKey) actions.startEdit(event.key);
    else if (event.key === 'Process') {
      // An input method is starting: open the editor and let the composition continue there.
      actions.startEdit('');
      return false;
    } else return false;
    return true;
  }

  return { onKeydown };
}
