import type * as FsPromises from 'node:fs/promises';
import { basename } from 'node:path';

const STAGING = '.sitemap-studio-staging-';

/**
 * The disk faults a test switches on, for `scannerHolds`: `on`, a file held open by a scanner; `stuck`,
 * the staging folder it holds a file for (the first to move a sitemap -3 in); `journalOfOthers`, a full
 * disk for the journal of any other staging folder; `manifestOfOthers`, no other staging folder can move
 * the manifest in (a commit that fails once its index is in); `othersStuck`, no other staging folder can
 * move an index (`*_index.xml`) in nor put a file back (a second commit left stuck, whatever `on` says).
 * While `on`, also: `heldName`, no staging folder can move a file of that name in; `keepsAll`, the stuck
 * folder can put nothing back (its undo stops at its first file). Whatever `on` says: `heldInFolder`, a
 * file of that name in the export folder cannot be removed; `stuckJournalHeld`, the stuck folder's journal
 * cannot be removed; `beforeCommit`, run once as a commit flushes its staged files' names (just before it
 * reads what is left in the folder); `manifestUnflushed`, no staging folder but the stuck one can flush
 * its staged manifest (EIO: the disk fails as the commit begins, after the repair, before any journal).
 */
export interface HeldFiles {
  on: boolean;
  stuck: string | null;
  journalOfOthers: boolean;
  manifestOfOthers?: boolean;
  othersStuck?: boolean;
  heldName?: string | null;
  keepsAll?: boolean;
  heldInFolder?: string | null;
  stuckJournalHeld?: boolean;
  beforeCommit?: (() => Promise<unknown>) | null;
  manifestUnflushed?: boolean;
}

export const noneHeld = (): HeldFiles => ({
  on: false,
  stuck: null,
  journalOfOthers: false,
  manifestOfOthers: false,
  othersStuck: false,
  heldName: null,
  keepsAll: false,
  heldInFolder: null,
  stuckJournalHeld: false,
  beforeCommit: null,
  manifestUnflushed: false,
});

/**
 * node:fs/promises as a vi.mock factory returns it, with a file held open by a scanner (EPERM, as on
 * Windows) while `faults.on`: the first staging folder that moves a sitemap -3 in cannot, and sitemaps
 * -1 and -2 in the export folder can be neither removed nor put back from it, so its commit is left
 * stuck (neither finished nor undone); with `journalOfOthers`, no other staging folder can write its
 * journal (ENOSPC). `faults` is the test's vi.hoisted object, read at each call. This module imports
 * nothing that reads node:fs/promises: the mock's factory loads it while that module is being mocked.
 */
export function scannerHolds(
  actual: typeof FsPromises,
  faults: HeldFiles,
): typeof FsPromises & { default: typeof FsPromises } {
  const refused = (path: unknown): Error =>
    Object.assign(new Error(`EPERM: operation not permitted, '${String(path)}'`), { code: 'EPERM' });
  const rename: typeof actual.rename = async (from, to) => {
    const staging = new RegExp(`${STAGING}[^/]+`).exec(String(from))?.[0];
    const into = basename(String(to));
    if (faults.journalOfOthers && staging && staging !== faults.stuck && into === 'commit.json')
      throw Object.assign(new Error(`ENOSPC: no space left on device, '${String(to)}'`), { code: 'ENOSPC' });
    if (faults.manifestOfOthers && staging && staging !== faults.stuck && into === '.sitemap-studio-export.json')
      throw refused(to);
    const other = faults.othersStuck && staging && staging !== faults.stuck && !String(to).includes(STAGING);
    if (other && (/_index\.xml$/.test(into) || String(from).includes('/old/'))) throw refused(to);
    if (faults.on && staging && !String(to).includes(STAGING)) {
      if (into === faults.heldName) throw refused(to);
      if (/-3\.xml/.test(into) && (faults.stuck ??= staging) === staging) throw refused(to);
      const putBack = String(from).includes('/old/') && staging === faults.stuck;
      if (putBack && (faults.keepsAll || /-[12]\.xml/.test(into))) throw refused(to);
    }
    return actual.rename(from, to);
  };
  const unlink: typeof actual.unlink = async (path) => {
    if (basename(String(path)) === faults.heldInFolder && !String(path).includes(STAGING)) throw refused(path);
    if (faults.on && /-[12]\.xml/.test(basename(String(path))) && !String(path).includes(STAGING)) throw refused(path);
    return actual.unlink(path);
  };
  const rm: typeof actual.rm = async (path, options) => {
    if (faults.stuckJournalHeld && String(path).endsWith(`${faults.stuck}/commit.json`)) throw refused(path);
    return actual.rm(path, options);
  };
  const open: typeof actual.open = async (path, flags, mode) => {
    const staging = new RegExp(`${STAGING}[^/]+`).exec(String(path))?.[0];
    const manifest = basename(String(path)) === '.sitemap-studio-export.json';
    if (faults.manifestUnflushed && manifest && staging && staging !== faults.stuck)
      throw Object.assign(new Error(`EIO: i/o error, open '${String(path)}'`), { code: 'EIO' });
    const hook = faults.beforeCommit;
    if (hook && basename(String(path)) === 'new' && String(path).includes(STAGING)) {
      faults.beforeCommit = null;
      await hook();
    }
    return actual.open(path, flags, mode);
  };
  return { ...actual, rename, unlink, rm, open, default: { ...actual, rename, unlink, rm, open } };
}
