import type { FileIdentity } from '../file-identity';
import type { MemberPlace, ReadOptions } from './project-stream-read';

/**
 * What a project file opened into columns says of its own bytes, so a save that changes only what
 * the last export wrote can keep the rest as it is: whether its rows are column members (version 5),
 * the members that hold its rows and check results, and which file they were read from.
 */
export interface ProjectFileLayout {
  columns: boolean;
  /** The members after the header's that hold rows and check results, in order; null when the file cannot be kept so (read as one stream, a member read again, exported URLs among rows). */
  body: MemberPlace[] | null;
  /** The file it was read through, as it was when opened (ReadOptions.identity); null when that is not known. */
  identity: FileIdentity | null;
}

/**
 * Notes the members of a file as it is read (ReadOptions.layout): `body()` gives those that hold rows
 * and check results only, in order, when the header's member holds the header alone and every member
 * after them holds exported URLs alone; null otherwise.
 */
export function bodyMembers(): { note: NonNullable<ReadOptions['layout']>; body(): MemberPlace[] | null } {
  const body: MemberPlace[] = [];
  let seen = 0;
  let exported = false;
  let kept = true;
  return {
    note(place, holds) {
      const first = seen++ === 0;
      if (holds === null || (first && holds.length > 0) || (!first && holds.length === 0)) kept = false;
      else if (first) return;
      else if (holds.includes('exported')) {
        if (holds.length > 1) kept = false;
        exported = true;
      } else if (exported) kept = false;
      else body.push(place);
    },
    body: () => (kept && seen > 0 ? body : null),
  };
}
