import { formatCount } from '../../../shared/format';
import type { historyMessages } from '../../../shared/i18n/messages/en/history';
import { activeLocale } from '../../../shared/i18n/active-locale';
import { t } from '../i18n';

export type HistoryAction = keyof (typeof historyMessages)['actions'];

/**
 * An edit's name as it follows "Undo" and "Redo" ("edit of 3 cells"), worded in the current language
 * when the edit is made; `count` picks the plural form, `params` fill the rest ({field}, {column}).
 */
export function actionLabel(action: HistoryAction, count = 1, params: Record<string, string> = {}): string {
  return t(`history.actions.${action}`, { ...params, count: formatCount(count) }, count);
}

/** The Edit menu's wording for undoing or redoing the step named `label`: "Undo edit of 3 cells". */
export function stepLabel(direction: 'undo' | 'redo', label: string): string {
  const text = t(`history.${direction}`, { action: label });
  // A label that starts the sentence (as Dutch puts it first) starts with a capital.
  return text.charAt(0).toLocaleUpperCase(activeLocale()) + text.slice(1);
}
