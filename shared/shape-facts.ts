/*
 * The facts of a JSON document's shape fault: where, what belonged there, what was there instead.
 * json-shape.ts finds them; problem-catalogue/shape-fault.ts words them per language.
 */

/** Where a value sits in a document: member names and list positions, from the root. */
export type ShapePath = (string | number)[];

/** What a value must be. */
export type Expectation =
  | { is: 'text' | 'flag' | 'number-or-blank' | 'object' | 'list' | 'preferences' }
  /** No member of that name (a closed object's member is misnamed). */
  | { is: 'no-member' }
  | { is: 'whole-number' | 'number'; min: number; max: number }
  /** A list of at most `most` items, or text of at most `most` characters. */
  | { is: 'short-list' | 'short-text'; most: number }
  | { is: 'one-of'; values: readonly string[] }
  | { is: 'or-null'; shape: Expectation };

/** What a value was instead: its kind, and the value itself where it is short (text clipped to 20 characters). */
export type Found =
  | { is: 'null' | 'nothing' | 'list' | 'object' }
  | { is: 'text'; text: string; clipped: boolean }
  | { is: 'number'; value: number }
  /** A list of `length` items, or text of `length` characters: more than its bound. */
  | { is: 'long-list' | 'long-text'; length: number }
  | { is: 'other'; text: string }
  /** Members a reader does not know (preferences): their paths. */
  | { is: 'unknown-settings'; paths: readonly string[] };

/** Where a document is wrong, what belonged there and what was there instead. */
export interface ShapeFault {
  path: ShapePath;
  expected: Expectation;
  found: Found;
}

/**
 * `tables[0].rows[12].images`; a member name that is not an identifier is quoted: `patterns["a b"]`.
 * The empty path is `top`: the top level, in the caller's language.
 */
export function formatShapePath(path: ShapePath, top = 'the top level'): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) text += text === '' ? segment : `.${segment}`;
    else text += `[${JSON.stringify(segment)}]`;
  }
  return text === '' ? top : text;
}
