import type { TranslationOf } from '../../message-tree';
import type { checkMessages as english } from '../en/check';

/** Nederlands: check. */
export const checkMessages: TranslationOf<typeof english> = {};
