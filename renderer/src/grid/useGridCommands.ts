import type { Ref } from 'vue';
import { bulkSet, type BulkField } from './bulk-edit';
import { cellElementId } from './cell-id';
import { GRID_COLUMNS, type ColumnKey } from './columns';
import type { useCellEditor } from './useCellEditor';
import type { useClipboard } from './useClipboard';
import { useAppCommands } from '../shell/useAppCommands';
import type { Fill } from './useFill';
import { useGridKeyboard, type GridActions } from './useGridKeyboard';
import type { GridModel } from './useGridModel';
import type { GridSelection } from './useGridSelection';
import type { useRowCommands } from './useRowCommands';
import type { ScaledScroll } from './useScaledScroll';

/** The parts of one grid its commands act on. */
export interface GridParts {
  gridId: string;
  model: GridModel;
  sel: GridSelection;
  scroll: ScaledScroll;
  editor: ReturnType<typeof useCellEditor>;
  rows: ReturnType<typeof useRowCommands>;
  clipboard: ReturnType<typeof useClipboard>;
  fill: Fill;
  grid: Ref<HTMLElement | null>;
  focus: () => void;
  /** Opens the context menu at a point of the screen. */
  openMenu: (x: number, y: number) => void;
  openBulkEdit: () => void;
  /** Opens the row details panel; `column`: the count column asked from, whose tab it shows. */
  openDetails: (column?: ColumnKey) => void;
  /** Widens (steps > 0) or narrows a column by arrow-key steps. */
  resizeColumn: (col: number, steps: number) => void;
}

const isMac = navigator.platform.startsWith('Mac');

/**
 * What the grid's keyboard, context menu and bulk edit dialog do, in one place, so each way of
 * asking runs the same code.
 */
export function useGridCommands(parts: GridParts) {
  const { model, sel, scroll, editor, rows, clipboard, fill } = parts;
  const { run: runAppCommand } = useAppCommands();

  /** Edits the active cell; a count column opens the row's details instead. */
  function startEdit(initial?: string): void {
    if (!editor.start(initial)) parts.openDetails(GRID_COLUMNS[sel.active.value.col]!.key);
    else scroll.reveal(sel.active.value.row, sel.active.value.col);
  }

  function clear(): void {
    model.run(clipboard.clearCommand(sel.range.value, 'Clear'));
  }

  function openMenuAtActive(): void {
    const { row, col } = sel.active.value;
    const cell = document.getElementById(cellElementId(parts.gridId, row, col));
    const box = (cell ?? parts.grid.value!).getBoundingClientRect();
    parts.openMenu(box.left + 8, box.bottom);
  }

  const actions: GridActions = {
    startEdit,
    clear,
    fillDown: fill.fillDown,
    fillRight: fill.fillRight,
    insertRows: rows.insert,
    deleteRows: rows.deleteSelected,
    openContextMenu: openMenuAtActive,
    openDetails: () => parts.openDetails(),
    reveal: (row, col) => scroll.reveal(row, col),
    pageRows: () => scroll.pageRows.value,
    resizeColumns: (steps) => {
      const { left, right } = sel.range.value;
      for (let col = left; col <= right; col += 1) parts.resizeColumn(col, steps);
    },
  };
  const keyboard = useGridKeyboard(model, sel, actions);

  /** The grid's keys; undo, redo and find go through the app's commands, as the Edit menu's do. */
  function onKeydown(event: KeyboardEvent): void {
    const mod = isMac ? event.metaKey : event.ctrlKey;
    const key = event.key.toLowerCase();
    if (mod && (key === 'z' || key === 'y' || key === 'f')) {
      event.preventDefault();
      const type = key === 'f' ? 'edit.find' : key === 'y' || event.shiftKey ? 'edit.redo' : 'edit.undo';
      void runAppCommand({ type });
      return;
    }
    if (keyboard.onKeydown(event) && event.key !== 'Process') event.preventDefault();
  }

  /** Carries out a context menu item (grid-menu.ts). */
  function onMenuPick(id: string): void {
    parts.focus();
    if (id === 'cut' || id === 'copy' || id === 'paste') void clipboard.command(id);
    else if (id === 'insertAbove' || id === 'insertBelow') rows.insert(id === 'insertAbove' ? 'above' : 'below');
    else if (id === 'delete') rows.deleteSelected();
    else if (id === 'fillDown') fill.fillDown();
    else if (id === 'fillRight') fill.fillRight();
    else if (id === 'clear') clear();
    else if (id === 'bulk') parts.openBulkEdit();
    else if (id === 'details') parts.openDetails();
  }

  /** Sets one field of every selected row, as one command. */
  function applyBulk(field: BulkField, value: string | null): void {
    const { top, bottom } = sel.range.value;
    const stored = Int32Array.from({ length: bottom - top + 1 }, (_, i) => model.storedAt(top + i));
    model.run(bulkSet(model.table().rows, stored, field, value));
    parts.focus();
  }

  return { startEdit, onKeydown, onMenuPick, applyBulk };
}
