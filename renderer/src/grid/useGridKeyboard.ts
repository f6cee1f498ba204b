import { GRID_COLUMNS, isEditable } from './columns';
import { edgeOfData, moveBy, selectCell, extendTo, type CellPos } from './selection';
import type { GridModel } from './useGridModel';
import type { GridSelection } from './useGridSelection';

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

const isMac = navigator.platform.startsWith('Mac');

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

  function onKeydown(event: KeyboardEvent): boolean {
    if (event.isComposing) return false;
    const mod = isMac ? event.metaKey : event.ctrlKey;
    const { shiftKey: shift, altKey: alt } = event;
    const size = sel.size.value;
    const from = shift ? sel.selection.value.focus : sel.active.value;
    const arrows: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const arrow = arrows[event.key];
    if (arrow && alt && shift && arrow[1] !== 0) {
      actions.resizeColumns(arrow[1]);
      return true;
    }
    if (arrow && !alt) {
      if (mod) go(edgeOfData(from, arrow[0], arrow[1], size, isBlank), shift);
      else step(arrow[0], arrow[1], shift);
      return true;
    }
    if (mod && alt && (event.key === '=' || event.key === '+')) actions.insertRows(shift ? 'below' : 'above');
    else if (mod && alt && event.key === '-') actions.deleteRows();
    else if (mod && event.key.toLowerCase() === 'a') sel.all();
    else if (mod && event.key.toLowerCase() === 'd') actions.fillDown();
    else if (mod && event.key.toLowerCase() === 'r') actions.fillRight();
    else if (event.key === 'Tab') step(0, shift ? -1 : 1, false);
    else if (event.key === 'Enter' && alt) actions.openDetails();
    else if (event.key === 'Enter') step(shift ? -1 : 1, 0, false);
    else if (event.key === 'F2') actions.startEdit();
    else if (event.key === 'Delete' || event.key === 'Backspace') actions.clear();
    else if (event.key === 'Home') go({ row: mod ? 0 : from.row, col: 0 }, shift);
    else if (event.key === 'End') go({ row: mod ? size.rows - 1 : from.row, col: size.cols - 1 }, shift);
    else if (event.key === 'PageDown') step(actions.pageRows(), 0, shift);
    else if (event.key === 'PageUp') step(-actions.pageRows(), 0, shift);
    else if (event.key === 'ContextMenu' || (shift && event.key === 'F10')) actions.openContextMenu();
    else if (event.key.length === 1 && !mod && !alt) actions.startEdit(event.key);
    else if (event.key === 'Process') {
      // An input method is starting: open the editor and let the composition continue there.
      actions.startEdit('');
      return false;
    } else return false;
    return true;
  }

  return { onKeydown };
}
