import { readFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';

/** A streamed project file's lines, inflated: the header, then one record per line. */
export const projectLinesOf = async (path: string): Promise<string[]> =>
  gunzipSync(await readFile(path))
    .toString('utf8')
    .trimEnd()
    .split('\n');

/** A file made of these lines, gzip-compressed as a save writes them (a test's damaged or hand-made project). */
export const gzipLines = (lines: string[]): Buffer => gzipSync(`${lines.join('\n')}\n`);
