import { patternFor } from './export-file-names';
import { LIMITS } from './protocol';
import { EXTENSION_LIMITS } from './validation/extension-limits';
import type { SitemapKind } from './validation/sitemap-kind';

/** The formats a set is written in: XML sitemaps, or text sitemaps (one URL a line). */
export const EXPORT_FORMATS = ['xml', 'text'] as const;

/** The bytes per file a setting may hold: from a useless but harmless 1 KiB to sitemaps.org's 50 MiB. */
export const MAX_BYTES_RANGE = { min: 1024, max: LIMITS.bytesPerFileLarge } as const;

/** How a project is exported; saved with the project. */
export interface ExportSettings {
  /** Where the files will be published, e.g. https://example.com/ : the index lists sitemaps under it, locs must be under it. */
  baseUrl: string;
  /** The local folder the files are written to. */
  outputFolder: string;
  /** Sitemap file names; `{table}` is the table's name, `{n}` counts from 1. */
  fileNamePattern: string;
  /** A different pattern for some tables, by table id. */
  tableFileNamePatterns: Record<string, string>;
  indexName: string;
  gzip: boolean;
  format: (typeof EXPORT_FORMATS)[number];
  /** Uncompressed bytes per file: LIMITS.bytesPerFile, or LIMITS.bytesPerFileLarge. */
  maxBytes: number;
  /** URLs per file, at most LIMITS.urlsPerSitemap. */
  maxUrls: number;
  /** Write news sitemaps (tables with news entries) in files of at most 1,000 URLs, as Google asks. */
  splitNewsSitemaps: boolean;
  /** An XSL stylesheet linked from every file, or null. */
  xslHref: string | null;
  /** Also write robots.txt with a Sitemap: line for the index (the project's robots.txt, updated). */
  writeRobotsTxt: boolean;
  /**
   * Export locs on another host than the base URL's as an accepted warning (loc-other-host-allowed)
   * instead of an error: search engines take them where that host is verified or its robots.txt names the sitemap.
   */
  allowOtherHosts: boolean;
  /**
   * Leave out of the files the URLs the project's site check found not indexable (4xx/5xx, redirected,
   * noindex, canonical elsewhere, blocked by robots.txt); the report lists each with why. No effect without results.
   */
  leaveOutNonIndexable: boolean;
}

export const DEFAULT_EXPORT_SETTINGS: ExportSettings = {
  baseUrl: '',
  outputFolder: '',
  fileNamePattern: 'sitemap-{table}-{n}.xml.gz',
  tableFileNamePatterns: {},
  indexName: 'sitemap_index.xml',
  gzip: true,
  format: 'xml',
  maxBytes: LIMITS.bytesPerFile,
  maxUrls: LIMITS.urlsPerSitemap,
  splitNewsSitemaps: true,
  xslHref: null,
  writeRobotsTxt: false,
  allowOtherHosts: false,
  leaveOutNonIndexable: true,
};

/** The byte limits a person may choose between. */
/**
 * The file name pattern set for one table, or undefined when it uses the default. Only the map's own
 * members count: a table id comes from a project file and may be "constructor" or "__proto__".
 */
export const tablePatternOf = (settings: ExportSettings, tableId: string): string | undefined =>
  Object.hasOwn(settings.tableFileNamePatterns, tableId) ? settings.tableFileNamePatterns[tableId] : undefined;

export const BYTE_LIMIT_PRESETS = [LIMITS.bytesPerFile, LIMITS.bytesPerFileLarge] as const;

/**
 * The most URLs one file of a table of this kind of sitemap holds. While `maxUrls` is not a usable
 * count (the settings check reports it), the protocol's limit stands in, so the grid's rules still read it.
 */
export function urlsPerFile(
  settings: Pick<ExportSettings, 'maxUrls' | 'splitNewsSitemaps' | 'format'>,
  kind: SitemapKind,
): number {
  const usable = Number.isInteger(settings.maxUrls) && settings.maxUrls >= 1;
  const most = usable ? Math.min(settings.maxUrls, LIMITS.urlsPerSitemap) : LIMITS.urlsPerSitemap;
  // Google News' 1,000 URLs a sitemap are for its news entries, which a text sitemap does not write.
  const news = kind === 'news' && settings.splitNewsSitemaps && settings.format !== 'text';
  return news ? Math.min(most, EXTENSION_LIMITS.newsUrlsPerSitemap) : most;
}

/**
 * The most URLs a news sitemap of the export holds in one file, as the news rules read it (the rule
 * of Google News' 1,000); 0 for a text export, which writes no news entries: none of its files is a
 * news sitemap.
 */
export const newsUrlsPerFile = (settings: Pick<ExportSettings, 'maxUrls' | 'splitNewsSitemaps' | 'format'>): number =>
  settings.format === 'text' ? 0 : urlsPerFile(settings, 'news');

/** The files' format and compression, as a switch of either sets them. */
export type FileKind = Pick<ExportSettings, 'format' | 'gzip'>;

/**
 * The change that switches the files' format or compression (`files`), every file name pattern
 * switched with it (patternFor): the export dialog's and the preferences' defaults alike.
 */
export function filesSwitched(
  settings: Pick<ExportSettings, 'fileNamePattern'> & Partial<Pick<ExportSettings, 'tableFileNamePatterns'>>,
  files: FileKind,
): Partial<ExportSettings> {
  const { fileNamePattern, tableFileNamePatterns } = settings;
  return {
    ...files,
    fileNamePattern: patternFor(fileNamePattern, files),
    ...(tableFileNamePatterns
      ? {
          tableFileNamePatterns: Object.fromEntries(
            Object.entries(tableFileNamePatterns).map(([id, pattern]) => [id, patternFor(pattern, files)]),
          ),
        }
      : {}),
  };
}
