/**
 * The Web Storage interface over a Map, standing in for the browser's localStorage, which Node has
 * not: the platform's part, never the app's. `refuse` makes every write fail as a full or locked-down
 * storage does (a QuotaExceededError); `writes` counts the writes that reached it.
 */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  writes = 0;

  constructor(private readonly refuse = false) {}

  get length(): number {
    return this.items.size;
  }

  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    if (this.refuse) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.writes += 1;
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.items.delete(key);
  }

  clear(): void {
    this.items.clear();
  }
}
