import { DEFAULT_EXPORT_SETTINGS, EXPORT_FORMATS, MAX_BYTES_RANGE, type ExportSettings } from './export-settings';
import {
  count,
  flag,
  foundOf,
  instant,
  listOf,
  numberOrBlank,
  object,
  oneOf,
  optional,
  orNull,
  recordOf,
  required,
  ShapeError,
  text,
  wholeNumber,
  type Shape,
} from './json-shape';
import type { RowExtensions } from './columnar/row-extensions';
import type { ProjectData, ProjectHeader, RememberedExport, TableHeader } from './project-file';
import type { HeldLastExport } from './last-export/held-last-export';
import { EXPORTED_FIELDS, type ExportedUrl, type LastExport } from './last-export/exported-urls';
import { pageCheckShape } from './site-check/page-check-shape';
import { SOURCE_KINDS, type SourceRef } from './sources';
import type {
  AlternateLink,
  ImageEntry,
  NewsEntry,
  TextWithAttributes,
  UrlRow,
  UrlTable,
  VideoEntry,
  VideoTvShow,
} from './url-table';

/*
 * Every member of a project file with its type and range (shared/json-shape.ts), typed by the
 * interfaces it reads, so a file that opens gives the app exactly the values those types promise.
 * Members the encoder leaves out when empty (shared/project-json.ts) are null or [] when absent.
 */

const maybeText = orNull(text);

/**
 * An object of a row (the row, an entry, an element's attributes): only the members we write, as a
 * member of another name is a damaged one whose value would be lost.
 */
const rowObject = <T extends object>(members: Members<T>, defaults?: T): Shape<T> =>
  object(members, defaults, { closed: true });
const texts = listOf(text);

/** An element's text with its attributes; an attribute left out is absent (null). */
function withAttributes<A extends string>(...names: A[]): Shape<TextWithAttributes<A>> {
  type Attributes = Record<A, string | null>;
  const none = Object.fromEntries(names.map((name) => [name, null])) as Attributes;
  const members = Object.fromEntries(names.map((name) => [name, maybeText]));
  const attributes = rowObject<Attributes>(members as Members<Attributes>, none);
  return rowObject<TextWithAttributes<A>>({ value: text, attributes });
}

const image = rowObject<ImageEntry>({
  loc: text,
  caption: maybeText,
  geo_location: maybeText,
  title: maybeText,
  license: maybeText,
  extra: texts,
});

const tvShow = rowObject<VideoTvShow>({
  show_title: maybeText,
  video_type: maybeText,
  episode_title: maybeText,
  season_number: maybeText,
  episode_number: maybeText,
  premier_date: maybeText,
});

const video = rowObject<VideoEntry>({
  thumbnail_loc: maybeText,
  title: maybeText,
  description: maybeText,
  content_loc: maybeText,
  player_loc: orNull(withAttributes('allow_embed', 'autoplay')),
  duration: maybeText,
  expiration_date: maybeText,
  rating: maybeText,
  content_segment_loc: listOf(withAttributes('duration')),
  view_count: maybeText,
  publication_date: maybeText,
  tag: texts,
  category: maybeText,
  family_friendly: maybeText,
  restriction: orNull(withAttributes('relationship')),
  gallery_loc: orNull(withAttributes('title')),
  price: listOf(withAttributes('currency', 'type', 'resolution')),
  requires_subscription: maybeText,
  uploader: orNull(withAttributes('info')),
  tvshow: orNull(tvShow),
  platform: orNull(withAttributes('relationship')),
  live: maybeText,
  id: listOf(withAttributes('type')),
  extra: texts,
});

const news = rowObject<NewsEntry>({
  publication_name: maybeText,
  publication_language: maybeText,
  access: maybeText,
  genres: maybeText,
  publication_date: maybeText,
  title: maybeText,
  keywords: maybeText,
  stock_tickers: maybeText,
  extra: texts,
});

const alternate = rowObject<AlternateLink>({ rel: maybeText, hreflang: maybeText, href: maybeText });

type Members<T> = { [K in keyof T]-?: Shape<T[K]> };

const extensionMembers: Members<RowExtensions> = {
  images: listOf(image),
  videos: listOf(video),
  alternates: listOf(alternate),
  news: orNull(news),
  extra: texts,
};

/** A URL entry: the plain fields keep their original text (the validation rules judge it), so any text is read. */
export const projectRow = rowObject<UrlRow>({
  loc: text,
  lastmod: maybeText,
  changefreq: maybeText,
  priority: maybeText,
  ...extensionMembers,
});

/**
 * A row's extensions as the columns keep them (a sparse entry, project format 5): each as projectRow
 * reads it, and every one present, as the app writes them (a reader takes them as they are).
 */
export const rowExtensionsShape = rowObject<RowExtensions>(
  Object.fromEntries(
    Object.entries(extensionMembers).map(([key, shape]) => [key, required(shape as Shape<unknown>)]),
  ) as Members<RowExtensions>,
);

/** Where a table came from: a file or URL, its kind, and what was read. */
export const sourceShape = object<SourceRef>({
  location: text,
  name: text,
  kind: oneOf(SOURCE_KINDS),
  gzip: flag,
  bytes: orNull(wholeNumber(0, Number.MAX_SAFE_INTEGER)),
});

const table = object<UrlTable>({
  id: text,
  name: text,
  source: orNull(sourceShape),
  rows: required(listOf(projectRow)),
});

/** Each export setting's type and range (the preferences read their defaults for new projects with them too). */
export const EXPORT_SETTINGS_MEMBERS: { [K in keyof ExportSettings]-?: Shape<ExportSettings[K]> } = {
  baseUrl: text,
  outputFolder: text,
  fileNamePattern: text,
  tableFileNamePatterns: recordOf(text),
  indexName: text,
  gzip: flag,
  format: oneOf(EXPORT_FORMATS),
  maxBytes: wholeNumber(MAX_BYTES_RANGE.min, MAX_BYTES_RANGE.max),
  // The URLs field may hold anything typed into it (the export gate says what is wrong), even blank.
  maxUrls: numberOrBlank,
  xslHref: maybeText,
  writeRobotsTxt: flag,
  splitNewsSitemaps: flag,
  allowOtherHosts: flag,
  leaveOutNonIndexable: flag,
};

/** Settings left out take their defaults (older files have fewer); those present must be right. */
const exportSettings = object<ExportSettings>(EXPORT_SETTINGS_MEMBERS, DEFAULT_EXPORT_SETTINGS);

const exportedFiles = listOf(text);

/** A field hash for each exported field, 8 hex digits each: anything else is not one this app wrote. */
const hexHashes: Shape<string> = {
  expected: text.expected,
  read(value) {
    const read = text.read(value);
    if (read.length !== EXPORTED_FIELDS.length * 8 || !/^[0-9a-f]*$/.test(read))
      throw new ShapeError(text.expected, foundOf(value));
    return read;
  },
};

/** One URL the last export wrote: its loc and its fields' hashes. */
export const exportedUrlShape = object<ExportedUrl>({ loc: text, hashes: hexHashes });

/** The last export as the window holds it, in a save's request (the URLs stay in main). */
export const heldLastExportShape = object<HeldLastExport>({
  memory: text,
  at: instant,
  files: exportedFiles,
  folder: optional(text),
  urls: count,
});

/** The most characters a project's id may have: a UUID has 36, an older file's `project:<path>` its path's. */
const MOST_ID_CHARS = 32_776;

/**
 * A project file's id, when it is one this app could have made: text of 1 to MOST_ID_CHARS characters,
 * none a control character. Anything else (a crafted or damaged file) is read as no id: the project
 * opens, known as a file written before ids is (projectIdOf), rather than failing to open for a member
 * it can do without, or carrying into every export folder an id that could make its manifest and
 * journals too large to read. Files written before projects had ids have none.
 */
const projectId: Shape<string | undefined> = {
  expected: text.expected,
  read: (value) =>
    typeof value === 'string' && value.length > 0 && value.length <= MOST_ID_CHARS && !/\p{Cc}/u.test(value)
      ? value
      : undefined,
  absent: () => undefined,
};

/** A project file's project: its name, tables, robots.txt and export settings (format and version are checked first). */
export const projectShape = object<ProjectData>({
  id: projectId,
  name: text,
  tables: required(listOf(table)),
  robotsTxt: maybeText,
  exportSettings,
  // A version-1 document never holds results (they came with version 3); read as none.
  siteChecks: listOf(pageCheckShape),
  // Nor what an export wrote (version 4).
  lastExport: optional(
    object<RememberedExport>({
      at: instant,
      files: exportedFiles,
      folder: optional(text),
      urls: listOf(exportedUrlShape),
    }),
  ),
});

const tableHeader = object<TableHeader>({
  id: text,
  name: text,
  source: orNull(sourceShape),
  rows: wholeNumber(0, Number.MAX_SAFE_INTEGER),
});

/**
 * A streamed project file's header: the project without rows, each table with its row count, and how
 * many site-check results follow them (none when left out: a version-2 file has none).
 */
export const projectHeaderShape = object<ProjectHeader>({
  id: projectId,
  name: text,
  tables: required(listOf(tableHeader)),
  robotsTxt: maybeText,
  exportSettings,
  siteChecks: { ...wholeNumber(0, Number.MAX_SAFE_INTEGER), absent: () => 0 },
  lastExport: optional(
    object<LastExport & { urls: number }>({ at: instant, files: exportedFiles, folder: optional(text), urls: count }),
  ),
});
