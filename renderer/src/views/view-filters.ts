import type { ColumnKey } from '../table/columns';
import type { FilterOperator } from '../table/filter-operators';
import type { FilterSpec, SortSpec, StoredRowsFilter } from '../table/row-view';

/** How a view is read and rebuilt, which the table views store owns. */
interface ViewsOwner {
  viewOf(tableId: string): { sort: SortSpec | null; filters: FilterSpec };
  rebuild(tableId: string, sort: SortSpec | null, filters: FilterSpec): void;
}

/** Changing a table view's sort and filters, for the table views store. */
export function useViewFilters({ viewOf, rebuild }: ViewsOwner) {
  /** Shows the table sorted by a column, or in stored order with null. */
  function setSort(tableId: string, sort: SortSpec | null): void {
    rebuild(tableId, sort, viewOf(tableId).filters);
  }

  /** Shows only rows whose `key` cell passes its operator with `text` ('' removes a filter that needs a value). */
  function setFilter(tableId: string, key: ColumnKey, text: string): void {
    const view = viewOf(tableId);
    rebuild(tableId, view.sort, { ...view.filters, [key]: text });
  }

  /** Compares `key`'s cells with its filter value by `operator` (contains by default). */
  function setFilterOperator(tableId: string, key: ColumnKey, operator: FilterOperator): void {
    const view = viewOf(tableId);
    rebuild(tableId, view.sort, { ...view.filters, operators: { ...view.filters.operators, [key]: operator } });
  }

  /**
   * Sets `key`'s filter value and operator and the stored rows shown in one step (an empty value with
   * the default operator removes the column's filter, null stored rows show them all again).
   */
  function setColumnFilter(
    tableId: string,
    filter: { key: ColumnKey; operator: FilterOperator; text: string },
    storedRows: StoredRowsFilter | null,
  ): void {
    const { sort, filters } = viewOf(tableId);
    const { storedRows: _, ...others } = filters;
    rebuild(tableId, sort, {
      ...others,
      [filter.key]: filter.text,
      operators: { ...filters.operators, [filter.key]: filter.operator },
      ...(storedRows ? { storedRows } : {}),
    });
  }

  /** Shows only rows whose site check found something (false shows them all again). */
  function setCheckProblemsFilter(tableId: string, on: boolean): void {
    const view = viewOf(tableId);
    rebuild(tableId, view.sort, { ...view.filters, checkProblems: on });
  }

  /** Shows only the given stored rows, the other filters kept (null shows them all again). */
  function setStoredRowsFilter(tableId: string, storedRows: StoredRowsFilter | null): void {
    const { storedRows: _, ...others } = viewOf(tableId).filters;
    rebuild(tableId, viewOf(tableId).sort, storedRows ? { ...others, storedRows } : others);
  }

  function clearFilters(tableId: string): void {
    rebuild(tableId, viewOf(tableId).sort, {});
  }

  /** Shows the table through `filters` again (as viewOf gave them before a change), its sort kept. */
  function restoreFilters(tableId: string, filters: FilterSpec): void {
    rebuild(tableId, viewOf(tableId).sort, filters);
  }

  return {
    setSort,
    setFilter,
    setFilterOperator,
    setColumnFilter,
    setCheckProblemsFilter,
    setStoredRowsFilter,
    clearFilters,
    restoreFilters,
  };
}
