import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { cataloguesModule } from './catalogues-as-data';

const CATALOGUES_MODULE = resolve(__dirname, '../shared/i18n/catalogues.ts');
const MESSAGES_FOLDER = resolve(__dirname, '../shared/i18n/messages');

/**
 * Has a build load shared/i18n/catalogues.ts as data (catalogues-as-data.ts): the catalogues are read
 * from their sources at each build, and a watching build builds again when a message file changes.
 */
export function cataloguesAsData(): Plugin {
  return {
    name: 'sitemap-studio-catalogues-as-data',
    async load(id) {
      if (resolve(id) !== CATALOGUES_MODULE) return null;
      for (const entry of readdirSync(MESSAGES_FOLDER, { recursive: true, encoding: 'utf8' }))
        if (entry.endsWith('.ts')) this.addWatchFile(join(MESSAGES_FOLDER, entry));
      const { CATALOGUES } = (await tsImport(CATALOGUES_MODULE, __filename)) as { CATALOGUES: Record<string, unknown> };
      return cataloguesModule(CATALOGUES);
    },
  };
}
