import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { xmlFooter, xmlHeader } from '../../../../../electron/engine/export/namespaces';
import { createPackPool, type JobPlace, type PackPlace } from '../../../../../electron/engine/export/pack-pool';
import type { JobSeen } from '../../../../../electron/engine/worker-pool';
import { sliceToTransfer } from '../../../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../../shared/url-table';
import { useTempDir } from '../../../../support/use-temp-dir';

const temp = useTempDir();

const rows = UrlColumns.fromRows(Array.from({ length: 2_000 }, (_, i) => emptyRow(`https://example.com/p/${i}`)));
const measuring: PackPlace = { table: 'pages', file: null, firstRow: 0, endRow: rows.rowCount };
const measureJob = () => ({ slices: [sliceToTransfer(rows, 0, rows.rowCount)], firstRow: 0, entries: 'url' as const });

describe('the pack pool gives a job to a worker once it is free, a file before the shorter jobs waiting', () => {
  it('runs a file posted after two slices before the second slice, on one worker', async () => {
    const seen: JobSeen<JobPlace>[] = [];
    const pool = createPackPool(1, { seen: (job) => seen.push(job) });
    try {
      const { bytes, lengths } = await pool.measure(measureJob(), measuring);
      seen.length = 0;
      const header = xmlHeader('urlset', 0, null);
      const footer = xmlFooter('urlset');
      const path = join(temp.path(), 'sitemap-1.xml.gz');
      const file = { ...measuring, file: 'sitemap-1.xml.gz' };
      // The first slice goes to the idle worker at once; the second and the file wait for it.
      const jobs = [
        pool.measure(measureJob(), { ...measuring, endRow: 1 }),
        pool.measure(measureJob(), { ...measuring, endRow: 2 }),
        pool.pack(
          {
            parts: [{ firstRow: 0, bytes, lengths }],
            from: 0,
            to: rows.rowCount,
            skip: new Uint32Array(0),
            header,
            footer,
            bytes: Buffer.byteLength(header) + bytes.length + Buffer.byteLength(footer),
            gzip: true,
            level: -1,
            marker: '<url>',
            path,
          },
          file,
        ),
      ];
      await Promise.all(jobs);
      expect(seen.map((job) => job.place)).toEqual([{ ...measuring, endRow: 1 }, file, { ...measuring, endRow: 2 }]);
      // Each job was posted only once the one before it was answered: none waited on the worker.
      for (let i = 1; i < seen.length; i++) expect(seen[i]!.posted).toBeGreaterThanOrEqual(seen[i - 1]!.answered);
      const written = gunzipSync(await readFile(path)).toString();
      expect(written.startsWith(header) && written.endsWith(footer)).toBe(true);
      expect(written.split('<url>')).toHaveLength(rows.rowCount + 1);
    } finally {
      await pool.close();
    }
  });

  it('runs the jobs waiting on a new worker when the one that held a job died', async () => {
    const dying = { ...measuring, endRow: 1 };
    const pool = createPackPool(1, { crashOn: (place) => place.endRow === 1 });
    try {
      const first = pool.measure(measureJob(), dying);
      const second = pool.measure(measureJob(), measuring);
      await expect(first).rejects.toMatchObject({ name: 'PackError', place: dying });
      expect((await second).lengths).toHaveLength(rows.rowCount);
    } finally {
      await pool.close();
    }
  });
});
