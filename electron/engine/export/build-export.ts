import type { ExportSettings } from '../../../shared/export-settings';
import type { ExportTable } from '../../../shared/export-types';
import { LIMITS } from '../../../shared/protocol';
import type { UrlRow } from '../../../shared/url-table';
import type { PublishBase } from '../../../shared/validation/base-url';
import { EntryPacker, EntryTooLargeError, type PackedFile } from './entry-packer';
import { sitemapIndexFormat, textFormat, urlsetFormat } from './file-format';
import { sitemapFileName } from '../../../shared/export-file-names';
import { newestLastmod } from './newest-lastmod';
import { writeSitemap, writeTextLine, writeUrl } from './serialize-url';

export type { ExportTable };

/** One file of the export, finished and (when asked) compressed, not yet written. */
export interface BuiltFile {
  name: string;
  kind: 'sitemap' | 'index' | 'robots';
  /** The table it holds rows of; null for the index and robots.txt. */
  table: string | null;
  /** The bytes to write (gzip when compressed). */
  bytes: Buffer;
  uncompressedBytes: number;
  urlCount: number;
  /** Rows [firstRow, firstRow + urlCount) of the table. */
  firstRow: number;
  lastmod: string | null;
}

/** Why an export cannot be built, with the table and row where there is one. */
export class ExportBuildError extends Error {
  override readonly name = 'ExportBuildError';
  constructor(
    message: string,
    readonly code: string,
    readonly place: { table?: string; row?: number } = {},
  ) {
    super(message);
  }
}

export interface BuildOptions {
  base: PublishBase;
  /** The project's robots.txt, updated when settings.writeRobotsTxt. */
  robotsTxt: string | null;
  /** Must read `bytes` before it returns: the packer reuses that memory for the next file. */
  compress: (bytes: Buffer) => Promise<Buffer>;
  /**
   * What is kept of each finished sitemap: by default its gzip (settings.gzip) or the bytes as they
   * are. A preview keeps only what it measures, so a million rows are not held twice. Like compress,
   * it must read `bytes` before it returns.
   */
  finishFile?: (bytes: Buffer) => Promise<Buffer>;
  onRows?: (done: number) => void;
  /** Sees every row just before it is serialised (the export validates rows in the same pass). */
  eachRow?: (table: number, index: number, row: UrlRow) => void;
  signal?: AbortSignal;
}

/** Rows packed between two progress reports; between them the event loop gets a turn and a cancel is seen. */
export const ROWS_PER_STEP = 10_000;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Builds every file of an export in memory: the sitemaps of each table, the index, and robots.txt. */
export async function buildExport(
  tables: readonly ExportTable[],
  settings: ExportSettings,
  options: BuildOptions,
): Promise<BuiltFile[]> {
  const files: BuiltFile[] = [];
  const finishFile =
    options.finishFile ??
    ((bytes: Buffer) => (settings.gzip ? options.compress(bytes) : Promise.resolve(Buffer.from(bytes))));
  let rowsDone = 0;
  for (const [tableIndex, table] of tables.entries()) {
    const pattern = settings.tableFileNamePatterns[table.id] ?? settings.fileNamePattern;
    const pending: Promise<BuiltFile>[] = [];
    // Each file is compressed as soon as it is packed, so only compressed bytes are held.
    const onFile = (file: PackedFile): void => {
      const built = {
        name: sitemapFileName(pattern, table.name, pending.length + 1, settings.gzip),
        kind: 'sitemap' as const,
        table: table.name,
        uncompressedBytes: file.bytes.length,
        urlCount: file.count,
        firstRow: file.first,
        lastmod: newestLastmod(table.rows, file.first, file.count),
      };
      pending.push(finishFile(file.bytes).then((bytes) => ({ ...built, bytes })));
    };
    const packer = new EntryPacker(
      settings.format === 'text' ? textFormat : urlsetFormat(settings.xslHref),
      { maxBytes: settings.maxBytes, maxEntries: Math.min(settings.maxUrls, LIMITS.urlsPerSitemap) },
      onFile,
    );
    const writeEntry = settings.format === 'text' ? writeTextLine : writeUrl;
    try {
      const { eachRow } = options;
      for (let index = 0; index < table.rows.length; index++) {
        const row = table.rows[index]!;
        eachRow?.(tableIndex, index, row);
        packer.add(row, writeEntry);
        if ((index + 1) % ROWS_PER_STEP === 0) {
          options.onRows?.(rowsDone + index + 1);
          await nextTurn();
          options.signal?.throwIfAborted();
        }
      }
      packer.finish();
    } catch (error) {
      throw error instanceof EntryTooLargeError ? entryTooLarge(error, table.name) : error;
    } finally {
      // Whatever happens, no compression is left running unobserved.
      files.push(...(await Promise.all(pending)));
    }
    options.signal?.throwIfAborted();
    rowsDone += table.rows.length;
    options.onRows?.(rowsDone);
  }
  checkNamesAreUnique(files, settings.indexName);
  files.push(buildIndex(files, settings, options.base));
  if (settings.writeRobotsTxt)
    files.push(buildRobotsTxt(options.robotsTxt, `${options.base.href}${settings.indexName}`));
  return files;
}

function entryTooLarge(error: EntryTooLargeError, table: string): ExportBuildError {
  return new ExportBuildError(
    `Row ${error.entry + 1} of "${table}" needs ${error.bytes.toLocaleString('en-US')} bytes, more than a whole sitemap file may have (${error.limit.toLocaleString('en-US')}). Remove some of its images, videos or alternates, or choose the larger size limit.`,
    'entry-too-large',
    { table, row: error.entry + 1 },
  );
}

function checkNamesAreUnique(files: readonly BuiltFile[], indexName: string): void {
  const seen = new Map<string, string | null>([[indexName, null]]);
  for (const file of files) {
    if (seen.has(file.name)) {
      const other = seen.get(file.name);
      throw new ExportBuildError(
        other === null
          ? `A sitemap of "${file.table}" would be called ${file.name}, the index's name.`
          : `Tables "${other}" and "${file.table}" would both write ${file.name}: give one of them another name or file name pattern.`,
        'file-name-clash',
        { table: file.table ?? undefined },
      );
    }
    seen.set(file.name, file.table);
  }
}

function buildIndex(sitemaps: readonly BuiltFile[], settings: ExportSettings, base: PublishBase): BuiltFile {
  if (sitemaps.length > LIMITS.sitemapsPerIndex) {
    throw new ExportBuildError(
      `The export needs ${sitemaps.length.toLocaleString('en-US')} sitemaps, but an index may list at most ${LIMITS.sitemapsPerIndex.toLocaleString('en-US')} and indexes cannot list other indexes. Choose the larger size limit, or split the site across several base URLs.`,
      'too-many-sitemaps',
    );
  }
  const packed: PackedFile[] = [];
  const packer = new EntryPacker(
    sitemapIndexFormat(settings.xslHref),
    { maxBytes: settings.maxBytes, maxEntries: LIMITS.sitemapsPerIndex },
    (file) => packed.push({ ...file, bytes: Buffer.from(file.bytes) }),
  );
  for (const sitemap of sitemaps)
    packer.add({ loc: `${base.href}${sitemap.name}`, lastmod: sitemap.lastmod }, writeSitemap);
  packer.finish();
  if (packed.length !== 1) {
    throw new ExportBuildError(
      `The sitemap index would be larger than ${settings.maxBytes.toLocaleString('en-US')} bytes.`,
      'index-too-large',
    );
  }
  const bytes = packed[0]!.bytes;
  return {
    name: settings.indexName,
    kind: 'index',
    table: null,
    bytes,
    uncompressedBytes: bytes.length,
    urlCount: sitemaps.length,
    firstRow: 0,
    lastmod: null,
  };
}

/** The project's robots.txt with a Sitemap: line for the index, added unless it is there already. */
function buildRobotsTxt(robotsTxt: string | null, indexUrl: string): BuiltFile {
  const text = robotsTxt ?? '';
  const listed = text
    .split(/\r\n|\r|\n/)
    .some((line) => new RegExp(`^\\s*site-?map\\s*:\\s*${escapeRegExp(indexUrl)}\\s*(#.*)?$`, 'i').test(line));
  const updated = listed ? text : `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}Sitemap: ${indexUrl}\n`;
  const bytes = Buffer.from(updated, 'utf8');
  return {
    name: 'robots.txt',
    kind: 'robots',
    table: null,
    bytes,
    uncompressedBytes: bytes.length,
    urlCount: 0,
    firstRow: 0,
    lastmod: null,
  };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
