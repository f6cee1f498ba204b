import { hasProjectExtension } from '../../shared/project-extension';
import { tableTextFormat } from '../../shared/table-text-format';

/**
 * Whether a streaming export parses `source` on a parse worker: a sitemap, an index, a robots.txt, a
 * folder or a URL. A CSV or TSV table, and a project file among other sources, are read on the main thread.
 */
export const parsedOnWorkers = (source: string): boolean =>
  tableTextFormat(source) === null && !hasProjectExtension(source);

/**
 * The pack workers a streaming export of `sources` checks and compresses its rows on, of `threads`:
 * half of them (at least one) when a source is parsed on parse workers, a thread each, because the
 * pack workers' part is a third of the parse workers' or less (built CLI, 1M URLs, CPU of each kind
 * of worker: shop URLs in gzipped files 2.0 s to 6.5 s, long URLs 8.5 s to 14.4 s); all of them when
 * none is, the checking and compressing then being all the work there is. A worker fewer spares its
 * start and its own warm-up (some 0.3 s of CPU: V8 optimises the same code again in each thread) and
 * its heap. Measured on 2 cores, `BENCH=cli-stream`, 1M URLs in 20 gzipped files, two pairs of runs:
 * speed-up from 1 core 1.70 -> 1.76× and 1.78 -> 1.84×, CPU of all threads 10.7 -> 9.9 s, peak RSS
 * 406 -> 374 MiB; 1M long URLs, 581 -> 417 MiB, its wall 3-5 % longer (the last files' packing on one).
 */
export const streamedPackWorkers = (threads: number, sources: readonly string[]): number =>
  sources.some(parsedOnWorkers) ? Math.ceil(threads / 2) : threads;
