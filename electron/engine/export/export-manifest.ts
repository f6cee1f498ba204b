import { join } from 'node:path';
import { exportFileNameProblem, ROBOTS_TXT } from '../../../shared/export-file-names';
import { isObject } from '../../../shared/json-shape';
import { problemAt, type Problem } from '../../../shared/problems';
import { readFoundFile } from './read-found-file';

/** A small file the export keeps in the output folder: which files each project wrote there last time. */
export const MANIFEST_NAME = '.sitemap-studio-export.json';

export interface ExportManifest {
  format: 'sitemap-studio-export';
  version: 1;
  projects: Record<string, ManifestProject>;
}

/** What one project's last export wrote into the folder. */
export interface ManifestProject {
  files: string[];
  /**
   * Which of them is the set's index (manifests of older versions do not say): the file that makes a
   * set the one published, so a set that writes it replaces this one, whatever its project (replaced-entries.ts).
   */
  index?: string;
  exportedAt: string;
  /**
   * Each file's identity as written (file-identity.ts). A file the next export no longer writes is
   * removed only while it is still that very file: never one a planted or older manifest merely names.
   */
  identities?: Record<string, string>;
  /**
   * The robots.txt this set wrote was the folder's own, its lines kept (folder-robots-txt.ts): the
   * next export keeps them again, never making it from the project's alone.
   */
  keptRobotsTxt?: true;
  /**
   * The index URL the Sitemap: line of this set's robots.txt names: where the folder's is kept, the
   * next export names its index in that line's place (a renamed index leaves no line to a file gone).
   */
  robotsSitemap?: string;
  /**
   * A robots.txt this set wrote and no longer writes, left in the folder (robots-txt-left), as it was
   * written (its identity): while it is that very file, this set's to make again when it writes one again.
   */
  leftRobotsTxt?: string;
}

/** The manifest as far as it may be trusted, and what was left out of it, to tell the person. */
export interface ManifestRead {
  manifest: ExportManifest;
  notes: Problem[];
}

/** Far more than a manifest of many projects of 50,000 files each takes; a larger file is not ours. */
export const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** Notes about ignored entries beyond this many are summed up in one, so a planted list cannot flood the report. */
const MAX_ENTRY_NOTES = 20;

/** A manifest of no project; its projects have no prototype: a project file may call its project __proto__. */
export const emptyManifest = (): ExportManifest => ({
  format: 'sitemap-studio-export',
  version: 1,
  projects: Object.create(null) as Record<string, ManifestProject>,
});

/**
 * The folder's manifest. It is data found in a folder (a cloned repository, a download may carry one),
 * never trusted for paths: an entry is kept only when it is a name this exporter could have written
 * directly in the folder (exportFileNameProblem); anything else is left out with a warning naming it,
 * so the export never replaces or removes it. A missing manifest reads as empty, quietly; one that
 * cannot be read as ours reads as empty with a warning (it is replaced by the export's own).
 */
export async function readManifest(folder: string): Promise<ManifestRead> {
  const file = join(folder, MANIFEST_NAME);
  const notes: Problem[] = [];
  let value: unknown;
  try {
    value = JSON.parse(await readFoundFile(file, MAX_MANIFEST_BYTES));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { manifest: emptyManifest(), notes };
    value = null;
  }
  if (
    !isObject(value) ||
    value.format !== 'sitemap-studio-export' ||
    value.version !== 1 ||
    !isObject(value.projects)
  ) {
    notes.push(problemAt({ file }, 'manifest-unreadable', { manifest: MANIFEST_NAME }));
    return { manifest: emptyManifest(), notes };
  }
  const manifest = emptyManifest();
  let ignored = 0;
  for (const [projectId, project] of Object.entries(value.projects)) {
    const files = isObject(project) && Array.isArray(project.files) ? (project.files as unknown[]) : [project];
    const kept = new Set<string>();
    for (const entry of files) {
      const reason = typeof entry === 'string' ? exportFileNameProblem(entry) : ({ fault: 'not-a-name' } as const);
      if (reason === null) kept.add(entry as string);
      else if ((ignored += 1) <= MAX_ENTRY_NOTES) {
        notes.push(problemAt({ file }, 'manifest-entry-ignored', { entry, project: projectId, reason }));
      }
    }
    const exportedAt = isObject(project) && typeof project.exportedAt === 'string' ? project.exportedAt : '';
    const found = isObject(project) && isObject(project.identities) ? project.identities : {};
    // No prototype: a file may be called __proto__.
    const identities = Object.create(null) as Record<string, string>;
    for (const name of kept) {
      const identity = Object.hasOwn(found, name) ? found[name] : undefined;
      if (typeof identity === 'string') identities[name] = identity;
    }
    // The index only as one of the entry's own names.
    const index =
      isObject(project) && typeof project.index === 'string' && kept.has(project.index) ? project.index : null;
    const leftRobotsTxt = isObject(project) && typeof project.leftRobotsTxt === 'string' ? project.leftRobotsTxt : null;
    const robots = kept.has(ROBOTS_TXT) || leftRobotsTxt !== null;
    const keptRobotsTxt = robots && isObject(project) && project.keptRobotsTxt === true;
    const robotsSitemap =
      robots && isObject(project) && typeof project.robotsSitemap === 'string' ? project.robotsSitemap : null;
    manifest.projects[projectId] = {
      files: [...kept],
      ...(index === null ? {} : { index }),
      exportedAt,
      identities,
      ...(keptRobotsTxt ? { keptRobotsTxt: true as const } : {}),
      ...(robotsSitemap === null ? {} : { robotsSitemap }),
      ...(leftRobotsTxt === null ? {} : { leftRobotsTxt }),
    };
  }
  if (ignored > MAX_ENTRY_NOTES) {
    notes.push(problemAt({ file }, 'manifest-entry-ignored', { more: ignored - MAX_ENTRY_NOTES }));
  }
  return { manifest, notes };
}

/** The manifest as it is written. */
export const manifestBytes = (manifest: ExportManifest): Buffer =>
  Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
