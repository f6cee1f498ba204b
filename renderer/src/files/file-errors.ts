/** The code main gave an error (errors cross IPC as values: the class is the preload's, so no instanceof). */
export function codeOf(error: unknown): string {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' ? code : '';
}

/** The path as the message's detail, unless the message names it already. */
export function unlessNamed(message: string, path: string): string | undefined {
  return message.includes(path) ? undefined : path;
}
