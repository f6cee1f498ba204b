import type { TranslationOf } from '../../message-tree';
import type { importMessages as english } from '../en/import';

/** Nederlands: import. */
export const importMessages: TranslationOf<typeof english> = {};
