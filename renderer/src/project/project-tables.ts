import { computed, ref, shallowRef } from 'vue';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import type { OpenProject } from '../../../shared/project-file';
import type { SourceRef } from '../../../shared/sources';
import { uniqueTableName } from '../../../shared/tables-from-import';
import { t } from '../i18n';
import { adoptTableIds } from './adopt-table-ids';

let nextTableId = 1;
/** A table id no other table in this window has. */
export const newTableId = (): string => `table-${nextTableId++}`;

/** A project's tables and export settings with ids of this window, which no other table has. */
export function withTableIdsOfThisWindow(data: OpenProject): ReturnType<typeof adoptTableIds> {
  const adopted = adoptTableIds(data.tables, data.exportSettings, nextTableId);
  nextTableId = adopted.nextId;
  return adopted;
}

/** The project's URL tables and the one on screen, for the project store, which hands it what to call on a change to save. */
export function useProjectTables(changed: () => void) {
  /** The URL tables. Rows are columns (shared/columnar), never reactive: a table may hold ten million rows. */
  const tables = shallowRef<readonly ColumnarTable[]>([]);
  const activeTableId = ref<string | null>(null);
  /** Bumped on every change to rows, which are not reactive themselves: whatever reads rows reads this too. */
  const version = ref(0);

  const activeTable = computed(() => tables.value.find((table) => table.id === activeTableId.value) ?? null);
  const urlCount = computed(() => {
    void version.value;
    return tables.value.reduce((sum, table) => sum + table.rows.rowCount, 0);
  });

  function tableById(id: string): ColumnarTable | null {
    return tables.value.find((table) => table.id === id) ?? null;
  }

  /** How many rows a table has now (reactive, unlike `rows.rowCount`). */
  function rowCount(table: ColumnarTable): number {
    void version.value;
    return table.rows.rowCount;
  }

  /** Says that rows were edited: views and checks refresh, and the project has unsaved changes. */
  function rowsChanged(): void {
    version.value += 1;
    changed();
  }

  function addTable(source: SourceRef | null, tableName: string, rows = new UrlColumns()): ColumnarTable {
    const table: ColumnarTable = {
      id: newTableId(),
      name: uniqueTableName(tableName, new Set(tables.value.map((t) => t.name))),
      source,
      rows,
    };
    tables.value = [...tables.value, table];
    activeTableId.value = table.id;
    changed();
    return table;
  }

  /** The table the person just made by hand, whose grid takes the keys as it is shown (takeKeysOnShow). */
  let madeByHand: string | null = null;

  /** Adds an empty table the user can fill by hand. */
  function addEmptyTable(): void {
    // Named in the language of the moment ("table-2", "tabel-2"): the name is the person's from then on.
    const nameOf = (n: number): string => t('project.newTableName', { n: String(n) });
    let index = tables.value.length + 1;
    while (tables.value.some((table) => table.name === nameOf(index))) index += 1;
    madeByHand = addTable(null, nameOf(index)).id;
  }

  /**
   * Whether table `id`'s grid, now shown, should take the keys: once, for the table just made by hand
   * ("Start an empty table", then Ctrl+V, pasted nothing until the grid was clicked). A grid shown for
   * any other reason (a project opened) leaves the focus where the person has it (a menu).
   */
  function takeKeysOnShow(id: string): boolean {
    if (madeByHand !== id) return false;
    madeByHand = null;
    return true;
  }

  /** Adds tables made elsewhere (an import's); the last one is shown. */
  function addTables(added: readonly ColumnarTable[]): void {
    if (added.length === 0) return;
    tables.value = [...tables.value, ...added];
    activeTableId.value = added.at(-1)!.id;
    changed();
  }

  function setActiveTable(id: string): void {
    if (tables.value.some((table) => table.id === id)) activeTableId.value = id;
  }

  return {
    state: { tables, activeTableId, version, activeTable, urlCount },
    tableById,
    rowCount,
    rowsChanged,
    addEmptyTable,
    takeKeysOnShow,
    addTables,
    setActiveTable,
  };
}
