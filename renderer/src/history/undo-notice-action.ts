import { t } from '../i18n';
import type { NoticeAction } from '../services/notices-store';
import { useHistoryStore } from './history-store';

/**
 * The Undo beside a notice of what a step just did (a fix, a completion, a removal): it undoes that
 * step, and the notice goes with it once the step is undone otherwise or another is done.
 */
export function undoNoticeAction(): NoticeAction | null {
  const step = useHistoryStore().lastStepUndo();
  return step && { label: t('menu.edit.undo'), run: step.undo, valid: step.isLast };
}
