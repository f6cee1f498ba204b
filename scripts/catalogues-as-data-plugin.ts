import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { register as registerRequireHooks } from 'tsx/cjs/api';
import { register as registerImportHooks } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { catalogueTexts, cataloguesModule } from './catalogues-as-data';

const CATALOGUES_MODULE = resolve(__dirname, '../shared/i18n/catalogues.ts');
const MESSAGES_FOLDER = resolve(__dirname, '../shared/i18n/messages');

let loads = 0;

/**
 * The catalogues as their sources say now: loaded through tsx's hooks under a namespace of this load's
 * own (a watching build's next load reads the files again, not the module cache), which it lets go of
 * after, so that the build's process loads nothing else through them.
 */
async function sourceCatalogues(): Promise<Record<string, unknown>> {
  loads += 1;
  // Both, as tsImport registers them: the sources are CommonJS here (package.json has no "type").
  const namespace = `sitemap-studio-catalogues-${loads}`;
  const requireHooks = registerRequireHooks({ namespace });
  const importHooks = registerImportHooks({ namespace });
  try {
    const { CATALOGUES } = (await importHooks.import(CATALOGUES_MODULE, __filename)) as {
      CATALOGUES: Record<string, unknown>;
    };
    return CATALOGUES;
  } finally {
    await importHooks.unregister();
    requireHooks.unregister();
  }
}

/**
 * Where a chunk finds a file the build emitted beside it, as an expression of the chunk's own format:
 * a path from the chunk's folder (CommonJS), else a URL from the chunk's own (readFileSync reads both).
 */
function fileBesideChunk(relativePath: string, format: string): string {
  const path = JSON.stringify(relativePath);
  return format === 'cjs' ? `require("node:path").join(__dirname, ${path})` : `new URL(${path}, import.meta.url)`;
}

/**
 * Has a build load shared/i18n/catalogues.ts as data (catalogues-as-data.ts): the catalogues are read
 * from their sources at each build, each language emitted as a JSON file beside the code, and a
 * watching build builds again when a message file changes.
 */
export function cataloguesAsData(): Plugin {
  const emitted = new Set<string>();
  return {
    name: 'sitemap-studio-catalogues-as-data',
    enforce: 'pre',
    async load(id) {
      if (resolve(id) !== CATALOGUES_MODULE) return null;
      for (const entry of readdirSync(MESSAGES_FOLDER, { recursive: true, encoding: 'utf8' }))
        if (entry.endsWith('.ts')) this.addWatchFile(join(MESSAGES_FOLDER, entry));
      const files: Record<string, string> = {};
      for (const [locale, text] of Object.entries(catalogueTexts(await sourceCatalogues()))) {
        const reference = this.emitFile({ type: 'asset', name: `catalogue-${locale}.json`, source: text });
        emitted.add(reference);
        files[locale] = `import.meta.ROLLUP_FILE_URL_${reference}`;
      }
      return cataloguesModule(files);
    },
    resolveFileUrl({ referenceId, relativePath, format }) {
      return emitted.has(referenceId) ? fileBesideChunk(relativePath, format) : null;
    },
  };
}
