import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { ProjectData, RecoveryCopy } from '../../../shared/project-file';
import { RECOVERY_FORMAT_VERSION, recoveryMember } from '../../../shared/project-json';
import { checkOpens, openProjectDocument, saveProjectFile, writeProjectJson } from './project-file';

/*
 * The recovery copy is a project file with one more top-level member, `recovery`, which has its own
 * version: an older app still opens the project inside, and a newer member is read as "no metadata".
 */
export { RECOVERY_FORMAT_VERSION };

interface RecoveryMember {
  version: number;
  path: string | null;
  savedAt: string;
}

/** Writes the recovery copy atomically, as any project save (a crash mid-write leaves the last copy). */
export async function saveRecoveryFile(file: string, copy: RecoveryCopy): Promise<void> {
  await mkdir(dirname(file), { recursive: true }); // the app's folder may not exist yet on a first run
  await saveProjectFile(file, copy.project, { extra: recoveryMember(copy.path, copy.savedAt) });
}

/** Writes a recovery copy the renderer encoded (with its `recovery` member), once it is known to open again. */
export async function saveRecoveryJson(file: string, json: string): Promise<void> {
  if (!isKnownMember(checkOpens(json, file)['recovery'])) {
    throw Object.assign(new Error('The recovery copy has no recovery information (path, time); nothing was kept.'), {
      code: 'save-invalid',
    });
  }
  await mkdir(dirname(file), { recursive: true });
  await writeProjectJson(file, json);
}

/** The recovery copy at `file`; null when there is none, or it is too damaged to offer. */
export async function readRecoveryFile(file: string): Promise<RecoveryCopy | null> {
  let project: ProjectData;
  let members: Record<string, unknown>;
  try {
    ({ project, members } = await openProjectDocument(file));
  } catch {
    return null;
  }
  const recovery = members['recovery'];
  if (isKnownMember(recovery)) return { project, path: recovery.path, savedAt: recovery.savedAt };
  // A copy without metadata we understand: the project is still worth offering, with the file's own time.
  const { mtime } = await stat(file);
  return { project, path: null, savedAt: mtime.toISOString() };
}

function isKnownMember(value: unknown): value is RecoveryMember {
  const member = value as Partial<RecoveryMember> | null;
  return (
    typeof member === 'object' &&
    member !== null &&
    member.version === RECOVERY_FORMAT_VERSION &&
    (member.path === null || typeof member.path === 'string') &&
    typeof member.savedAt === 'string' &&
    !Number.isNaN(Date.parse(member.savedAt))
  );
}
