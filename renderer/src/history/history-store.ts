import { defineStore } from 'pinia';
import { computed, shallowRef, watch } from 'vue';
import { applyCommand, invertCommand, type EditCommand } from './edit-commands';
import { useProjectStore } from '../project/project-store';

interface Entry {
  tableId: string;
  command: EditCommand;
}

/** Called after a command (or its inverse) changed a table's rows. */
export type AppliedListener = (tableId: string, command: EditCommand) => void;

/**
 * Undo and redo: every edit runs as a command with an inverse (grid/edit-commands.ts), so the
 * history holds only what changed, never copies of a table.
 */
export const useHistoryStore = defineStore('history', () => {
  const project = useProjectStore();
  /** Commands done, the last one on top. */
  const done = shallowRef<readonly Entry[]>([]);
  /** Commands undone, the next to redo on top. */
  const undone = shallowRef<readonly Entry[]>([]);
  const listeners = new Set<AppliedListener>();

  const canUndo = computed(() => done.value.length > 0);
  const canRedo = computed(() => undone.value.length > 0);

  function apply(tableId: string, command: EditCommand): boolean {
    const table = project.tableById(tableId);
    if (!table) return false;
    applyCommand(table.rows, command);
    project.rowsChanged();
    for (const listener of listeners) listener(tableId, command);
    return true;
  }

  /** Carries out an edit and remembers it; an edit that changes nothing is not remembered. */
  function run(tableId: string, command: EditCommand): void {
    if (isEmpty(command)) return;
    if (!apply(tableId, command)) return;
    done.value = [...done.value, { tableId, command }];
    undone.value = [];
  }

  /** Undoes the last edit and shows its table; returns the inverse that ran, or null. */
  function undo(): EditCommand | null {
    return step(done, undone, (command) => invertCommand(command));
  }

  /** Redoes the last undone edit; returns what ran, or null. */
  function redo(): EditCommand | null {
    return step(undone, done, (command) => command);
  }

  function step(from: typeof done, to: typeof done, toRun: (command: EditCommand) => EditCommand): EditCommand | null {
    const entry = from.value.at(-1);
    if (!entry) return null;
    const command = toRun(entry.command);
    from.value = from.value.slice(0, -1);
    if (!apply(entry.tableId, command)) return null;
    to.value = [...to.value, entry];
    project.setActiveTable(entry.tableId);
    return command;
  }

  /** Listens for every change a command makes; returns how to stop. */
  function onApplied(listener: AppliedListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  // A table that is gone (a new project, a closed table) takes its history with it.
  watch(
    () => project.tables,
    (tables) => {
      const ids = new Set(tables.map((table) => table.id));
      done.value = done.value.filter((entry) => ids.has(entry.tableId));
      undone.value = undone.value.filter((entry) => ids.has(entry.tableId));
    },
  );

  return { canUndo, canRedo, run, undo, redo, onApplied };
});

function isEmpty(command: EditCommand): boolean {
  switch (command.kind) {
    case 'set':
    case 'replace':
    case 'insert':
    case 'delete':
      return command.at.length === 0;
    case 'reorder':
      return false;
    case 'batch':
      return command.parts.every(isEmpty);
  }
}
