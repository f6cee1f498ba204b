import type { TranslationOf } from '../../message-tree';
import type { cliMessages as english } from '../en/cli';

/** Nederlands: cli. */
export const cliMessages: TranslationOf<typeof english> = {};
