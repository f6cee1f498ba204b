import type { MergePlan } from '../../../shared/merge-rows';
import type { EditCommand } from '../history/edit-commands';

/**
 * A merge plan as one undoable edit: the matched rows' fields replaced in place, then the new rows
 * appended (at the end of a sorted or filtered view too). The history keeps only what changed.
 */
export function mergeCommand(tableLength: number, plan: MergePlan, label: string): EditCommand {
  const parts: EditCommand[] = [];
  if (plan.changed.length > 0) {
    parts.push({ kind: 'replace', label, rows: plan.changed, before: plan.before, after: plan.after });
  }
  if (plan.added.length > 0) {
    const at = Array.from({ length: plan.added.length }, (_, i) => tableLength + i);
    parts.push({ kind: 'insert', label, at, rows: plan.added, viewAt: null });
  }
  return { kind: 'batch', label, parts };
}
