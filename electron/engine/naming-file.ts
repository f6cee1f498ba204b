/**
 * `error`, a system error of a call on an open file, which names no file (Node's errors of a write, a
 * flush or a close: a full disk, a file grown past the system's limit), as one naming `path` as Node's
 * errors of a path do (`ENOSPC: no space left on device, write '/a/b.xml'`, its `path` set), so that
 * describeError words it (`the disk of /a/b.xml is full`) and a person knows which disk; any other
 * error, or one naming its file already, as it is.
 */
export function namingFile(error: unknown, path: string): unknown {
  const failed = error as NodeJS.ErrnoException;
  if (!(error instanceof Error) || typeof failed.code !== 'string' || typeof failed.path === 'string') return error;
  return Object.assign(new Error(`${error.message} '${path}'`, { cause: error }), {
    code: failed.code,
    syscall: failed.syscall,
    path,
  });
}
