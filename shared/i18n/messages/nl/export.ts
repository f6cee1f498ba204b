import type { TranslationOf } from '../../message-tree';
import type { exportMessages as english } from '../en/export';

/** Nederlands: export. */
export const exportMessages: TranslationOf<typeof english> = {};
