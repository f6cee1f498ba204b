import type { TranslationOf } from '../../message-tree';
import type { detailsMessages as english } from '../en/details';

/** Nederlands: details. */
export const detailsMessages: TranslationOf<typeof english> = {};
