import type { FileNameFault, PatternFault } from './problem-catalogue/settings-faults';
import { hasProjectExtension } from './project-extension';
import { LIMITS } from './protocol';

/** The robots.txt an export may write into its folder. */
export const ROBOTS_TXT = 'robots.txt';

const GZ_ENDING = /\.gz$/i;

/** Whether a file name or pattern ends in `.gz`, in any case. */
export const endsInGz = (name: string): boolean => GZ_ENDING.test(name);

/** A file name or pattern without its `.gz` ending, if it has one. */
const withoutGz = (name: string): string => name.replace(GZ_ENDING, '');

/** A table name as it may stand in a file name: letters, digits, "-" and "_", in lower case. */
export function fileSafeName(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return safe === '' ? 'table' : safe;
}

/**
 * Each table of an export as it stands in file names ({table}), in the tables' order: its fileSafeName,
 * or where an earlier table of the same file name pattern took that, the name with the first free
 * "-2", "-3"…: "Blog" and "blog", two files both named sitemap.xml, or two names of no Latin letter
 * ("table") each get their own files instead of a clash no pattern could mend. A table whose names
 * could clash with no other keeps its own, as before.
 */
export class TableSlugs {
  private readonly taken = new Set<string>();

  next(tableName: string, pattern: string): string {
    const safe = fileSafeName(tableName);
    if (!pattern.includes('{table}')) return safe;
    const most = slugRoom(pattern);
    const key = (slug: string): string => `${pattern}\u0000${slug}`;
    let slug = cut(safe, most);
    for (let n = 2; this.taken.has(key(slug)); n++) slug = `${cut(safe, most - `-${n}`.length)}-${n}`;
    this.taken.add(key(slug));
    return slug;
  }
}

/** The most digits {n} takes: an index lists at most this many files of a table. */
const MOST_DIGITS = String(LIMITS.sitemapsPerIndex).length;

/**
 * How long a slug may be in `pattern` for its names to stay within MAX_NAME_BYTES at any {n}: a table
 * named with a sentence (a file name of 250 bytes, a project table named by hand) made a name no file
 * system holds, and the export failed. A slug is ASCII, a byte a character.
 */
function slugRoom(pattern: string): number {
  const tables = pattern.split('{table}').length - 1;
  const numbers = pattern.split('{n}').length - 1;
  const rest = new TextEncoder().encode(pattern.replaceAll('{table}', '').replaceAll('{n}', '')).length;
  return Math.max(1, Math.floor((MAX_NAME_BYTES - rest - numbers * MOST_DIGITS) / tables));
}

/** A slug cut to `most` characters, no "-" left at its end. */
const cut = (slug: string, most: number): string =>
  slug.length <= most ? slug : slug.slice(0, Math.max(1, most)).replace(/(?<=.)-+$/, '');

/**
 * `sitemap-{table}-{n}.xml.gz` with the table's slug (TableSlugs) → `sitemap-posts-3.xml.gz`; without
 * gzip the name drops its ".gz", which would not be true.
 */
export function sitemapFileName(pattern: string, slug: string, number: number, gzip: boolean): string {
  const name = pattern.replaceAll('{table}', slug).replaceAll('{n}', String(number));
  return gzip ? name : withoutGz(name);
}

/**
 * A file name pattern as it reads once the format or compression is switched: its `.xml` or `.txt`
 * the format's (a pattern ending otherwise keeps its own), `.gz` after it when compressed and none
 * otherwise, so the field says what the files will be called (with gzip off it showed `.xml.gz`).
 */
export function patternFor(pattern: string, { format, gzip }: { format: 'xml' | 'text'; gzip: boolean }): string {
  const bare = withoutGz(pattern);
  const typed = bare.replace(/\.(xml|txt)$/i, format === 'text' ? '.txt' : '.xml');
  return gzip ? `${typed}.gz` : typed;
}

/** Names Windows keeps for devices, with or without an extension (`aux.xml` is the device too); ¹²³ count as digits. */
const WINDOWS_DEVICE = /^(con|prn|aux|nul|conin\$|conout\$|(com|lpt)[0-9\u00b9\u00b2\u00b3])(\.|$)/i;

/** Most file systems cap a name at 255 bytes. */
const MAX_NAME_BYTES = 255;

/**
 * Why `name` cannot be a file this exporter writes, or null when it can: a plain name directly inside
 * the export folder that every system the files travel to (servers, Windows, macOS) can hold. It is
 * never hidden, so it can never be the manifest or the staging folder, which start with a dot. The one
 * rule for the settings (index name, file name patterns), for the names a build makes, and for the
 * names a manifest found in the folder may make the export replace or remove.
 */
export function exportFileNameProblem(name: string): FileNameFault | null {
  const fault = (kind: Exclude<FileNameFault['fault'], 'too-long'>): FileNameFault => ({ fault: kind });
  if (name === '') return fault('empty');
  if (/[/\\]/.test(name)) return fault('separator');
  if (hasProjectExtension(name.trim())) return fault('project-file');
  if (name.startsWith('.')) return fault('dot-start');
  // eslint-disable-next-line no-control-regex -- control characters are what a file name may not hold
  if (/[\u0000-\u001f\u007f]/.test(name)) return fault('control');
  if (/[<>:"|?*]/.test(name)) return fault('windows-characters');
  if (/[. ]$/.test(name)) return fault('trailing-dot-space');
  if (WINDOWS_DEVICE.test(name.replace(/ +(?=\.|$)/, ''))) return fault('windows-device');
  if (new TextEncoder().encode(name).length > MAX_NAME_BYTES) return { fault: 'too-long', max: MAX_NAME_BYTES };
  return null;
}

/**
 * One file's key among the names of a set: Windows and macOS hold names that differ only in case or
 * in Unicode form (é as one character or as e and an accent) as one file, so the second would
 * overwrite the first there, and on a server such a set is copied to.
 */
export const fileKey = (name: string): string => name.normalize('NFC').toLowerCase();

/**
 * Why a name cannot be the index's, or null when it can: any file name but the folder's robots.txt
 * (in any case, one file on Windows and macOS), which holds the site's crawl rules: an index by its
 * name would replace them, with or without the export writing its own.
 */
export function indexNameProblem(name: string): FileNameFault | null {
  if (fileKey(name) === ROBOTS_TXT) return { fault: 'robots-txt' };
  return exportFileNameProblem(name);
}

/** Why a file name pattern cannot be used, or null when it can. */
export function fileNamePatternProblem(pattern: string): PatternFault | null {
  if (!pattern.includes('{n}')) return { fault: 'no-number' };
  // Checked on a name it makes, so {table} and {n} are not taken for what they hold; the build checks every real name too.
  const sample = pattern.replaceAll('{table}', 'table').replaceAll('{n}', '1');
  const name = exportFileNameProblem(sample);
  return name ? { fault: 'name', sample, name } : null;
}
