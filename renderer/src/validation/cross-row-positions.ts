import type { EditCommand } from '../table/edit-commands';

/**
 * Values kept by stored row position (the problems only a whole-table check finds), moved along
 * when a command inserts, deletes or reorders rows, so that until the next check they stay on the
 * rows they were found on. A deleted row's value goes with it.
 */
export function followPositions<T>(found: ReadonlyMap<number, T>, command: EditCommand): Map<number, T> {
  let moved = new Map(found);
  if (moved.size === 0) return moved;
  switch (command.kind) {
    case 'set':
    case 'replace':
      return moved;
    case 'insert': {
      // The j-th new row stands after at[j] - j old rows; old row p moves up by those at or before it.
      const before = command.at.map((position, j) => position - j);
      return remap(moved, (p) => p + countAtMost(before, p));
    }
    case 'delete':
      return remap(moved, (p) => {
        const below = countAtMost(command.at, p - 1);
        return command.at[below] === p ? -1 : p - below;
      });
    case 'reorder': {
      const newPosition = new Int32Array(command.order.length);
      command.order.forEach((from, to) => (newPosition[from] = to));
      return remap(moved, (p) => newPosition[p] ?? -1);
    }
    case 'batch':
      for (const part of command.parts) moved = followPositions(moved, part);
      return moved;
  }
}

function remap<T>(found: ReadonlyMap<number, T>, to: (position: number) => number): Map<number, T> {
  const moved = new Map<number, T>();
  for (const [position, value] of found) {
    const next = to(position);
    if (next >= 0) moved.set(next, value);
  }
  return moved;
}

/** How many of `ascending` are at most `value` (a binary search). */
function countAtMost(ascending: readonly number[], value: number): number {
  let low = 0;
  let high = ascending.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (ascending[middle]! <= value) low = middle + 1;
    else high = middle;
  }
  return low;
}
