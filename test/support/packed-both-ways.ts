import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkExportSettings } from '../../shared/check-export-settings';
import type { ExportSettings } from '../../shared/export-settings';
import type { ExportTable } from '../../shared/export-types';
import { buildExport, type BuildOptions, type BuiltFile } from '../../electron/engine/export/build-export';
import { inThreadCodec } from '../../electron/engine/export/file-codec';
import type { PackPool } from '../../electron/engine/export/pack-pool';
import { packTableInParallel } from '../../electron/engine/export/parallel-table-files';

/** One file of a build as a test compares it: what it says of itself, and the bytes it writes. */
export interface ComparedFile {
  name: string;
  urlCount: number;
  firstRow: number;
  lastmod: string | null;
  uncompressedBytes: number;
  bytes: Buffer;
}

type Extra = Pick<BuildOptions, 'leaveOut'>;

const baseOf = (settings: ExportSettings): BuildOptions['base'] => {
  const { base } = checkExportSettings(settings);
  if (!base) throw new Error(`no usable base URL in ${settings.baseUrl}`);
  return base;
};

const compared = async (file: BuiltFile, bytes: Buffer): Promise<ComparedFile> => ({
  name: file.name,
  urlCount: file.urlCount,
  firstRow: file.firstRow,
  lastmod: file.lastmod,
  uncompressedBytes: file.uncompressedBytes,
  bytes,
});

/** The files of `tables` as the main thread packs them (buildTableFiles), bytes as they would be written. */
export async function packedOnThisThread(
  tables: readonly ExportTable[],
  settings: ExportSettings,
  extra: Extra = {},
): Promise<ComparedFile[]> {
  const files = await buildExport(tables, settings, {
    ...extra,
    base: baseOf(settings),
    robotsTxt: null,
    finishFile: (bytes, request) => inThreadCodec.seal(bytes, request),
  });
  return Promise.all(files.map((file) => compared(file, file.bytes)));
}

/** The same files packed on `pool`'s workers (packTableInParallel), the sitemaps read back from `folder`. */
export async function packedOnWorkers(
  tables: readonly ExportTable[],
  settings: ExportSettings,
  pool: PackPool,
  folder: string,
  extra: Extra & { sliceRows?: number } = {},
): Promise<ComparedFile[]> {
  const { sliceRows, ...options } = extra;
  const files = await buildExport(tables, settings, {
    ...options,
    base: baseOf(settings),
    robotsTxt: null,
    finishFile: () => Promise.reject(new Error('a sitemap was packed on the main thread')),
    packTable: (table, turn, _, build) =>
      packTableInParallel(table, turn, settings, build, {
        pool,
        sliceRows,
        stage: (name, write) => write(join(folder, name)),
      }),
  });
  return Promise.all(
    files.map(async (file) => compared(file, file.staged ? await readFile(join(folder, file.name)) : file.bytes)),
  );
}
