import { formatCount } from '../format';
import { asSentence, counted, type CatalogueEntry } from './catalogue-entry';
import { projectDamageText, type ProjectDamage } from './project-damage';
import {
  baseUrlFaultText,
  fileNameFaultText,
  patternFaultText,
  type BaseUrlFault,
  type FileNameFault,
  type PatternFault,
} from './settings-faults';

/** The export settings' own faults (field `settings`). `reason`s are the file-name rules' findings. */
export const SETTINGS_PROBLEMS = {
  'base-url-missing': {
    severity: 'error',
    field: 'settings',
    message: () => 'Set the base URL where the sitemaps will be published.',
  },
  'base-url-invalid': {
    severity: 'error',
    field: 'settings',
    message: (p: { reason: BaseUrlFault }) => `The base URL cannot be used: ${baseUrlFaultText(p.reason)}.`,
  },
  'output-folder-missing': {
    severity: 'error',
    field: 'settings',
    message: () => 'Choose the folder to export to.',
  },
  'file-name-pattern-invalid': {
    severity: 'error',
    field: 'settings',
    message: (p: { pattern: string; reason: PatternFault }) => asSentence(patternFaultText(p.pattern, p.reason)),
  },
  'index-name-invalid': {
    severity: 'error',
    field: 'settings',
    message: (p: { name: string; reason: FileNameFault }) =>
      `The index name ${JSON.stringify(p.name)} ${fileNameFaultText(p.reason)}.`,
  },
  'max-urls-invalid': {
    severity: 'error',
    field: 'settings',
    message: (p: { max: number }) => `URLs per file must be a whole number from 1 to ${formatCount(p.max)}.`,
  },
  'max-bytes-invalid': {
    severity: 'error',
    field: 'settings',
    message: (p: { min: number; max: number }) =>
      `Bytes per file must be a whole number from ${formatCount(p.min)} to ${formatCount(p.max)}.`,
  },
} as const satisfies Record<string, CatalogueEntry>;

/** Who writes a name of the set: a table's sitemap, the index (`table: null`), or robots.txt (no table). */
export interface NameWriter {
  name: string;
  table?: string | null;
}

const writerOf = ({ name, table }: NameWriter): string =>
  table === undefined ? name : table === null ? `the index ${name}` : `a sitemap of "${table}", ${name}`;

const NAMES_SHOWN = 10;
/** The first names of a long list, then `more` (the message's language) words how many were left out. */
export const inBrief = (names: readonly string[], more: (count: string) => string): string =>
  names.length <= NAMES_SHOWN
    ? names.join(', ')
    : `${names.slice(0, NAMES_SHOWN).join(', ')}${more(formatCount(names.length - NAMES_SHOWN))}`;
const andMore = (count: string): string => ` and ${count} more`;

/** Why an export cannot be built (field `export`), and what it did in the folder (field `file`). */
export const EXPORT_PROBLEMS = {
  'entry-too-large': {
    severity: 'error',
    field: 'export',
    message: (p: { row: number; table: string; bytes: number; limit: number }) =>
      `Row ${p.row} of "${p.table}" needs ${formatCount(p.bytes)} bytes, more than a whole sitemap file may have (${formatCount(p.limit)}). Remove some of its images, videos or alternates, or choose the larger size limit.`,
  },
  'file-name-clash': {
    severity: 'error',
    field: 'export',
    /** `sameName`: the two names are equal; else they differ only in case or Unicode form. */
    message: (p: { first: NameWriter; second: NameWriter; sameName: boolean }) =>
      `The export would write ${writerOf(p.first)} and ${writerOf(p.second)}, ${
        p.sameName ? 'the same name' : 'one file on Windows and macOS'
      }: choose another file name pattern or index name.`,
  },
  'file-name-invalid': {
    severity: 'error',
    field: 'export',
    message: (p: { table: string | null; name: string; reason: FileNameFault }) =>
      `A sitemap of "${p.table}" would be called ${JSON.stringify(p.name)}, which ${fileNameFaultText(p.reason)}: choose another file name pattern for it.`,
  },
  'too-many-sitemaps': {
    severity: 'error',
    field: 'export',
    /** `atLeast`: `needed` is a lower bound, known before the files are built. */
    message: (p: { needed: number; atLeast: boolean; limit: number }) =>
      `The export needs ${p.atLeast ? 'at least ' : ''}${formatCount(p.needed)} sitemaps, but an index may list at most ${formatCount(p.limit)} and indexes cannot list other indexes. Choose a larger URL or size limit, or split the site across several base URLs.`,
  },
  'nothing-to-export': {
    severity: 'error',
    field: 'export',
    message: () => 'There is nothing to export: the tables hold no URLs. Add or import URLs first.',
  },
  'nothing-to-export-left-out': {
    severity: 'error',
    field: 'export',
    message: (p: { count: number }) =>
      `There is nothing to export: the site check found every URL not indexable, so ${p.count === 1 ? 'the only one was' : `all ${counted(p.count, 'URL', 'URLs')} were`} left out. Untick "Leave out URLs that are not indexable" (--keep-non-indexable) to export them anyway.`,
  },
  'index-too-large': {
    severity: 'error',
    field: 'export',
    message: (p: { maxBytes: number }) => `The sitemap index would be larger than ${formatCount(p.maxBytes)} bytes.`,
  },
  'export-failed': {
    severity: 'error',
    field: 'export',
    /** `reason`: the failure's own words. */
    message: (p: { reason: string }) => `The export failed: ${p.reason}`,
  },
  'manifest-unreadable': {
    severity: 'warning',
    field: 'file',
    message: (p: { manifest: string }) =>
      `${p.manifest} is not an export manifest this version can read: no file was removed for it, and it was replaced.`,
  },
  'manifest-entry-ignored': {
    severity: 'warning',
    field: 'file',
    /** One entry left alone, or (`more`) how many more were, past those listed one by one. */
    message: (p: { entry: unknown; project: string; reason: FileNameFault } | { more: number }) =>
      'more' in p
        ? `${counted(p.more, 'more entry', 'more entries')} of the export manifest ${p.more === 1 ? 'was' : 'were'} left alone for the same reasons.`
        : `The export manifest lists ${JSON.stringify(p.entry)} for ${JSON.stringify(p.project)}, which ${fileNameFaultText(p.reason)}: it was left alone.`,
  },
  'export-stale-removed': {
    severity: 'info',
    field: 'file',
    message: (p: { names: readonly string[] }) =>
      `Removed ${counted(p.names.length, 'file', 'files')} this project's last export wrote here that the new set no longer has: ${inBrief(p.names, andMore)}.`,
  },
  'export-stale-left': {
    severity: 'warning',
    field: 'file',
    message: (p: { names: readonly string[] }) =>
      `Left ${counted(p.names.length, 'file', 'files')} in place that the folder's manifest lists for this project, because ${p.names.length === 1 ? 'it is not the file' : 'they are not the files'} its last export wrote (changed since, or listed by a manifest from elsewhere): ${inBrief(p.names, andMore)}.`,
  },
  'export-interrupted-finished': {
    severity: 'info',
    field: 'file',
    message: (p: { target: string }) => `An interrupted export to ${p.target} was finished.`,
  },
  'export-interrupted-undone': {
    severity: 'info',
    field: 'file',
    message: (p: { target: string }) => `An interrupted export to ${p.target} was undone.`,
  },
  'export-interrupted-stuck': {
    severity: 'warning',
    field: 'file',
    message: (p: { target: string; reason: string; staging: string }) =>
      `An interrupted export to ${p.target} could not be finished (${p.reason}); its files were kept in ${p.staging}.`,
  },
  'export-repair-failed': {
    severity: 'error',
    field: 'file',
    message: (p: { folder: string; reason: string }) =>
      `An export into ${p.folder} was interrupted, and it could not be finished or undone: ${p.reason}. Export into it again, or look at its hidden .sitemap-studio-staging-… folder.`,
  },
} as const satisfies Record<string, CatalogueEntry>;

/** `file`: the project file's path, as the message names it. */
type ProjectFile = { file: string };

/** Opening projects: a file that is not one, or one this version cannot read. */
export const PROJECT_PROBLEMS = {
  'one-project-at-a-time': {
    severity: 'warning',
    field: 'project',
    message: (p: { name: string }) => `${p.name} was not opened: one project opens at a time.`,
  },
  'not-a-project': {
    severity: 'error',
    field: 'project',
    message: (p: ProjectFile) => `${p.file} is not a Sitemap Studio project.`,
  },
  'project-too-new': {
    severity: 'error',
    field: 'project',
    /** `version`: the file's format; `reads`: the format this version reads. */
    message: (p: ProjectFile & { version: number; reads: number }) =>
      `${p.file} was saved by a newer Sitemap Studio (format ${p.version}); this version reads format ${p.reads}. Update Sitemap Studio to open it.`,
  },
  'project-corrupt': {
    severity: 'error',
    field: 'project',
    /** `damage`: what is wrong and where, as facts; `badVersion`: its format version is not one. */
    message: (p: ProjectFile & ({ damage: ProjectDamage } | { badVersion: true })) =>
      'damage' in p ? projectDamageText(p.file, p.damage) : `${p.file} has no valid format version.`,
  },
  'project-too-large': {
    severity: 'error',
    field: 'project',
    /** `decompressed`: the file is gzip, and too large once inflated. */
    message: (p: ProjectFile & { mebibytes: number; characters: number; decompressed: boolean }) =>
      `${p.file} is larger than ${p.mebibytes} MiB${p.decompressed ? ' once decompressed' : ''}; a project's text must fit in one JavaScript string (${formatCount(p.characters)} characters), so it was not opened.`,
  },
  /** A system error's own words (EACCES…). */
  'project-unreadable': { severity: 'error', field: 'project', message: (p: { reason: string }) => p.reason },
} as const satisfies Record<string, CatalogueEntry>;
