/** What writeAllAt asks of a file: its writev, as a FileHandle has it. */
export interface VectorWriter {
  writev(buffers: Uint8Array[], position: number): Promise<{ bytesWritten: number }>;
}

/**
 * Writes `buffers` one after another at `position`, all of them: as many writev calls as it takes (a
 * write may stop short: a signal, or more buffers than the system takes at once), none copied into
 * one (a spool's writes were as big as what arrived meanwhile, each a fresh allocation). A write that
 * takes nothing while bytes are left throws.
 */
export async function writeAllAt(file: VectorWriter, buffers: readonly Uint8Array[], position: number): Promise<void> {
  let left = buffers.filter((buffer) => buffer.length > 0);
  for (let at = position; left.length > 0;) {
    const { bytesWritten } = await file.writev(left, at);
    if (bytesWritten <= 0) throw new Error(`A write at byte ${at} took nothing`);
    at += bytesWritten;
    left = afterFirst(left, bytesWritten);
  }
}

/** `buffers` without their first `bytes` bytes. */
function afterFirst(buffers: readonly Uint8Array[], bytes: number): Uint8Array[] {
  let skip = bytes;
  let first = 0;
  while (first < buffers.length && skip >= buffers[first]!.length) skip -= buffers[first++]!.length;
  const rest = buffers.slice(first);
  if (rest.length > 0 && skip > 0) rest[0] = rest[0]!.subarray(skip);
  return rest;
}
