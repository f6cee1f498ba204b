import type { MergePlan } from '../../../shared/merge-rows';
import type { EditCommand } from '../table/edit-commands';

/**
 * A merge plan as one undoable edit: the matched rows' changed fields replaced in place, then the
 * new rows appended (at the end of a sorted or filtered view too). The history keeps only what
 * changed, and the added rows in columns.
 */
export function mergeCommand(tableLength: number, plan: MergePlan, label: string): EditCommand {
  const parts: EditCommand[] = [];
  if (plan.at.length > 0) {
    parts.push({ kind: 'replace', label, at: plan.at, before: plan.before, after: plan.after });
  }
  if (plan.added.rowCount > 0) {
    const at = Array.from({ length: plan.added.rowCount }, (_, i) => tableLength + i);
    parts.push({ kind: 'insert', label, at, rows: plan.added, viewAt: null });
  }
  return { kind: 'batch', label, parts };
}
