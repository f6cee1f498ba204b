/** What writeAllAt asks of a file: its writev, as a FileHandle has it. */
export interface VectorWriter {
  writev(buffers: Uint8Array[], position: number): Promise<{ bytesWritten: number }>;
}

/**
 * Writes `buffers` one after another at `position`, all of them, none copied into one (a spool's
 * writes were as big as what arrived meanwhile, each a fresh allocation): as many writev calls as it
 * takes, since a write may take fewer bytes than it was given (POSIX allows it; libuv's own splitting
 * of long buffer lists and retries make it rare). A write that takes nothing while bytes are left
 * throws; a write that fails throws its error, whatever the ones before it wrote.
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
