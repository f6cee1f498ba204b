import type { TranslationOf } from '../../message-tree';
import type { validationMessages as english } from '../en/validation';

/** Nederlands: validation. */
export const validationMessages: TranslationOf<typeof english> = {};
