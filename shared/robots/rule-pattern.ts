/**
 * A robots.txt rule pattern compiled once, so a million URLs are matched without allocating:
 * most patterns are plain prefixes (one `startsWith`), `…$` without `*` is an equality, and only
 * patterns with `*` need Google's matching-lengths algorithm, run in one reused buffer.
 */
export type PathMatcher = (path: string) => boolean;

/** Compiles a pattern as robots.txt writes it: `*` is any run of characters, a final `$` ends the path. */
export function compileRulePattern(pattern: string): PathMatcher {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  if (!body.includes('*')) return anchored ? (path) => path === body : (path) => path.startsWith(body);
  return (path) => matchesWithWildcards(pattern, path);
}

let lengths = new Int32Array(256);

/**
 * google/robotstxt's `Matches`: keeps every length of `path` the pattern so far can match, in order.
 * A `$` only anchors at the end of the pattern; elsewhere it is an ordinary character.
 */
function matchesWithWildcards(pattern: string, path: string): boolean {
  if (lengths.length < path.length + 1) lengths = new Int32Array(path.length + 1);
  lengths[0] = 0;
  let count = 1;
  for (let p = 0; p < pattern.length; p++) {
    const char = pattern.charCodeAt(p);
    if (char === 0x24 /* $ */ && p + 1 === pattern.length) return lengths[count - 1] === path.length;
    if (char === 0x2a /* * */) {
      count = path.length - lengths[0]! + 1;
      for (let i = 1; i < count; i++) lengths[i] = lengths[i - 1]! + 1;
      continue;
    }
    let kept = 0;
    for (let i = 0; i < count; i++) {
      const at = lengths[i]!;
      if (at < path.length && path.charCodeAt(at) === char) lengths[kept++] = at + 1;
    }
    if (kept === 0) return false;
    count = kept;
  }
  return true;
}
