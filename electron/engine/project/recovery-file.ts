import { mkdir, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { headerOf, type ProjectData, type ProjectHeader, type RecoveryCopy } from '../../../shared/project-file';
import { RECOVERY_FORMAT_VERSION, recoveryMember } from '../../../shared/project-json';
import { bodyOf, openProjectDocument, saveProjectStream } from './project-file';
import type { ProjectBody } from './project-stream-write';
import { saveRefused } from './save-refused';

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
  const { project, path, savedAt } = copy;
  await saveRecoveryStream(file, headerOf(project), bodyOf(project), { path, savedAt });
}

/** Writes a recovery copy of tables read a run at a time (the renderer's uploads) and check results, with where and when. */
export async function saveRecoveryStream(
  file: string,
  header: ProjectHeader,
  body: ProjectBody,
  { path, savedAt }: { path: string | null; savedAt: string },
): Promise<void> {
  if (!isKnownMember({ version: RECOVERY_FORMAT_VERSION, path, savedAt })) {
    throw saveRefused('The recovery copy has no recovery information (path, time); nothing was kept.');
  }
  await mkdir(dirname(file), { recursive: true }); // the app's folder may not exist yet on a first run
  await saveProjectStream(file, header, body, { extra: recoveryMember(path, savedAt) });
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
  return { project, ...(await recoveryPlace(file, members)) };
}

/** Where and when a recovery copy was saved, from its header's members (a copy without them: never saved, timed by the file). */
export async function recoveryPlace(
  file: string,
  members: Record<string, unknown>,
): Promise<{ path: string | null; savedAt: string }> {
  const recovery = members['recovery'];
  if (isKnownMember(recovery)) return { path: recovery.path, savedAt: recovery.savedAt };
  // A copy without metadata we understand: the project is still worth offering, with the file's own time.
  const { mtime } = await stat(file);
  return { path: null, savedAt: mtime.toISOString() };
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
