import { memberLength } from '../../electron/engine/project/project-members';

/** Each gzip member of a project file written in members, as their headers frame them. */
export function membersOf(bytes: Buffer): Buffer[] {
  const members: Buffer[] = [];
  for (let at = 0; at < bytes.length;) {
    const length = memberLength(bytes.subarray(at, at + 20));
    if (length === null) throw new Error(`No member framed at byte ${at}: not a file written in members`);
    members.push(bytes.subarray(at, at + length));
    at += length;
  }
  return members;
}
