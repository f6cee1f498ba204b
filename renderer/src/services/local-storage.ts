/** Reads a kept setting; null when absent or when storage is refused (a locked-down profile). */
export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps a setting across runs; when storage is full or refused it still holds for this run. */
export function writeStorage(key: string, text: string): void {
  try {
    localStorage.setItem(key, text);
  } catch {
    // the value stays in memory for this run
  }
}
