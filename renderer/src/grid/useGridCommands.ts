import { bulkCommand, type BulkEdit } from './editing/bulk-edit';
import { deprecatedRemoval } from './editing/deprecated-removal';
import { cellElementId } from './cell-id';
import { GRID_COLUMNS, type ColumnKey } from '../table/columns';
import type { GridClipboardPart, GridCommands, GridCore, GridEditingPart } from './grid-context';
import type { GridSelection } from './selection/useGridSelection';
import type { ScaledScroll } from './scroll/useScaledScroll';
import type { ColumnWidths } from './columns/useColumnWidths';
import { fixOfMenuItem } from './grid-menu';
import { useCheckFixesStore } from '../check';
import { useCommandsStore } from '../services/commands';
import { useNoticesStore } from '../services/notices-store';
import type { BulkTool } from './grid-requests-store';
import { undoNoticeAction } from '../history';
import { formatCount } from '../../../shared/format';
import { t } from '../i18n';
import { useGridKeyboard, type GridActions } from './useGridKeyboard';
import { commandShortcut } from '../../../shared/shortcuts';
import type { AppCommand } from '../../../shared/app-commands';
import { IS_MAC } from '../ui/platform';

/** What of its grid the commands act on. */
type CommandTargets = Omit<GridCore, 'columnCount'> &
  Pick<GridEditingPart, 'editor' | 'rows' | 'menu' | 'bulkOpen' | 'rewriteOpen'> &
  GridClipboardPart & {
    sel: GridSelection;
    scroll: ScaledScroll;
    columnWidths: ColumnWidths;
  };

/**
 * What the grid's keyboard, context menu and bulk edit dialog do, in one place, so each way of
 * asking runs the same code.
 */
export function useGridCommands(
  grid: CommandTargets,
  /** Opens the row details panel; `column`: the count column asked from, whose tab it shows. */
  openDetails: (column?: ColumnKey) => void,
): GridCommands {
  const { model, sel, scroll, editor, rows, clipboard, fill } = grid;
  const { run: runAppCommand } = useCommandsStore();
  const checkFixes = useCheckFixesStore();
  const notices = useNoticesStore();

  /** Edits the active cell; a count column opens the row's details instead. */
  function startEdit(initial?: string): void {
    if (!editor.start(initial)) openDetails(GRID_COLUMNS[sel.active.value.col]!.key);
    else scroll.reveal(sel.active.value.row, sel.active.value.col);
  }

  function clear(): void {
    model.run(clipboard.clearCommand(sel.range.value, 'clear'));
  }

  function openMenuAtActive(): void {
    const { row, col } = sel.active.value;
    const cell = document.getElementById(cellElementId(grid.gridId, row, col));
    const box = (cell ?? grid.stage.value!).getBoundingClientRect();
    grid.menu.value = { x: box.left + 8, y: box.bottom };
  }

  const actions: GridActions = {
    startEdit,
    clear,
    fillDown: fill.fillDown,
    fillRight: fill.fillRight,
    insertRows: rows.insert,
    deleteRows: rows.deleteSelected,
    openContextMenu: openMenuAtActive,
    openDetails: () => openDetails(),
    reveal: (row, col) => scroll.reveal(row, col),
    pageRows: () => scroll.pageRows.value,
    resizeColumns: (steps) => {
      const { left, right } = sel.range.value;
      for (let col = left; col <= right; col += 1) grid.columnWidths.step(col, steps);
    },
  };
  const keyboard = useGridKeyboard(model, sel, actions);

  /** The grid's keys; undo, redo and find go through the app's commands, as the Edit menu's do. */
  function onKeydown(event: KeyboardEvent): void {
    const type = commandShortcut(event, IS_MAC, ['edit.undo', 'edit.redo', 'edit.find']);
    if (type) {
      event.preventDefault();
      void runAppCommand({ type } as AppCommand);
      return;
    }
    if (keyboard.onKeydown(event) && event.key !== 'Process') event.preventDefault();
  }

  /** Carries out a context menu item (grid-menu.ts). */
  function onMenuPick(id: string): void {
    grid.focus();
    const fix = fixOfMenuItem(id);
    if (fix) checkFixes.fixRows(model.table().id, selectedRows(), fix);
    else if (id === 'cut' || id === 'copy' || id === 'paste') void clipboard.command(id);
    else if (id === 'insertAbove' || id === 'insertBelow') rows.insert(id === 'insertAbove' ? 'above' : 'below');
    else if (id === 'delete') rows.deleteSelected();
    else if (id === 'fillDown') fill.fillDown();
    else if (id === 'fillRight') fill.fillRight();
    else if (id === 'clear') clear();
    else if (id === 'bulk') grid.bulkOpen.value = true;
    else if (id === 'rewriteLocs') grid.rewriteOpen.value = true;
    else if (id === 'removeDeprecated') removeDeprecated();
    else if (id === 'details') openDetails();
  }

  /** Takes every deprecated image and video field out of the table, as one command; how many it took. */
  function removeDeprecated(): number {
    const removal = deprecatedRemoval(model.table().rows);
    if (removal) model.run(removal.command);
    return removal?.removed ?? 0;
  }

  /** The Edit menu's bulk tools, as the context menu runs them; a removal says what it took, with Undo. */
  function openTool(tool: BulkTool): void {
    if (tool !== 'removeDeprecated') return onMenuPick(tool === 'bulkEdit' ? 'bulk' : tool);
    const removed = removeDeprecated();
    if (removed === 0) return notices.showNotice(t('gridRewrite.noDeprecated'));
    notices.showNotice(t('gridRewrite.removed', { count: formatCount(removed) }, removed), undoNoticeAction(true)); // a removal of some is a step made
  }

  /** The stored rows of the selection, in view order. */
  function selectedRows(): Int32Array {
    const { top, bottom } = sel.range.value;
    return Int32Array.from({ length: bottom - top + 1 }, (_, i) => model.storedAt(top + i));
  }

  /** How many selected rows a bulk edit would change, for the dialog to say before it applies. */
  const bulkChanges = (edit: BulkEdit): number => bulkCommand(model.table().rows, selectedRows(), edit).at.length;

  function applyBulk(edit: BulkEdit): void {
    model.run(bulkCommand(model.table().rows, selectedRows(), edit));
    grid.focus();
  }

  return { startEdit, onKeydown, onMenuPick, applyBulk, bulkChanges, selectedRows, removeDeprecated, openTool };
}
