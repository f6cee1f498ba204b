import type { TranslationOf } from '../../message-tree';
import type { helpMessages as english } from '../en/help';

/** Nederlands: help. */
export const helpMessages: TranslationOf<typeof english> = {};
