import type { TranslationOf } from '../../message-tree';
import type { preferencesMessages as english } from '../en/preferences';

/** Nederlands: preferences. */
export const preferencesMessages: TranslationOf<typeof english> = {};
