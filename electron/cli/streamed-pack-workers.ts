import { hasProjectExtension } from '../../shared/project-extension';
import { nameOfLocation } from '../../shared/location-name';
import { tableTextFormat } from '../../shared/table-text-format';

/**
 * Whether a streaming export parses `source` on a parse worker: a sitemap, an index, a robots.txt, a
 * folder or a URL, by the name the engine gives it (a URL's last path segment). A CSV or TSV table is
 * read on the main thread, a project file among other sources on the pack workers.
 */
export const parsedOnWorkers = (source: string): boolean =>
  tableTextFormat(nameOfLocation(source)) === null && !hasProjectExtension(source);

/**
 * The pack workers a streaming export of `sources` checks and compresses its rows on, of `threads`:
 * half of them (at least one) when a source is parsed on parse workers (as many as the threads), all
 * of them when none is, the checking and compressing then being all the work there is, or when a
 * project is among them (it opens on the pack workers, which then pack its tables from its columns,
 * as a lone project's export does: 1M rows beside one sitemap, 2 cores, 3.2 s on one pack worker). The pack
 * workers' part of the workers' CPU is a quarter to two fifths (built CLI, 2 cores, 1M URLs in 20
 * files: shop URLs 2.0 s of 8.5 s, long URLs 8.5 s of 22.9 s), which half as many workers as threads
 * keep up with. A worker fewer spares its start and its own warm-up (some 0.3 s of CPU: V8 optimises
 * the same code again in each thread) and its heap, and the slices measured and checks posted ahead,
 * a pool's size times two, are halved with it. Measured on 2 cores (`BENCH=cli-stream`, 1M shop URLs
 * in 20 gzipped files, two pairs of runs): speed-up from one core 1.70 -> 1.76× and 1.78 -> 1.84×, CPU
 * of all threads 10.7 -> 9.9 s, peak RSS 406 -> 374 MiB; 1M long URLs (~1 KB) from disk, 3 runs each:
 * 532-548 -> 412-458 MiB, the wall 3-6 % longer (the last files' packing on one worker); on 16
 * threads, 1,115 -> 1,001 MiB.
 */
export const streamedPackWorkers = (threads: number, sources: readonly string[]): number =>
  sources.some(parsedOnWorkers) && !sources.some(hasProjectExtension) ? Math.ceil(threads / 2) : threads;

/** A streaming export's parse workers, as it lends their threads (a ParsePool). */
export interface ParsingThreads {
  busyWorkers(): number;
}

/**
 * The pack workers a streaming export may run at this moment beyond its own (streamedPackWorkers,
 * `own`): the threads its parse workers leave idle, `busyParsing` of them at work, of as many threads
 * as there are cores at most (`--threads` above them would start workers no core runs). A file
 * parsed whole before its rows are packed (one big sitemap, or the set's last) otherwise leaves its
 * parse worker's core idle while as few pack workers as half the threads pack it.
 */
export const packWorkersLent = (threads: number, own: number, busyParsing: number, cores: number): number =>
  Math.max(0, Math.min(threads, cores) - own - busyParsing);
