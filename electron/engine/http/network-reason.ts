/** The code of a Node or undici error, or '' when it has none. */
export function errorCode(error: unknown): string {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' ? code : '';
}

/**
 * The words a person is shown for a network failure: the socket's own code where undici wraps
 * one (ECONNRESET, ECONNREFUSED, ENOTFOUND), undici's code for its own errors, and for a socket closed
 * by the other side (UND_ERR_SOCKET with no cause) its words, "other side closed".
 */
export function networkReason(error: unknown): string {
  const { cause } = (error ?? {}) as { cause?: { code?: unknown } };
  if (typeof cause?.code === 'string') return cause.code;
  const code = errorCode(error);
  if (code && code !== 'UND_ERR_SOCKET') return code;
  return error instanceof Error ? error.message : String(error);
}

/** A response header's value (the first, when it came more than once), or null. */
export function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
