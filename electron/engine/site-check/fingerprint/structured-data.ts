/**
 * A page's structured data (JSON-LD) as one text that changes only when the data does: each block
 * parsed and written again with its keys sorted, the blocks sorted; a block that is not JSON is
 * taken as its text with whitespace collapsed.
 */
export function structuredDataText(blocks: readonly string[]): string | null {
  if (blocks.length === 0) return null;
  return blocks.map(canonicalJson).sort().join('\n');
}

function canonicalJson(block: string): string {
  try {
    return JSON.stringify(sortedKeys(JSON.parse(block) as unknown));
  } catch {
    return block.replace(/\s+/g, ' ').trim();
  }
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([key, inner]) => [key, sortedKeys(inner)]));
}
