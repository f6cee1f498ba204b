import type { TranslationOf } from '../../message-tree';
import type { gridMessages as english } from '../en/grid';

/** Nederlands: grid. */
export const gridMessages: TranslationOf<typeof english> = {};
