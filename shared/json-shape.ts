/**
 * Shapes describe what a JSON value must be (its type, and its range where it has one) and read an
 * untrusted value into a typed one, or throw a ShapeError that says where in the document it went
 * wrong and what belonged there: `tables[0].rows[12].images: expected a list, found an object`.
 * A shape is typed by the interface it reads (`object<UrlRow>({…})` must name every member of
 * UrlRow with a shape of its type), so the compiler keeps the description and the type in step.
 * What was expected and found are facts, worded per language (problem-catalogue/shape-fault.ts).
 */

import { MAX_DATE_MS } from './civil-date';
import { expectationText, foundText } from './problem-catalogue/shape-fault';
import { formatShapePath, type Expectation, type Found, type ShapeFault, type ShapePath } from './shape-facts';

export { formatShapePath } from './shape-facts';
export type { Expectation, Found, ShapeFault, ShapePath } from './shape-facts';

export class ShapeError extends Error {
  override readonly name = 'ShapeError';
  /** Filled in on the way out, innermost segment first added last. */
  readonly path: ShapePath = [];
  constructor(
    readonly expected: Expectation,
    readonly found: Found,
  ) {
    super(`expected ${expectationText(expected)}, found ${foundText(found)}`);
  }

  /** `path: expected …, found …`, the problem as one line, in English. */
  get problem(): string {
    return `${formatShapePath(this.path)}: ${this.message}`;
  }

  /** The facts of the problem, to word in any language. */
  get fault(): ShapeFault {
    return { path: [...this.path], expected: this.expected, found: this.found };
  }
}

export interface Shape<T> {
  /** What the value must be: text or null, a whole number from 1 to 50,000. */
  readonly expected: Expectation;
  /**
   * The value as T, checked member by member; throws a ShapeError on the first that is wrong. It
   * reads in place: members left out are filled in on the value itself, which is handed back (a
   * fresh JSON.parse result, never copied: projects have millions of rows).
   */
  read(value: unknown): T;
  /** The value of a member left out of its object (null, an empty list); without it the member is required. */
  readonly absent?: () => T;
}

/** What a JSON value is, for "found …". */
export function foundOf(value: unknown): Found {
  if (value === null) return { is: 'null' };
  if (value === undefined) return { is: 'nothing' };
  if (Array.isArray(value)) return { is: 'list' };
  if (typeof value === 'object') return { is: 'object' };
  if (typeof value === 'string') return { is: 'text', text: value.slice(0, 20), clipped: value.length > 20 };
  if (typeof value === 'number') return { is: 'number', value };
  return { is: 'other', text: String(value) };
}

/** Adds a segment to the path of a ShapeError passing through; any other error passes unchanged. */
function within(error: unknown, segment: string | number): unknown {
  if (error instanceof ShapeError) error.path.unshift(segment);
  return error;
}

/** A JSON object: neither null nor an array. */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const text: Shape<string> = {
  expected: { is: 'text' },
  read(value) {
    if (typeof value !== 'string') throw new ShapeError({ is: 'text' }, foundOf(value));
    return value;
  },
};

export const flag: Shape<boolean> = {
  expected: { is: 'flag' },
  read(value) {
    if (typeof value !== 'boolean') throw new ShapeError({ is: 'flag' }, foundOf(value));
    return value;
  },
};

/** An integer from min to max, both included. */
export function wholeNumber(min: number, max: number): Shape<number> {
  const expected: Expectation = { is: 'whole-number', min, max };
  return {
    expected,
    read(value) {
      if (!Number.isInteger(value) || (value as number) < min || (value as number) > max)
        throw new ShapeError(expected, foundOf(value));
      return value as number;
    },
  };
}

/** A count or an index: any whole number from 0 that a double holds exactly. */
export const count: Shape<number> = wholeNumber(0, Number.MAX_SAFE_INTEGER);

/** A moment since 1970 in whole milliseconds that a Date holds: past it `toISOString` throws. */
export const instant: Shape<number> = wholeNumber(0, MAX_DATE_MS);

/** Any number, or null read as NaN: JSON writes NaN (a number field left blank) as null. */
export const numberOrBlank: Shape<number> = {
  expected: { is: 'number-or-blank' },
  read(value) {
    if (value === null) return NaN;
    if (typeof value !== 'number') throw new ShapeError({ is: 'number-or-blank' }, foundOf(value));
    return value;
  },
};

/** One of a few strings. */
export function oneOf<V extends string>(values: readonly V[]): Shape<V> {
  const expected: Expectation = { is: 'one-of', values };
  return {
    expected,
    read(value) {
      if (!values.includes(value as V)) throw new ShapeError(expected, foundOf(value));
      return value as V;
    },
  };
}

/** The shape, or null; a member left out is null. */
export function orNull<T>(shape: Shape<T>): Shape<T | null> {
  const expected: Expectation = { is: 'or-null', shape: shape.expected };
  return {
    expected,
    read(value) {
      if (value === null) return null;
      try {
        return shape.read(value);
      } catch (error) {
        // The value itself is wrong (not something inside it): say that null would have done too.
        if (error instanceof ShapeError && error.path.length === 0) throw new ShapeError(expected, error.found);
        throw error;
      }
    },
    absent: () => null,
  };
}

/** Text of at most `most` characters: what a reader holds of one value is bounded before it is kept. */
export function boundedText(most: number): Shape<string> {
  const expected: Expectation = { is: 'short-text', most };
  return {
    expected,
    read(value) {
      if (typeof value !== 'string') throw new ShapeError(expected, foundOf(value));
      if (value.length > most) throw new ShapeError(expected, { is: 'long-text', length: value.length });
      return value;
    },
  };
}

/**
 * A list of values of the shape, of at most `most` items when given (checked before any item is
 * read, so a list of millions costs nothing more); a member left out is an empty list.
 */
export function listOf<T>(shape: Shape<T>, most = Infinity): Shape<T[]> {
  const expected: Expectation = most === Infinity ? { is: 'list' } : { is: 'short-list', most };
  return {
    expected,
    read(value) {
      if (!Array.isArray(value)) throw new ShapeError(expected, foundOf(value));
      if (value.length > most) throw new ShapeError(expected, { is: 'long-list', length: value.length });
      let index = 0;
      try {
        for (; index < value.length; index += 1) {
          const item: unknown = value[index];
          const read = shape.read(item);
          if (read !== item) value[index] = read;
        }
      } catch (error) {
        throw within(error, index);
      }
      return value as T[];
    },
    absent: () => [],
  };
}

/** The shape, which a containing object must have even where it could otherwise be left out. */
export function required<T>(shape: Shape<T>): Shape<T> {
  return { expected: shape.expected, read: (value) => shape.read(value) };
}

/**
 * The shape, or nothing: a member that may be left out, and stays out (so a default spread under the
 * object still shows through).
 */
export function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  return { expected: shape.expected, read: (value) => shape.read(value), absent: () => undefined };
}

/** An object whose members are all optional, each of its shape when present (settings that fall back to defaults). */
export function partial<T extends object>(members: { [K in keyof T]-?: Shape<T[K]> }): Shape<Partial<T>> {
  const optionals = Object.fromEntries(
    Object.entries(members).map(([key, shape]) => [key, optional(shape as Shape<unknown>)]),
  );
  return object<Partial<T>>(optionals as { [K in keyof T]-?: Shape<Partial<T>[K]> });
}

/** An object whose every member, whatever its name, has the shape (a map by id). */
export function recordOf<T>(shape: Shape<T>): Shape<Record<string, T>> {
  const expected: Expectation = { is: 'object' };
  return {
    expected,
    read(value) {
      if (!isObject(value)) throw new ShapeError(expected, foundOf(value));
      for (const [key, member] of Object.entries(value)) {
        try {
          const read = shape.read(member);
          if (read !== member) Object.defineProperty(value, key, { value: read }); // even a key "__proto__"
        } catch (error) {
          throw within(error, key);
        }
      }
      return value as Record<string, T>;
    },
    absent: () => ({}),
  };
}

let membersFilled = 0;

/**
 * How many members left out of objects read were filled so far (with `defaults` or their shape's
 * `absent`): a reader that keeps a document's text tells by it whether the document read as written.
 */
export const filledMembers = (): number => membersFilled;

/**
 * An object with these members, each of its shape; members not listed are kept as they are, or with
 * `closed` are an error (in a document we write, a member of no known name is a damaged name whose
 * value would be lost). A member left out of the document takes `defaults`' value when given, else its
 * shape's `absent`, else is an error. With `defaults`, the whole object may be left out too.
 */
export function object<T extends object>(
  members: { [K in keyof T]-?: Shape<T[K]> },
  defaults?: T,
  { closed = false } = {},
): Shape<T> {
  // Arrays by position, not lookups by name: a project reads this for every one of millions of rows.
  const keys = Object.keys(members);
  const shapes = Object.values(members) as Shape<unknown>[];
  const absents = keys.map((key, index) => {
    // value[key] below never finds a member of Object.prototype (a "constructor" left out would)
    if (key in Object.prototype) throw new Error(`"${key}" cannot be a member of a shape.`);
    if (defaults) return copier((defaults as Record<string, unknown>)[key]);
    return shapes[index]!.absent ?? null;
  });
  const shape: Shape<T> = {
    expected: { is: 'object' },
    read(value) {
      if (!isObject(value)) throw new ShapeError({ is: 'object' }, foundOf(value));
      let index = 0;
      let present = 0;
      try {
        for (; index < keys.length; index += 1) {
          const member = value[keys[index]!];
          if (member !== undefined) {
            const read = shapes[index]!.read(member);
            if (read !== member) value[keys[index]!] = read;
            present += 1;
          } else if (absents[index]) {
            const filled = absents[index]!();
            if (filled !== undefined) {
              value[keys[index]!] = filled; // an optional member stays out
              membersFilled += 1;
              present += 1;
            }
          } else throw new ShapeError(shapes[index]!.expected, { is: 'nothing' });
        }
      } catch (error) {
        throw within(error, keys[index]!);
      }
      if (closed && memberCount(value) > present) refuseUnknownMember(value, keys);
      return value as T;
    },
  };
  return defaults ? { ...shape, absent: copier(defaults) } : shape;
}

/** How many members an object has (counted, not listed: a project reads millions of rows). */
function memberCount(value: Record<string, unknown>): number {
  let count = 0;
  for (const key in value) if (Object.hasOwn(value, key)) count += 1;
  return count;
}

/** Throws for the first member of `value` not in `keys` (one of them left undefined is none). */
function refuseUnknownMember(value: Record<string, unknown>, keys: readonly string[]): void {
  const unknown = Object.keys(value).find((key) => !keys.includes(key));
  if (unknown !== undefined) throw within(new ShapeError({ is: 'no-member' }, foundOf(value[unknown])), unknown);
}

/** A function giving the value, or a fresh copy of it when it is an object a caller could change. */
function copier<T>(value: T): () => T {
  return typeof value === 'object' && value !== null ? () => structuredClone(value) : () => value;
}
