/**
 * `[start, end)` runs covering items `0…count-1` in order, each of at most `maxItems` items and at most
 * `maxBytes` by `weigh`; an item heavier than `maxBytes` alone makes a run of its own. How a table's
 * rows and a project's check results are cut into the pieces that cross between processes.
 */
export function* boundedRuns(
  count: number,
  weigh: (index: number) => number,
  maxItems: number,
  maxBytes: number,
): Generator<[number, number]> {
  let start = 0;
  while (start < count) {
    let end = start;
    let bytes = 0;
    while (end < count && end - start < maxItems) {
      const next = weigh(end);
      if (end > start && bytes + next > maxBytes) break;
      bytes += next;
      end += 1;
    }
    yield [start, end];
    start = end;
  }
}
