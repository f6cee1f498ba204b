import { stringifyChunked } from '@discoveryjs/json-ext';
import type { CliIo } from './cli-io';

/**
 * A list written as a JSON array whose items are made only as they are written: a report of
 * millions of items (each link `hreflang --complete` added) held as objects all at once took more
 * heap than the work itself.
 */
export class LazyJsonList {
  constructor(readonly items: () => Iterable<unknown>) {}
}

/** `items` as a list writeJson makes an item at a time. */
export const lazyJsonList = (items: () => Iterable<unknown>): LazyJsonList => new LazyJsonList(items);

/** Each item of `list` through `made`, as it is asked for. */
export function* madeEach<T, U>(list: Iterable<T>, made: (item: T) => U): Iterable<U> {
  for (const item of list) yield made(item);
}

/**
 * Writes `value` as `JSON.stringify(value, null, 2)` and a line feed, a chunk at a time: the report
 * of millions of rows (`import --rows`, `export --dry-run`, `hreflang --complete`, `fix`) is more
 * text than V8 lets one string hold (~512 MiB: "Invalid string length" after the work was done and
 * saved). A LazyJsonList in it is written as the array of its items. The chunks are not waited for:
 * a pipe read more slowly than they come holds them in stdout's buffer until it takes them.
 */
export function writeJson(io: Pick<CliIo, 'out'>, value: unknown): void {
  writeValue(io, value, '');
  io.out('\n');
}

/** `value` as JSON.stringify writes it at a depth whose lines start with `indent`. */
function writeValue(io: Pick<CliIo, 'out'>, value: unknown, indent: string): void {
  if (value instanceof LazyJsonList) return writeList(io, value, indent);
  if (holdsLazyList(value)) return writeObject(io, value, indent);
  // JSON has no line break inside a string, so every one in the text is between lines.
  for (const chunk of stringifyChunked(value, null, 2)) io.out(indent ? chunk.replaceAll('\n', `\n${indent}`) : chunk);
}

function writeList(io: Pick<CliIo, 'out'>, list: LazyJsonList, indent: string): void {
  const inner = `${indent}  `;
  let written = 0;
  for (const item of list.items()) {
    io.out(`${written++ === 0 ? '[' : ','}\n${inner}`);
    // An item JSON has no value for (undefined, a function) is written as null, as in an array.
    writeValue(io, item === undefined || typeof item === 'function' ? null : item, inner);
  }
  io.out(written === 0 ? '[]' : `\n${indent}]`);
}

function writeObject(io: Pick<CliIo, 'out'>, value: Record<string, unknown>, indent: string): void {
  const inner = `${indent}  `;
  const entries = Object.entries(value).filter(([, member]) => member !== undefined && typeof member !== 'function');
  if (entries.length === 0) return io.out('{}');
  entries.forEach(([key, member], at) => {
    io.out(`${at === 0 ? '{' : ','}\n${inner}${JSON.stringify(key)}: `);
    writeValue(io, member, inner);
  });
  io.out(`\n${indent}}`);
}

/** A plain object with a LazyJsonList among its own values, which stringifyChunked cannot write. */
const holdsLazyList = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  Object.values(value).some((member) => member instanceof LazyJsonList || holdsLazyList(member));
