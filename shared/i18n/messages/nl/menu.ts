import type { TranslationOf } from '../../message-tree';
import type { menuMessages as english } from '../en/menu';

/** Nederlands: menu. */
export const menuMessages: TranslationOf<typeof english> = {};
