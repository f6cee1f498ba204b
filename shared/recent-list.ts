export const MAX_RECENT = 10;

/** A list of recent files with `path` added: the most recent first, no duplicates, at most MAX_RECENT. */
export function withRecent(list: readonly string[], path: string): string[] {
  return [path, ...list.filter((entry) => entry !== path)].slice(0, MAX_RECENT);
}
