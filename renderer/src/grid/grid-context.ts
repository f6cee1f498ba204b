import { hasInjectionContext, inject, provide, type ComputedRef, type InjectionKey, type Ref } from 'vue';
import type { BulkTool } from './grid-requests-store';
import type { BulkEdit } from './editing/bulk-edit';
import type { ColumnKey } from '../table/columns';
import type { FilterOperator } from '../table/filter-operators';
import type { TableView } from '../views';
import type { CellEditorState } from './editing/useCellEditor';
import type { GridClipboard } from './clipboard/useClipboard';
import type { ColumnMenu } from './view/useColumnMenu';
import type { ColumnWidths } from './columns/useColumnWidths';
import type { Fill } from './clipboard/useFill';
import type { FindReplace } from './find/useFindReplace';
import type { GridModel } from './useGridModel';
import type { GridPointer } from './selection/useGridPointer';
import type { GridSelection } from './selection/useGridSelection';
import type { RowCommands } from './editing/useRowCommands';
import type { ScaledScroll } from './scroll/useScaledScroll';

/**
 * What the grid's keyboard, context menu and bulk edit dialog do (useGridCommands). Written out here
 * rather than inferred, because useGridCommands takes its parts from this context.
 */
export interface GridCommands {
  /** Edits the active cell; a count column opens the row's details instead. */
  startEdit: (initial?: string) => void;
  onKeydown: (event: KeyboardEvent) => void;
  /** Carries out a context menu item (grid-menu.ts). */
  onMenuPick: (id: string) => void;
  /** Edits one field of every selected row, as one command. */
  applyBulk: (edit: BulkEdit) => void;
  /** How many selected rows a bulk edit would change. */
  bulkChanges: (edit: BulkEdit) => number;
  /** The stored rows of the selection, in view order. */
  selectedRows: () => Int32Array;
  /** Takes every deprecated image and video field out of the table, as one command; how many it took. */
  removeDeprecated: () => number;
  /** Opens or runs a bulk tool the Edit menu asked for. */
  openTool: (tool: BulkTool) => void;
}

/** What every part of one grid needs: who it is, its rows, and its focus. */
export interface GridCore {
  /** Prefix of the ids of the grid's cells and editor, unique per table. */
  gridId: string;
  model: GridModel;
  /** How many columns are shown: the site check's only once the project has results. */
  columnCount: ComputedRef<number>;
  /** The ARIA grid element, which takes the focus and the keys; GridViewport sets it. */
  stage: Ref<HTMLElement | null>;
  focus: () => void;
}

/** The selected range and the pointer gestures that change it. */
export interface GridSelectionPart {
  sel: GridSelection;
  pointer: GridPointer;
}

/** Cell editing, row commands, the row context menu and the bulk tools' dialogs. */
export interface GridEditingPart {
  editor: CellEditorState;
  rows: RowCommands;
  commands: GridCommands;
  /** Where the row context menu is open, or null. */
  menu: Ref<{ x: number; y: number } | null>;
  bulkOpen: Ref<boolean>;
  /** The "Rewrite locs…" dialog is open. */
  rewriteOpen: Ref<boolean>;
}

/** Copy, cut, paste and the fill handle. */
export interface GridClipboardPart {
  clipboard: GridClipboard;
  fill: Fill;
}

/** The find and replace bar. */
export interface GridFindPart {
  find: FindReplace;
  open: Ref<boolean>;
  /** The bar while it is open, to focus it when Find is asked again. */
  bar: Ref<{ focus: () => void } | null>;
}

/** The table's sort and filters as the header shows and sets them. */
export interface GridViewPart {
  /** The table's sort and filters, as the table views store keeps them. */
  view: ComputedRef<TableView>;
  /** The header shows a filter row, which makes it taller. */
  filtersShown: Ref<boolean>;
  headerHeight: ComputedRef<number>;
  /** A header's sort button: ascending, then descending, then unsorted. */
  sortBy: (key: ColumnKey) => void;
  setFilter: (key: ColumnKey, text: string) => void;
  setFilterOperator: (key: ColumnKey, operator: FilterOperator) => void;
}

/** Column widths, the frozen columns and the column header's menu. */
export interface GridColumnsPart {
  widths: ColumnWidths;
  menu: ColumnMenu;
}

/**
 * One grid, built once by useGridRoot, in parts by capability: each component takes only the parts
 * it works with (useGridPart).
 */
export interface GridContext {
  core: GridCore;
  selection: GridSelectionPart;
  editing: GridEditingPart;
  clipboard: GridClipboardPart;
  find: GridFindPart;
  view: GridViewPart;
  columns: GridColumnsPart;
  scroll: ScaledScroll;
}

const gridKey: InjectionKey<GridContext> = Symbol('grid');

/** Makes `grid` the context of every component below the caller (useGridRoot calls it once per grid). */
export function provideGrid(grid: GridContext): GridContext {
  provide(gridKey, grid);
  return grid;
}

/** One part of the context of the grid the calling component is in. */
export function useGridPart<Part extends keyof GridContext>(part: Part): GridContext[Part] {
  const grid = hasInjectionContext() ? inject(gridKey, null) : null;
  if (!grid) throw new Error('useGridPart() is for components inside a grid: UrlGrid provides the grid (useGridRoot).');
  return grid[part];
}
