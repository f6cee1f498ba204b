import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { problem, type Problem } from '../../../shared/problems';
import type { SourceRef } from '../../../shared/sources';
import { tableNameFromFile, type UrlTable } from '../../../shared/url-table';
import { api } from '../api';

const UNTITLED = 'Untitled';
let nextTableId = 1;

/** The open project: its name, where it is saved, whether it has unsaved changes, and its URL tables. */
export const useProjectStore = defineStore('project', () => {
  /** The name shown in the title bar. */
  const name = ref(UNTITLED);
  /** Where the project is saved; null until it is. */
  const path = ref<string | null>(null);
  /** True when there are changes not yet saved. */
  const dirty = ref(false);
  /** The URL tables. Rows are plain arrays, never deeply reactive: a table may hold a million rows. */
  const tables = shallowRef<readonly UrlTable[]>([]);
  const activeTableId = ref<string | null>(null);
  /** Problems found while opening or importing, with their places. */
  const problems = shallowRef<readonly Problem[]>([]);

  const activeTable = computed(() => tables.value.find((table) => table.id === activeTableId.value) ?? null);
  const urlCount = computed(() => tables.value.reduce((sum, table) => sum + table.rows.length, 0));

  /** Starts an empty, untitled project. */
  function newProject(): void {
    name.value = UNTITLED;
    path.value = null;
    dirty.value = false;
    tables.value = [];
    activeTableId.value = null;
    problems.value = [];
  }

  function addTable(source: SourceRef | null, tableName: string): UrlTable {
    const table: UrlTable = { id: `table-${nextTableId++}`, name: tableName, source, rows: [] };
    tables.value = [...tables.value, table];
    activeTableId.value = table.id;
    dirty.value = true;
    return table;
  }

  /** Adds an empty table the user can fill by hand. */
  function addEmptyTable(): void {
    let index = tables.value.length + 1;
    while (tables.value.some((table) => table.name === `table-${index}`)) index += 1;
    addTable(null, `table-${index}`);
  }

  function setActiveTable(id: string): void {
    if (tables.value.some((table) => table.id === id)) activeTableId.value = id;
  }

  /**
   * Opens files, folders and URLs: each sitemap-like source becomes a table; what cannot be
   * opened is listed as a problem with its path. `into: 'new'` starts a new project first.
   */
  async function openPaths(paths: readonly string[], into: 'new' | 'current'): Promise<void> {
    if (paths.length === 0) return;
    const result = await api.openPaths({ paths: [...paths] });
    if (into === 'new') newProject();
    const found: Problem[] = [...result.problems];
    for (const source of result.sources) {
      if (source.kind === 'project') {
        found.push(
          problem(
            'error',
            'project-open-unavailable',
            `${source.name} is a Sitemap Studio project; this version cannot open projects yet.`,
            {
              file: source.location,
            },
          ),
        );
      } else {
        addTable(source, tableNameFromFile(source.name));
      }
    }
    problems.value = [...problems.value, ...found];
  }

  function clearProblems(): void {
    problems.value = [];
  }

  return {
    name,
    path,
    dirty,
    tables,
    activeTableId,
    problems,
    activeTable,
    urlCount,
    newProject,
    addEmptyTable,
    setActiveTable,
    openPaths,
    clearProblems,
  };
});
