import { computed, ref } from 'vue';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { columnCount as shownColumns, type ColumnKey } from '../table/columns';
import { provideGrid, type GridContext } from './grid-context';
import { hasFilters } from '../table/row-view';
import { useTableViewsStore } from '../views';
import { useCellEditor } from './editing/useCellEditor';
import { useClipboard } from './clipboard/useClipboard';
import { useColumnMenu } from './view/useColumnMenu';
import { useColumnWidths } from './columns/useColumnWidths';
import { useFill } from './clipboard/useFill';
import { useFindReplace } from './find/useFindReplace';
import { useGridCommands } from './useGridCommands';
import { useGridModel } from './useGridModel';
import { useGridPointer } from './selection/useGridPointer';
import { useGridRequests } from './useGridRequests';
import { useGridSelection } from './selection/useGridSelection';
import { useRowCommands } from './editing/useRowCommands';
import { useScaledScroll } from './scroll/useScaledScroll';
import { useDetailsFollow } from './useDetailsFollow';
import { useCheckSelection } from '../check';
import { type DetailsTab, useRowDetailsStore } from '../details';

/** A count column's key is the name of its tab in the details panel. */
const DETAIL_TABS: readonly string[] = ['images', 'videos', 'news', 'alternates'];

/**
 * The grid's one composition root: builds the composables of the grid that shows `table`, each given
 * what it needs, and provides them to the components below (useGrid). UrlGrid calls it once.
 */
export function useGridRoot(table: () => ColumnarTable): GridContext {
  const views = useTableViewsStore();
  const details = useRowDetailsStore();
  const gridId = `grid-${table().id}`;

  const model = useGridModel(table);
  const view = computed(() => views.viewOf(table().id));
  const filtersShown = ref(hasFilters(view.value.filters));
  const headerHeight = computed(() => (filtersShown.value ? 60 : 30));
  // The site check's columns appear once the project has results.
  const columnCount = computed(() => shownColumns(views.checks !== null));
  const columnWidths = useColumnWidths(
    () => table().name,
    () => columnCount.value,
  );
  const scroll = useScaledScroll(model.rowCount, columnWidths.widths, headerHeight, columnWidths.frozen);
  const sel = useGridSelection(model.rowCount, columnCount);
  const stage = ref<HTMLElement | null>(null);
  const focus = (): void => stage.value?.focus({ preventScroll: true });

  const editor = useCellEditor(model, sel, (move) => {
    if (move) {
      const { row, col } = sel.active.value;
      sel.select({ row: row + move[0], col: col + move[1] });
      scroll.reveal(sel.active.value.row, sel.active.value.col);
    }
    focus();
  });
  const rows = useRowCommands(model, sel, (row) => scroll.reveal(row));
  const owns = (): boolean => !editor.editing.value && stage.value !== null && stage.value === document.activeElement;
  const clipboard = useClipboard(model, sel, owns, stage);
  const fill = useFill(model, sel);
  const find = useFindReplace(
    model,
    () => sel.range.value,
    (pos) => {
      sel.select(pos);
      scroll.reveal(pos.row, pos.col);
    },
  );
  const { findOpen, findBar } = useGridRequests(
    () => table().id,
    model,
    sel,
    scroll.reveal,
    focus,
    () => stage.value?.contains(document.activeElement) ?? false,
    (tool) => commands.openTool(tool),
  );
  useDetailsFollow(model, sel);
  useCheckSelection(
    () => table().id,
    () => sel.range.value,
    model,
  );

  const menu = ref<{ x: number; y: number } | null>(null);
  const bulkOpen = ref(false);
  const rewriteOpen = ref(false);
  const commands = useGridCommands(
    {
      gridId,
      model,
      sel,
      scroll,
      editor,
      rows,
      clipboard,
      fill,
      columnWidths,
      stage,
      focus,
      menu,
      bulkOpen,
      rewriteOpen,
    },
    (column) => details.show(column && DETAIL_TABS.includes(column) ? (column as DetailsTab) : undefined),
  );
  const pointer = useGridPointer(scroll, sel, fill, {
    focus,
    edit: () => commands.startEdit(),
    menu: (x, y) => (menu.value = { x, y }),
  });

  function sortBy(key: ColumnKey): void {
    const sort = view.value.sort;
    const next = sort?.key !== key ? 'asc' : sort.direction === 'asc' ? 'desc' : null;
    views.setSort(table().id, next ? { key, direction: next } : null);
  }
  const columnMenu = useColumnMenu(
    columnWidths,
    () => view.value.sort,
    (sort) => views.setSort(table().id, sort),
    focus,
  );

  return provideGrid({
    core: { gridId, model, columnCount, stage, focus },
    selection: { sel, pointer },
    editing: { editor, rows, commands, menu, bulkOpen, rewriteOpen },
    clipboard: { clipboard, fill },
    find: { find, open: findOpen, bar: findBar },
    view: {
      view,
      filtersShown,
      headerHeight,
      sortBy,
      setFilter: (key, text) => views.setFilter(table().id, key, text),
      setFilterOperator: (key, operator) => views.setFilterOperator(table().id, key, operator),
    },
    columns: { widths: columnWidths, menu: columnMenu },
    scroll,
  });
}
