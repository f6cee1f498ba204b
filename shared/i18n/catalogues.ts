import type { Locale } from './locales';
import type { MessageKey, MessageTree } from './message-tree';
import { en } from './messages/en';
import { nl } from './messages/nl';

export type EnglishMessages = typeof en;
export type UiMessageKey = MessageKey<EnglishMessages>;

/** Every language's messages, for vue-i18n in the renderer and the translator in main and the CLI. */
export const CATALOGUES: Record<Locale, MessageTree> = { en, nl };
