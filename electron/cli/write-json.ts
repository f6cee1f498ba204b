import { stringifyChunked } from '@discoveryjs/json-ext';
import type { CliIo } from './cli-io';

/**
 * Writes `value` as `JSON.stringify(value, null, 2)` and a line feed, a chunk at a time: the report
 * of millions of rows (`import --rows`, `export --dry-run`, `hreflang --complete`, `fix`) is more
 * text than V8 lets one string hold (~512 MiB: "Invalid string length" after the work was done and
 * saved). The chunks are not waited for: a pipe read more slowly than they come holds them in
 * stdout's buffer until it takes them (the value itself is whole in memory anyway).
 */
export function writeJson(io: Pick<CliIo, 'out'>, value: unknown): void {
  for (const chunk of stringifyChunked(value, null, 2)) io.out(chunk);
  io.out('\n');
}
