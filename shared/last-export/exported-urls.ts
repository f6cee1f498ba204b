import type { UrlRow } from '../url-table';

/**
 * What a project remembers of its last export, to say what changed since: when it ran, the files it
 * wrote, and per URL written a hash of each of its fields. Hashes, not values, so remembering costs
 * a few bytes per field whatever the row holds.
 */
export interface LastExport {
  /** When the export was written, ms since the epoch. */
  at: number;
  /** The names of the files it wrote (sitemaps and index), in order. */
  files: string[];
  /** The folder it wrote them to, in full; absent in a project of an older build. */
  folder?: string;
}

/** When an export ran, its files and its folder: what is said of it, without what it wrote row by row. */
export const lastExportOf = ({ at, files, folder }: LastExport): LastExport => ({
  at,
  files,
  ...(folder === undefined ? {} : { folder }),
});

/** The fields of a row an export writes besides its loc, in the order their hashes are kept. */
export const EXPORTED_FIELDS = [
  'lastmod',
  'changefreq',
  'priority',
  'images',
  'videos',
  'alternates',
  'news',
  'extra',
] as const satisfies readonly (keyof UrlRow)[];
export type ExportedField = (typeof EXPORTED_FIELDS)[number];

/** One URL as the last export wrote it: its loc, and its fields' hashes (8 hex digits each, in EXPORTED_FIELDS order). */
export interface ExportedUrl {
  loc: string;
  hashes: string;
}

const FNV_START = 0x811c9dc5;
const QUOTE = 0x22;

/** FNV-1a's step: `hash` with one more UTF-16 code unit. */
const step = (hash: number, code: number): number => Math.imul(hash ^ code, 0x01000193) >>> 0;

/** FNV-1a over the UTF-16 code units of a text: 32 bits. Pure, for main, the CLI and the window alike. */
function hash32(text: string): number {
  let hash = FNV_START;
  for (let i = 0; i < text.length; i++) hash = step(hash, text.charCodeAt(i));
  return hash;
}

/**
 * hash32 of a string's JSON text, hashed from the string itself between its quotes when JSON writes
 * it as it is (no control character, quote, backslash or surrogate: every lastmod, changefreq and
 * priority as written), without making the text; any other from the text JSON.stringify makes.
 */
function stringHash(text: string): number {
  let hash = step(FNV_START, QUOTE);
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === QUOTE || code === 0x5c || (code >= 0xd800 && code <= 0xdfff))
      return hash32(JSON.stringify(text));
    hash = step(hash, code);
  }
  return step(hash, QUOTE);
}

const NULL_HASH = hash32('null');
const EMPTY_LIST_HASH = hash32('[]');

/**
 * A field's hash as a number, of its JSON text; null, an empty list and a string (most fields of
 * most rows) without making the text. Kept as 8 hex digits (hexHash).
 */
export const fieldHash32 = (value: unknown): number =>
  value === null
    ? NULL_HASH
    : typeof value === 'string'
      ? stringHash(value)
      : Array.isArray(value) && value.length === 0
        ? EMPTY_LIST_HASH
        : hash32(JSON.stringify(value));

/** Two hex digits of each byte value. */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/** A hash as it is kept: 8 hex digits. */
export const hexHash = (hash: number): string =>
  HEX_BYTES[hash >>> 24]! + HEX_BYTES[(hash >>> 16) & 255]! + HEX_BYTES[(hash >>> 8) & 255]! + HEX_BYTES[hash & 255]!;

/** A row's fields' hashes as an export remembers them, in EXPORTED_FIELDS order. */
export function exportedHashes(row: Pick<UrlRow, ExportedField>): string {
  let hashes = '';
  for (const field of EXPORTED_FIELDS) hashes += hexHash(fieldHash32(row[field]));
  return hashes;
}

/** A row as an export remembers it. */
export function exportedUrl(row: UrlRow): ExportedUrl {
  return { loc: row.loc, hashes: exportedHashes(row) };
}

/** What changed in the rows since the last export: URLs added, removed, and changed, each with its fields. */
export interface ChangesSinceExport {
  added: string[];
  removed: string[];
  changed: Array<{ loc: string; fields: ExportedField[] }>;
}

/**
 * The rows an export would write now against what the last one wrote, in the order of the rows (removed
 * URLs in the order the last export wrote them). A loc listed twice counts once, as its first row.
 */
export function changesSinceExport(last: Iterable<ExportedUrl>, rows: Iterable<UrlRow>): ChangesSinceExport {
  const changes = changesAgainst(last);
  for (const row of rows) changes.add(row);
  return changes.result();
}

/**
 * changesSinceExport a row at a time, for a caller that reads many rows and must pause between them
 * (main, which answers other calls meanwhile): `add` each row in order, then `result`.
 */
export function changesAgainst(last: Iterable<ExportedUrl>) {
  const before = new Map<string, string>();
  for (const url of last) if (!before.has(url.loc)) before.set(url.loc, url.hashes);
  const seen = new Set<string>();
  const changes: ChangesSinceExport = { added: [], removed: [], changed: [] };
  return {
    add(row: UrlRow): void {
      if (seen.has(row.loc)) return;
      seen.add(row.loc);
      const was = before.get(row.loc);
      if (was === undefined) {
        changes.added.push(row.loc);
        return;
      }
      const now = exportedUrl(row).hashes;
      if (now === was) return;
      const fields = EXPORTED_FIELDS.filter((_, i) => now.slice(i * 8, i * 8 + 8) !== was.slice(i * 8, i * 8 + 8));
      changes.changed.push({ loc: row.loc, fields });
    },
    result(): ChangesSinceExport {
      for (const loc of before.keys()) if (!seen.has(loc)) changes.removed.push(loc);
      return changes;
    },
  };
}
