import type { TranslationOf } from '../../message-tree';
import type { crawlMessages as english } from '../en/crawl';

/** Nederlands: crawl. */
export const crawlMessages: TranslationOf<typeof english> = {};
