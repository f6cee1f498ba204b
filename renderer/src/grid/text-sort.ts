const SMALL = 48;
/** Bucket 0: the key has ended; 1–255: that character code - 1; 256: a character beyond 254. */
const BUCKETS = 257;
const WIDE = 256;

/**
 * Sorts `indices` in place by `keys[index]` in UTF-16 code unit order, ties kept in the order given.
 * A comparator sort of a million URLs takes over a second in V8; this is an MSD radix sort, one
 * character a pass, skipping the prefix a group shares, with a comparator only for small groups.
 */
export function sortByText(keys: readonly string[], indices: Int32Array): void {
  radix(keys, indices, 0, new Int32Array(indices.length), new Uint16Array(indices.length));
}

function radix(
  keys: readonly string[],
  run: Int32Array,
  from: number,
  scratch: Int32Array,
  codeScratch: Uint16Array,
): void {
  const n = run.length;
  if (n < 2) return;
  if (n < SMALL) return compareSort(keys, run);
  const pos = commonPrefix(keys, run, from);
  const codes = codeScratch.subarray(0, n);
  const starts = new Int32Array(BUCKETS + 1);
  for (let i = 0; i < n; i += 1) {
    const key = keys[run[i]!]!;
    const code = pos < key.length ? Math.min(key.charCodeAt(pos), 255) + 1 : 0;
    codes[i] = code;
    starts[code + 1]! += 1;
  }
  for (let b = 1; b <= BUCKETS; b += 1) starts[b]! += starts[b - 1]!;
  const fill = starts.slice(0, BUCKETS);
  const out = scratch.subarray(0, n);
  for (let i = 0; i < n; i += 1) out[fill[codes[i]!]!++] = run[i]!;
  run.set(out);
  for (let b = 1; b < BUCKETS; b += 1) {
    const group = run.subarray(starts[b]!, starts[b + 1]!);
    if (group.length < 2) continue;
    if (b === WIDE) wideSort(keys, group);
    else radix(keys, group, pos + 1, scratch, codeScratch);
  }
}

/** Insertion sort: the groups it gets are small, and it is stable, so ties keep their order. */
function compareSort(keys: readonly string[], run: Int32Array): void {
  for (let i = 1; i < run.length; i += 1) {
    const index = run[i]!;
    const key = keys[index]!;
    let j = i - 1;
    while (j >= 0 && keys[run[j]!]! > key) {
      run[j + 1] = run[j]!;
      j -= 1;
    }
    run[j + 1] = index;
  }
}

/** How far from `from` every key of the run agrees with the first. */
function commonPrefix(keys: readonly string[], run: Int32Array, from: number): number {
  const first = keys[run[0]!]!;
  let end = first.length;
  for (let i = 1; i < run.length && end > from; i += 1) {
    const key = keys[run[i]!]!;
    const limit = Math.min(end, key.length);
    let at = from;
    while (at < limit && key.charCodeAt(at) === first.charCodeAt(at)) at += 1;
    end = at;
  }
  return end;
}

/** Characters beyond 254 share a bucket: such a group, however large, is sorted by comparison. */
function wideSort(keys: readonly string[], run: Int32Array): void {
  const sorted = Array.from(run).sort((a, b) => {
    const x = keys[a]!;
    const y = keys[b]!;
    if (x === y) return a - b;
    return x < y ? -1 : 1;
  });
  run.set(sorted);
}
