import { describe, expect, it } from 'vitest';
import { createProjectPool, ProjectWorkerError } from '../../../../electron/engine/project/project-pool';
import type { PackRecords } from '../../../../electron/engine/project/project-work-messages';
import { emptyRow } from '../../../../shared/url-table';

const job: PackRecords = { of: 'row-objects', table: 0, from: 0, rows: [emptyRow('https://example.com/')] };

describe('a project pool that is closing', () => {
  // Its workers were asked to end: a job posted to one failed as 'a project worker stopped (exit code 0)'.
  it('refuses a job given once close() has begun, in words', async () => {
    const pool = createProjectPool(1);
    await pool.pack(job); // its worker runs
    const closed = pool.close();
    const late = pool.pack(job);
    await expect(late).rejects.toThrow(ProjectWorkerError);
    await expect(late).rejects.toThrow('the project pool is closing: it takes no more jobs');
    await closed;
    await expect(pool.pack(job)).rejects.toThrow('the project pool is closing');
  });
});
