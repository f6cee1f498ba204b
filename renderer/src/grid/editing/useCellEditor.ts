import { computed, ref } from 'vue';
import { GRID_COLUMNS, isEditable, textToValue } from '../../table/columns';
import { actionLabel } from '../../table/action-label';
import type { GridModel } from '../useGridModel';
import type { GridSelection } from '../selection/useGridSelection';

export interface EditingCell {
  row: number;
  col: number;
  /** What the editor starts with: the cell's text, or the key typed to start. */
  initial: string;
}

/** Which cell is being edited, and committing or cancelling that edit. */
export function useCellEditor(
  model: GridModel,
  sel: GridSelection,
  afterEdit: (move: [number, number] | null) => void,
) {
  const editing = ref<EditingCell | null>(null);
  const column = computed(() => (editing.value ? GRID_COLUMNS[editing.value.col]! : null));

  /** Starts editing the active cell; false for a count column, which has no editor. */
  function start(initial?: string): boolean {
    const { row, col } = sel.active.value;
    const key = GRID_COLUMNS[col]!.key;
    if (!isEditable(key) || model.rowCount.value === 0) return false;
    editing.value = { row, col, initial: initial ?? model.textAt(row, key) };
    return true;
  }

  /** Writes the editor's text into the cell (one undoable command) and moves as asked. */
  function commit(text: string, move: [number, number] | null): void {
    const cell = editing.value;
    if (!cell) return;
    editing.value = null;
    const key = GRID_COLUMNS[cell.col]!.key;
    if (isEditable(key)) {
      const changes = model.changes();
      changes.add(model.storedAt(cell.row), key, textToValue(key, text));
      model.run(changes.command(actionLabel('edit', changes.size)));
    }
    afterEdit(move);
  }

  function cancel(): void {
    editing.value = null;
    afterEdit(null);
  }

  return { editing, column, start, commit, cancel };
}
export type CellEditorState = ReturnType<typeof useCellEditor>;
