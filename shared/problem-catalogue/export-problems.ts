import { formatCount } from '../format';
import type { CatalogueEntry, Severity } from './catalogue-entry';
import { projectDamageWords, type ProjectDamage } from './project-damage';
import {
  baseUrlFaultWords,
  fileNameFaultWords,
  type BaseUrlFault,
  type FileNameFault,
  type PatternFault,
} from './settings-faults';
import { noValues, part, specNumber, type WordValue, type Words } from './wording';

/** A settings problem's pattern, quoted as typed. */
const quotedPattern = (p: { pattern: string }): Words => ({ values: { pattern: JSON.stringify(p.pattern) } });

/** The export settings' own faults (field `settings`). `reason`s are the file-name rules' findings. */
export const SETTINGS_PROBLEMS = {
  'base-url-missing': { severity: 'error', field: 'settings', words: noValues },
  'base-url-invalid': {
    severity: 'error',
    field: 'settings',
    words: (p: { reason: BaseUrlFault }): Words => ({ values: { reason: baseUrlFaultWords(p.reason) } }),
  },
  'output-folder-missing': { severity: 'error', field: 'settings', words: noValues },
  'text-fields-not-written': {
    severity: 'warning',
    field: 'settings',
    words: (p: { rows: number }): Words => ({ values: { rows: formatCount(p.rows) }, count: p.rows }),
  },
  'robots-txt-not-at-root': {
    severity: 'warning',
    field: 'settings',
    words: (p: { directory: string }): Words => ({ values: { directory: p.directory } }),
  },
  'output-folder-not-full': {
    severity: 'error',
    field: 'settings',
    words: (p: { folder: string }): Words => ({ values: { folder: p.folder } }),
  },
  'file-name-pattern-not-gz': {
    severity: 'warning',
    field: 'settings',
    words: quotedPattern,
  },
  'file-name-pattern-gz-left-off': {
    severity: 'warning',
    field: 'settings',
    words: quotedPattern,
  },
  'index-name-gz': {
    severity: 'warning',
    field: 'settings',
    words: (p: { name: string }): Words => ({ values: { name: JSON.stringify(p.name) } }),
  },
  'file-name-pattern-invalid': {
    severity: 'error',
    field: 'settings',
    words: (p: { pattern: string; reason: PatternFault }): Words =>
      p.reason.fault === 'no-number'
        ? { variant: 'noNumber', values: { pattern: JSON.stringify(p.pattern) } }
        : {
            variant: 'badName',
            values: {
              pattern: JSON.stringify(p.pattern),
              sample: JSON.stringify(p.reason.sample),
              reason: fileNameFaultWords(p.reason.name),
            },
          },
  },
  'index-name-invalid': {
    severity: 'error',
    field: 'settings',
    words: (p: { name: string; reason: FileNameFault }): Words => ({
      values: { name: JSON.stringify(p.name), reason: fileNameFaultWords(p.reason) },
    }),
  },
  'max-urls-invalid': {
    severity: 'error',
    field: 'settings',
    words: (p: { max: number }): Words => ({ values: { max: formatCount(p.max) } }),
  },
  'max-bytes-invalid': {
    severity: 'error',
    field: 'settings',
    words: (p: { min: number; max: number }): Words => ({
      values: { min: formatCount(p.min), max: formatCount(p.max) },
    }),
  },
} as const satisfies Record<string, CatalogueEntry>;

/** Who writes a name of the set: a table's sitemap, the index (`table: null`), or robots.txt (no table). */
export interface NameWriter {
  name: string;
  table?: string | null;
}

const writerWords = ({ name, table }: NameWriter): WordValue =>
  table === undefined
    ? name
    : table === null
      ? part('problemParts.writer.index', { name })
      : part('problemParts.writer.sitemap', { table, name });

/** How many names of a long list a problem shows. */
export const NAMES_SHOWN = 10;
/** The first names of a long list, then how many were left out (of `total`, the list's whole length, where `names` is its start). */
export const inBrief = (names: readonly string[], total: number = names.length): WordValue =>
  total <= NAMES_SHOWN && names.length === total
    ? names.join(', ')
    : part('problemParts.andMore', {
        names: names.slice(0, NAMES_SHOWN).join(', '),
        count: formatCount(total - Math.min(NAMES_SHOWN, names.length)),
      });

/** Names listed in brief, counted for the plural form (`total`, where `names` is the list's start). */
export const listed = (names: readonly string[], total: number = names.length) => ({
  values: { count: formatCount(total), names: inBrief(names, total) },
  count: total,
});

/**
 * Files of another project's set in the folder, with that set's index (`index` absent: a manifest of
 * an older version did not say which it was).
 */
const listedOfSet = (names: readonly string[], index: string | undefined): Words => {
  const { values, count } = listed(names);
  return index === undefined
    ? { variant: 'unknownIndex', values, count }
    : { variant: 'index', values: { ...values, index }, count };
};

/** Systems as their makers name them (process.platform's names). */
const SYSTEM_NAMES: Readonly<Record<string, string>> = { win32: 'Windows', darwin: 'macOS', linux: 'Linux' };

/**
 * Another machine as named to the person: its host name, and where it shares this machine's, its
 * system and the start of its id: "DESKTOP-7 (Windows)", "ubuntu (Linux 1a2b3c4d)".
 */
const machineName = (host: string, { system, tag }: { system?: string; tag?: string }): string =>
  system === undefined ? host : `${host} (${[SYSTEM_NAMES[system] ?? system, tag].filter(Boolean).join(' ')})`;

/** Why an export cannot be built (field `export`), and what it did in the folder (field `file`). */
export const EXPORT_PROBLEMS = {
  'entry-too-large': {
    severity: 'error',
    field: 'export',
    words: (p: { row: number; table: string; bytes: number; limit: number }): Words => ({
      values: { row: specNumber(p.row), table: p.table, bytes: formatCount(p.bytes), limit: formatCount(p.limit) },
    }),
  },
  'file-name-clash': {
    severity: 'error',
    field: 'export',
    /** `sameName`: the two names are equal; else they differ only in case or Unicode form. */
    words: (p: { first: NameWriter; second: NameWriter; sameName: boolean }): Words => ({
      variant: p.sameName ? 'sameName' : 'sameFile',
      values: { first: writerWords(p.first), second: writerWords(p.second) },
    }),
  },
  'file-name-invalid': {
    severity: 'error',
    field: 'export',
    words: (p: { table: string | null; name: string; reason: FileNameFault }): Words => ({
      values: { table: String(p.table), name: JSON.stringify(p.name), reason: fileNameFaultWords(p.reason) },
    }),
  },
  'too-many-sitemaps': {
    severity: 'error',
    field: 'export',
    /** `atLeast`: `needed` is a lower bound, known before the files are built. */
    words: (p: { needed: number; atLeast: boolean; limit: number }): Words => ({
      variant: p.atLeast ? 'atLeast' : 'exactly',
      values: { needed: formatCount(p.needed), limit: formatCount(p.limit) },
    }),
  },
  'nothing-to-export': { severity: 'error', field: 'export', words: noValues },
  'nothing-to-export-left-out': {
    severity: 'error',
    field: 'export',
    words: (p: { count: number }): Words => ({ values: { count: formatCount(p.count) }, count: p.count }),
  },
  'sitemap-url-too-long': {
    severity: 'error',
    field: 'export',
    words: (p: { name: string; length: number; limit: number }): Words => ({
      values: { name: p.name, length: formatCount(p.length), limit: formatCount(p.limit) },
    }),
  },
  'index-too-large': {
    severity: 'error',
    field: 'export',
    words: (p: { maxBytes: number }): Words => ({ values: { maxBytes: formatCount(p.maxBytes) } }),
  },
  'export-failed': {
    severity: 'error',
    field: 'export',
    /** `reason`: the failure's own words. */
    words: (p: { reason: string }): Words => ({ values: { reason: p.reason } }),
  },
  'manifest-unreadable': {
    severity: 'warning',
    field: 'file',
    words: (p: { manifest: string }): Words => ({ values: { manifest: p.manifest } }),
  },
  'manifest-entry-ignored': {
    severity: 'warning',
    field: 'file',
    /** One entry left alone, or (`more`) how many more were, past those listed one by one. */
    words: (p: { entry: unknown; project: string; reason: FileNameFault } | { more: number }): Words =>
      'more' in p
        ? { variant: 'more', values: { more: formatCount(p.more) }, count: p.more }
        : {
            variant: 'entry',
            values: {
              entry: String(JSON.stringify(p.entry)),
              project: JSON.stringify(p.project),
              reason: fileNameFaultWords(p.reason),
            },
          },
  },
  'export-stale-removed': {
    severity: 'info',
    field: 'file',
    words: (p: { names: readonly string[] }): Words => listed(p.names),
  },
  /** The preview's: what export-stale-removed will say. */
  'export-removes-stale': {
    severity: 'info',
    field: 'file',
    words: (p: { names: readonly string[] }): Words => listed(p.names),
  },
  /** Stale files whose removal the system refused (`reason`, the first one's): listed by no index now. */
  'export-stale-not-removed': {
    severity: 'warning',
    field: 'file',
    words: (p: { names: readonly string[]; reason: string }): Words => {
      const list = listed(p.names);
      return { ...list, values: { ...list.values, reason: p.reason } };
    },
  },
  'export-stale-left': {
    severity: 'warning',
    field: 'file',
    words: (p: { names: readonly string[] }): Words => listed(p.names),
  },
  /** `foreseen`: said by the preview, before the export (which would be refused). */
  'export-names-taken': {
    severity: 'error',
    field: 'file',
    words: (p: { target: string; names: readonly string[]; foreseen?: boolean }): Words => {
      const list = listed(p.names);
      return { ...list, variant: p.foreseen ? 'foreseen' : 'refused', values: { ...list.values, target: p.target } };
    },
  },
  'export-replaced-unlisted': {
    severity: 'warning',
    field: 'file',
    words: (p: { names: readonly string[] }): Words => listed(p.names),
  },
  /** Said by the preview, before: the files of the folder an export would replace that no export wrote. */
  'export-replaces-unlisted': {
    severity: 'warning',
    field: 'file',
    words: (p: { names: readonly string[] }): Words => listed(p.names),
  },
  'export-names-shared': {
    severity: 'warning',
    field: 'file',
    words: (p: { names: readonly string[]; index?: string }): Words => listedOfSet(p.names, p.index),
  },
  'export-stale-shared': {
    severity: 'warning',
    field: 'file',
    words: (p: { names: readonly string[]; index?: string }): Words => listedOfSet(p.names, p.index),
  },
  'export-robots-shared': {
    severity: 'warning',
    field: 'file',
    /** `index`: the other set's index (absent: a manifest of an older version did not say which it was). */
    words: (p: { index?: string }): Words =>
      p.index === undefined ? { variant: 'unknownIndex' } : { variant: 'index', values: { index: p.index } },
  },
  'robots-txt-not-utf8': {
    severity: 'error',
    field: 'file',
    words: (): Words => ({ values: {} }),
  },
  'robots-txt-link': {
    severity: 'error',
    field: 'file',
    /** `target`: where the link leads, as it is written. */
    words: (p: { target: string }): Words => ({ values: { target: p.target } }),
  },
  'robots-txt-unreadable': {
    severity: 'error',
    field: 'file',
    /** `reason`: the failure's own words (too large, no plain file). */
    words: (p: { reason: string }): Words => ({ values: { reason: p.reason } }),
  },
  'robots-txt-left': {
    severity: 'info',
    field: 'file',
    words: (): Words => ({ values: {} }),
  },
  'robots-txt-kept': {
    severity: 'info',
    field: 'file',
    words: (): Words => ({ values: {} }),
  },
  'export-staging-left': {
    severity: 'warning',
    field: 'file',
    words: (p: { staging: string; reason: string }): Words => ({ values: { staging: p.staging, reason: p.reason } }),
  },
  'export-commit-unfinished': {
    severity: 'error',
    field: 'file',
    words: (p: { target: string; reason: string }): Words => ({ values: { target: p.target, reason: p.reason } }),
  },
  'export-commit-interrupted': {
    severity: 'error',
    field: 'file',
    words: (p: { target: string; reason: string }): Words => ({ values: { target: p.target, reason: p.reason } }),
  },
  'export-commit-not-begun': {
    severity: 'error',
    field: 'file',
    /** `repaired`: the repair as the export began changed the folder (told beside it); absent in older notes: false. */
    words: (p: { target: string; reason: string; repaired?: boolean }): Words => ({
      variant: p.repaired === true ? 'afterRepair' : 'untouched',
      values: { target: p.target, reason: p.reason },
    }),
  },
  'export-interrupted-finished': {
    severity: 'info',
    field: 'file',
    words: (p: { target: string }): Words => ({ values: { target: p.target } }),
  },
  'export-interrupted-undone': {
    severity: 'info',
    field: 'file',
    words: (p: { target: string }): Words => ({ values: { target: p.target } }),
  },
  'export-interrupted-stuck': {
    severity: 'warning',
    field: 'file',
    words: (p: { target: string; reason: string; staging: string }): Words => ({
      values: { target: p.target, reason: p.reason, staging: p.staging },
    }),
  },
  'export-interrupted-superseded': {
    severity: 'info',
    field: 'file',
    /**
     * `left`: its staging folder, when it could not be removed, and why; `sameProject`: false where the
     * later export wrote the same index under another project id (absent in notes of older builds: true).
     */
    words: (p: { target: string; left: { staging: string; reason: string } | null; sameProject?: boolean }): Words => {
      const same = p.sameProject !== false;
      return p.left === null
        ? { variant: same ? 'removed' : 'removedOther', values: { target: p.target } }
        : {
            variant: same ? 'left' : 'leftOther',
            values: { target: p.target, staging: p.left.staging, reason: p.left.reason },
          };
    },
  },
  'export-repair-failed': {
    severity: 'error',
    field: 'file',
    words: (p: { folder: string; reason: string }): Words => ({ values: { folder: p.folder, reason: p.reason } }),
  },
  'export-folder-locked': {
    severity: 'error',
    field: 'file',
    /**
     * `holder`: null while its lock cannot be read yet; `host`: null on this machine; `system` and
     * `tag`: for another machine of this machine's host name, its system (process.platform) and the
     * start of its id, which tell them apart; `since`: its local time; `quiet`: it runs, but has given no
     * sign of life for ten minutes (stopped or hung); `heldOpen`: it has ended, but another program
     * holds its lock file open (a virus scanner, a backup), so it could not be taken over yet.
     */
    words: (p: {
      folder: string;
      holder: {
        pid: number;
        host: string | null;
        system?: string;
        tag?: string;
        since: string;
        quiet?: boolean;
        heldOpen?: boolean;
      } | null;
    }): Words => {
      if (p.holder === null) return { variant: 'unknown', values: { folder: p.folder } };
      if (p.holder.heldOpen) return { variant: 'heldOpen', values: { folder: p.folder } };
      const values = { folder: p.folder, pid: String(p.holder.pid), since: p.holder.since };
      if (p.holder.host !== null)
        return { variant: 'otherHost', values: { ...values, host: machineName(p.holder.host, p.holder) } };
      return { variant: p.holder.quiet ? 'hereQuiet' : 'here', values };
    },
  },
  'export-folder-unwritable': {
    /**
     * `certain`: something else is where the folder goes (a file, a link to nothing), or its disk can
     * only be read; else the system's permissions say no, which a share may answer otherwise when written.
     */
    severity: (p: { certain: boolean }): Severity => (p.certain ? 'error' : 'warning'),
    field: 'file',
    words: (p: { folder: string; reason: string; certain: boolean }): Words => ({
      variant: p.certain ? 'certain' : 'likely',
      values: { folder: p.folder, reason: p.reason },
    }),
  },
  'export-folder-gone': {
    severity: 'error',
    field: 'file',
    words: (p: { folder: string }): Words => ({ values: { folder: p.folder } }),
  },
} as const satisfies Record<string, CatalogueEntry>;

/** `file`: the project file's path, as the message names it. */
type ProjectFile = { file: string };

/** Opening projects: a file that is not one, or one this version cannot read. */
export const PROJECT_PROBLEMS = {
  'one-project-at-a-time': {
    severity: 'warning',
    field: 'project',
    words: (p: { name: string }): Words => ({ values: { name: p.name } }),
  },
  'not-a-project': {
    severity: 'error',
    field: 'project',
    words: (p: ProjectFile): Words => ({ values: { file: p.file } }),
  },
  'project-too-new': {
    severity: 'error',
    field: 'project',
    /** `version`: the file's format; `reads`: the format this version reads. */
    words: (p: ProjectFile & { version: number; reads: number }): Words => ({
      values: { file: p.file, version: String(p.version), reads: String(p.reads) },
    }),
  },
  'project-corrupt': {
    severity: 'error',
    field: 'project',
    /** `damage`: what is wrong and where, as facts; `badVersion`: its format version is not one. */
    words: (p: ProjectFile & ({ damage: ProjectDamage } | { badVersion: true })): Words =>
      'damage' in p ? projectDamageWords(p.file, p.damage) : { variant: 'badVersion', values: { file: p.file } },
  },
  'project-too-large': {
    severity: 'error',
    field: 'project',
    /** `decompressed`: the file is gzip, and too large once inflated. */
    words: (p: ProjectFile & { mebibytes: number; characters: number; decompressed: boolean }): Words => ({
      variant: p.decompressed ? 'decompressed' : 'read',
      values: { file: p.file, mebibytes: specNumber(p.mebibytes), characters: formatCount(p.characters) },
    }),
  },
  /** A system error's own words (EACCES…). */
  'project-unreadable': {
    severity: 'error',
    field: 'project',
    words: (p: { reason: string }): Words => ({ values: { reason: p.reason } }),
  },
} as const satisfies Record<string, CatalogueEntry>;
