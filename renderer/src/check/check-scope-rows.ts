import { computed, type Ref } from 'vue';
import { useProjectStore } from '../project';
import { hasResult, scopeUrls, type CheckScope, type ScopePart } from './check-scope';

/** The rows selected in the grid on screen, by stored position (the grid reports them, see useCheckSelection). */
export type SelectionSource = () => { tableId: string; rows: readonly number[] } | null;

/**
 * The rows a check's scope covers in the open project, for the check store, which hands it the scope
 * chosen.
 */
export function useCheckScopeRows(scope: Ref<CheckScope>) {
  const project = useProjectStore();
  let selectionSource: SelectionSource | null = null;

  /** The rows of the chosen scope, by table. */
  function scopeParts(which: CheckScope): ScopePart[] {
    if (which === 'project') return project.tables.map((table) => ({ table, rows: null }));
    const table = project.activeTable;
    if (!table) return [];
    if (which === 'table') return [{ table, rows: null }];
    const selected = selectionSource?.();
    return selected && selected.tableId === table.id ? [{ table, rows: selected.rows }] : [];
  }

  /** URLs of the scope, and how many of them have no result yet (what Continue asks). */
  const scopeState = computed(() => {
    void project.version;
    void project.siteChecksVersion;
    void project.activeTableId;
    const { locs } = scopeUrls(scopeParts(scope.value));
    const left = locs.reduce((sum, loc) => sum + (hasResult(project.siteChecks, loc) ? 0 : 1), 0);
    return { urls: locs.length, left };
  });

  /** The grid on screen says how to read its selected rows; what it answers stops that (when the grid goes). */
  function followSelection(source: SelectionSource): () => void {
    selectionSource = source;
    return () => {
      if (selectionSource === source) selectionSource = null;
    };
  }

  return { scopeParts, scopeState, followSelection };
}
