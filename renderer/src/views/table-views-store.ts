import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import { checkTextOf } from '../table/check-text';
import { columnLabel, type ColumnKey } from '../table/columns';
import { actionLabel } from '../table/action-label';
import { commandPlace, type EditCommand } from '../table/edit-commands';
import {
  buildView,
  readsChecks,
  viewAfterDelete,
  viewAfterInsert,
  type FilterSpec,
  type RowView,
  type SortSpec,
  type ViewChecks,
} from '../table/row-view';
import { filtersAfter } from '../table/stored-rows-follow';
import { useHistoryStore } from '../history';
import { useProjectStore } from '../project';
import { useValidationStore } from '../validation';
import { useViewFilters } from './view-filters';

/** How one table is shown: its sort and filters, and the rows they leave, in order. */
export interface TableView {
  sort: SortSpec | null;
  filters: FilterSpec;
  rows: RowView;
}

/** A request to show a cell: from the problems panel, for the grid to scroll to and select. */
export interface CellRequest {
  tableId: string;
  /** Stored row index. */
  row: number;
  column: ColumnKey;
  /** Counts up, so the same cell can be asked for twice. */
  serial: number;
  /**
   * Where an Undo or Redo changed: shown only where the filters show it (they are not cleared for
   * it), and selected only from the grid; asked from a panel or a notice, it is scrolled to and the
   * selection, which that panel shows, stays.
   */
  fromHistory?: boolean;
}

const PLAIN: TableView = Object.freeze({ sort: null, filters: {}, rows: null });

/** Sorted and filtered views of the tables (set in view-filters.ts), kept in step with edits; a view never reorders stored rows. */
export const useTableViewsStore = defineStore('tableViews', () => {
  const project = useProjectStore();
  const history = useHistoryStore();
  const views = shallowRef<ReadonlyMap<string, TableView>>(new Map());
  /** The last cell someone asked the grid to show. */
  const cellRequest = ref<CellRequest | null>(null);
  let serial = 0;

  /** What the views and the grid read of the site check; null while the project has no results. */
  const checks = computed((): ViewChecks | null => {
    void project.siteChecksVersion;
    if (project.siteChecks.size === 0) return null;
    const validation = useValidationStore(); // asked only once there are results: the views need its findings then
    const findings = validation.checkProblems;
    return {
      text: checkTextOf(project.siteChecks, validation.settings.agent),
      hasFindings: (rows, i) => findings.at(rows, i).length > 0,
    };
  });

  function viewOf(tableId: string): TableView {
    return views.value.get(tableId) ?? PLAIN;
  }

  function put(tableId: string, view: TableView): void {
    const next = new Map(views.value);
    next.set(tableId, view);
    views.value = next;
  }

  function rebuild(tableId: string, sort: SortSpec | null, filters: FilterSpec): void {
    const table = project.tableById(tableId);
    if (!table) return;
    put(tableId, { sort, filters, rows: buildView(table.rows, sort, filters, checks.value) });
  }

  // New results change what a view on the check's columns or findings shows.
  watch(checks, () => {
    for (const [tableId, view] of views.value) {
      if (readsChecks(view.sort, view.filters)) rebuild(tableId, view.sort, view.filters);
    }
  });

  const filtering = useViewFilters({ viewOf, rebuild });

  /** Writes the sorted order into the table itself (undoable), then shows it in stored order. */
  function applySort(tableId: string): void {
    const view = viewOf(tableId);
    const table = project.tableById(tableId);
    if (!view.sort || !table) return;
    const order = buildView(table.rows, view.sort, {}, checks.value)!;
    history.run(tableId, {
      kind: 'reorder',
      label: actionLabel('sort', 1, { column: columnLabel(view.sort.key) }),
      order,
    });
    rebuild(tableId, null, viewOf(tableId).filters); // as the reorder left them
  }

  function follow(tableId: string, command: EditCommand): void {
    const view = views.value.get(tableId);
    if (!view?.rows) return;
    if (command.kind === 'batch') {
      command.parts.forEach((part) => follow(tableId, part));
      return;
    }
    const filters = filtersAfter(view.filters, command);
    switch (command.kind) {
      case 'set':
      case 'replace':
        return;
      case 'insert':
        put(tableId, { ...view, filters, rows: viewAfterInsert(view.rows, command.at, command.viewAt) });
        return;
      case 'delete':
        put(tableId, { ...view, filters, rows: viewAfterDelete(view.rows, command.at) });
        return;
      case 'reorder':
        rebuild(tableId, view.sort, filters);
        return;
    }
  }
  history.onApplied(follow);

  // Undo and Redo show the row they changed, as a spreadsheet does, when the filters show it.
  history.onStepped(({ tableId, command }) => {
    const place = commandPlace(command, project.tableById(tableId)?.rows.rowCount ?? 0);
    if (place) ask({ tableId, ...place, fromHistory: true });
  });

  /** Asks the grid to show and select a cell (stored row index). */
  function showCell(tableId: string, row: number, column: ColumnKey): void {
    project.setActiveTable(tableId);
    ask({ tableId, row, column });
  }

  function ask(request: Omit<CellRequest, 'serial'>): void {
    serial += 1;
    cellRequest.value = { ...request, serial };
  }

  /** The grid has shown the request numbered `done`: a grid made later for its table does not show it again. */
  function cellShown(done: number): void {
    if (cellRequest.value?.serial === done) cellRequest.value = null;
  }

  return {
    views,
    cellRequest,
    checks,
    viewOf,
    ...filtering,
    applySort,
    showCell,
    cellShown,
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useTableViewsStore, import.meta.hot));
