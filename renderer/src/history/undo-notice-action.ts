import { t } from '../i18n';
import type { NoticeAction } from '../services/notices-store';
import { useHistoryStore } from './history-store';

/**
 * The Undo beside a notice of what a step just did (a fix, a completion, a removal): it undoes that
 * step, and the notice goes with it once the step is undone otherwise or another is done. `made`:
 * whether the step was made (history's run and runAcross say): one that changed nothing has no Undo,
 * which would take back an earlier step.
 */
export function undoNoticeAction(made: boolean): NoticeAction | null {
  const step = made ? useHistoryStore().lastStepUndo() : null;
  return step && { label: t('menu.edit.undo'), run: step.undo, valid: step.isLast };
}
