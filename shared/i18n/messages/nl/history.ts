import type { TranslationOf } from '../../message-tree';
import type { historyMessages as english } from '../en/history';

/** Nederlands: history. */
export const historyMessages: TranslationOf<typeof english> = {};
