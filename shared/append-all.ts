/**
 * Appends every item of `items` to `target`, in order, and returns `target`. `target.push(...items)`
 * passes each item as an argument, and V8 throws "Maximum call stack size exceeded" past some 120,000
 * of them: a paste of 200,000 rows, an --all report of a million problems failed so.
 */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}

/** The largest of `values` and `least` (Math.max(least, ...values) without spreading them as arguments). */
export function largestOf(values: Iterable<number>, least = -Infinity): number {
  let largest = least;
  for (const value of values) if (value > largest) largest = value;
  return largest;
}
