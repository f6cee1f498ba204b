import { isUtf8 } from 'node:buffer';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { columnsOf } from '../../electron/engine/checks/check-jobs';
import { columnsSlice } from '../../electron/engine/checks/parallel-validation';
import { gzipDeterministic } from '../../electron/engine/export/gzip-file';
import { xmlFooter, xmlHeader } from '../../electron/engine/export/namespaces';
import { inflatedOrNull, measure, pack } from '../../electron/engine/export/pack-jobs';
import type { PackJob } from '../../electron/engine/export/pack-messages';
import type { UrlColumns } from '../../shared/columnar/url-columns';
import { fmt, median } from './measure';

/** URLs a file of the default settings holds. */
const FILE_URLS = 50_000;

const cpuMs = (work: () => void): number => {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

/**
 * One pack job on this thread (what a pack worker runs per file: the rows' bytes copied into the
 * file, gzip, written, read back, inflated, compared and its entries counted) against gzip alone of
 * the same bytes, CPU per file of the first FILE_URLS rows, median of `runs`: what the job costs
 * beyond the gzip it cannot avoid; and the read-back's inflate, compare and UTF-8 check alone.
 */
export async function packJobAlone(rows: UrlColumns, runs: number): Promise<string> {
  const count = Math.min(rows.rowCount, FILE_URLS);
  const measured = measure({ firstRow: 0, entries: 'url' }, columnsOf([columnsSlice(rows, 0, count)]));
  const header = xmlHeader('urlset', 0, null);
  const footer = xmlFooter('urlset');
  const bytes = Buffer.byteLength(header) + measured.bytes.length + Buffer.byteLength(footer);
  const folder = await mkdtemp(join(tmpdir(), 'sitemap-studio-bench-pack-'));
  const job: PackJob = {
    type: 'pack',
    parts: [{ firstRow: 0, bytes: measured.bytes, lengths: measured.lengths }],
    from: 0,
    to: count,
    skip: new Uint32Array(0),
    header,
    footer,
    bytes,
    gzip: true,
    level: -1,
    marker: '<url>',
    path: join(folder, 'sitemap.xml.gz'),
  };
  const file = Buffer.concat([Buffer.from(header), measured.bytes, Buffer.from(footer)]);
  const jobs: number[] = [];
  const gzips: number[] = [];
  const inflates: number[] = [];
  const checks: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      jobs.push(cpuMs(() => pack(job)));
      let gzip: Buffer = Buffer.alloc(0);
      gzips.push(cpuMs(() => (gzip = gzipDeterministic(file))));
      // The read-back's parts, as pack's readBack does them: inflated into one buffer, then compared and checked.
      let inflated: Buffer | null = null;
      inflates.push(cpuMs(() => (inflated = inflatedOrNull(gzip, file.length))));
      checks.push(cpuMs(() => void (inflated!.equals(file) && isUtf8(inflated!))));
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const [one, gzip] = [median(jobs), median(gzips)];
  return (
    `one pack job on this thread (${count.toLocaleString('en-US')} URLs, ${fmt(bytes / 1e6, 1)} MB): ${fmt(one, 1)} ms CPU, gzip alone ${fmt(gzip, 1)} ms, the rest (copy, write, read back, inflate, compare, count) ${fmt(one - gzip, 1)} ms; ` +
    `of it the read-back's inflate into one buffer ${fmt(median(inflates), 1)} ms, its compare and UTF-8 check ${fmt(median(checks), 2)} ms`
  );
}
