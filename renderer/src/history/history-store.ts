import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, shallowRef, watch } from 'vue';
import { stepLabel } from '../table/action-label';
import { applyCommand, invertCommand, type EditCommand } from '../table/edit-commands';
import { useProjectStore } from '../project';

/** One table's part of an undo step. */
export interface TableCommand {
  tableId: string;
  command: EditCommand;
}

/** One undo step: usually one table's command; a fix that reaches rows of several tables has one per table. */
interface Entry {
  steps: readonly TableCommand[];
  /** The project it was done in (project.generation): one opened again since has tables of the same ids, not these rows. */
  generation: number;
}

/** Called after a command (or its inverse) changed a table's rows. */
export type AppliedListener = (tableId: string, command: EditCommand) => void;

/** Called after an Undo or Redo, with what it ran on the table it shows (the step's first). */
export type SteppedListener = (step: TableCommand) => void;

/**
 * Undo and redo: every edit runs as a command with an inverse (history/edit-commands.ts), so the
 * history holds only what changed, never copies of a table.
 */
export const useHistoryStore = defineStore('history', () => {
  const project = useProjectStore();
  /** Steps done, the last one on top. */
  const done = shallowRef<readonly Entry[]>([]);
  /** Steps undone, the next to redo on top. */
  const undone = shallowRef<readonly Entry[]>([]);
  const listeners = new Set<AppliedListener>();
  const steppedListeners = new Set<SteppedListener>();
  /**
   * Where the project was last as saved: the step then on top (undefined: none), or null when no undo
   * leads back there. With `applied`, the commands run since, it tells an Undo or Redo that brings the
   * rows back to the saved ones, with nothing else changed meanwhile, that nothing is unsaved.
   */
  let saved: { top: Entry | undefined } | null = project.dirty ? null : { top: undefined };
  let applied = 0;
  project.onSettled((asSaved) => {
    saved = asSaved ? { top: withoutGoneTables(done.value).at(-1) } : null;
    applied = 0;
  });

  const canUndo = computed(() => done.value.length > 0);
  const canRedo = computed(() => undone.value.length > 0);
  /** What Undo and Redo would do, worded for the Edit menu ("Undo edit of 3 cells"); null when nothing. */
  const undoLabel = computed(() => labelOf('undo', done.value));
  const redoLabel = computed(() => labelOf('redo', undone.value));

  function labelOf(direction: 'undo' | 'redo', entries: readonly Entry[]): string | null {
    const command = entries.at(-1)?.steps[0]?.command;
    return command ? stepLabel(direction, command.label) : null;
  }

  function apply({ tableId, command }: TableCommand): void {
    applyCommand(project.tableById(tableId)!.rows, command);
    project.rowsChanged();
    applied += 1;
    for (const listener of listeners) listener(tableId, command);
  }

  const isOpen = (step: TableCommand): boolean => project.tableById(step.tableId) !== null;

  /**
   * The steps without the parts of tables that are gone (a new project, a closed table). The other
   * tables' parts stay: dropping a whole step would leave their later commands undone before their
   * earlier ones, with positions that no longer mean the rows they meant.
   */
  function withoutGoneTables(entries: readonly Entry[]): readonly Entry[] {
    const generation = project.generation();
    if (entries.every((entry) => entry.generation === generation && entry.steps.every(isOpen))) return entries;
    return entries.flatMap((entry) => {
      // Another project opened or started (the same file again, whose tables keep their ids): all of it goes.
      const steps = entry.generation === generation ? entry.steps.filter(isOpen) : [];
      // A step untouched stays itself (an Undo offered beside it still knows it: lastStepUndo).
      if (steps.length === entry.steps.length) return [entry];
      return steps.length === 0 ? [] : [{ steps, generation }];
    });
  }

  /** Carries out an edit and remembers it; an edit that changes nothing is not remembered (false). */
  function run(tableId: string, command: EditCommand): boolean {
    return runAcross([{ tableId, command }]);
  }

  /** Carries out commands on several tables as one undo step; false when it changed nothing, and none was made. */
  function runAcross(commands: readonly TableCommand[]): boolean {
    const steps = commands.filter((step) => !isEmpty(step.command));
    if (steps.length === 0 || !steps.every(isOpen)) return false;
    steps.forEach(apply);
    done.value = [...done.value, { steps, generation: project.generation() }];
    undone.value = [];
    return true;
  }

  /** Undoes the last step and shows its table; returns true when there was one. */
  function undo(): boolean {
    return step(done, undone, (steps) =>
      steps.map(({ tableId, command }) => ({ tableId, command: invertCommand(command) })).reverse(),
    );
  }

  /** Redoes the last undone step. */
  function redo(): boolean {
    return step(undone, done, (steps) => steps);
  }

  function step(
    from: typeof done,
    to: typeof done,
    toRun: (steps: readonly TableCommand[]) => readonly TableCommand[],
  ): boolean {
    // A table may have gone since the watcher below last ran.
    const entries = withoutGoneTables(from.value);
    const entry = entries.at(-1);
    from.value = entries.slice(0, -1);
    if (!entry) return false;
    const run = toRun(entry.steps);
    run.forEach(apply);
    to.value = [...to.value, entry];
    if (isAsSaved()) project.backToSaved();
    const shown = run.find((part) => part.tableId === entry.steps[0]!.tableId)!;
    project.setActiveTable(shown.tableId);
    for (const listener of steppedListeners) listener(shown);
    return true;
  }

  /** Whether the rows are as saved and nothing else changed since: every change since was a command run here. */
  function isAsSaved(): boolean {
    const top = withoutGoneTables(done.value).at(-1);
    return saved !== null && saved.top === top && project.changesSinceSaved() === applied;
  }

  /**
   * The Undo to offer beside a notice of the step just done: it undoes that step only, and says when
   * it is no longer the last (undone by Ctrl+Z, or another edit made since), when the notice must go
   * rather than have its Undo take back an earlier step. Null when nothing was done.
   */
  function lastStepUndo(): { undo: () => void; isLast: () => boolean } | null {
    const entry = done.value.at(-1);
    if (!entry) return null;
    const isLast = (): boolean => done.value.at(-1) === entry;
    return { isLast, undo: () => void (isLast() && undo()) };
  }

  /** Listens for every change a command makes; returns how to stop. */
  function onApplied(listener: AppliedListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /** Listens for every Undo and Redo, to show where it changed the rows; returns how to stop. */
  function onStepped(listener: SteppedListener): () => void {
    steppedListeners.add(listener);
    return () => steppedListeners.delete(listener);
  }

  // A table that is gone takes its part of the history with it.
  watch(
    () => project.tables,
    () => {
      done.value = withoutGoneTables(done.value);
      undone.value = withoutGoneTables(undone.value);
    },
  );

  return { canUndo, canRedo, undoLabel, redoLabel, run, runAcross, undo, redo, lastStepUndo, onApplied, onStepped };
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

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useHistoryStore, import.meta.hot));
