import type { TranslationOf } from '../../message-tree';
import type { shellMessages as english } from '../en/shell';

/** Nederlands: het venster van de app (werkbalk, tabbladen, statusbalk, vragen, Over). */
export const shellMessages: TranslationOf<typeof english> = {
  about: {
    version: 'Versie {version}',
    webHost: 'Webhost',
    summary: 'Importeer, bewerk en exporteer de XML-sitemaps van een website. Open source, MIT-licentie.',
    website: 'Website',
  },
};
