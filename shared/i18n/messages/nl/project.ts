import type { TranslationOf } from '../../message-tree';
import type { projectMessages as english } from '../en/project';

/** Nederlands: project. */
export const projectMessages: TranslationOf<typeof english> = {};
