import type { TranslationOf } from '../../message-tree';
import type { dialogsMessages as english } from '../en/dialogs';

/** Nederlands: dialogs. */
export const dialogsMessages: TranslationOf<typeof english> = {};
