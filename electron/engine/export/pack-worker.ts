import type { UrlRow } from '../../../shared/url-table';
import { checkRows, columnsOf, findDuplicates, rowChecks, visitRows, type RowVisitor } from '../checks/check-jobs';
import { jobRow } from '../checks/job-row';
import type { FromPacker, Measured, ToPacker } from './pack-messages';
import { measure, pack, rowsSerialised } from './pack-jobs';
import { unpackMember } from '../project/unpack-member';
import { takeMessages } from '../take-messages';
import { speakStartersLanguage } from '../worker-language';
import { workerFailure } from '../worker-failure';

speakStartersLanguage();

// A pack worker's entry: the jobs of pack-jobs.ts, and a check worker's (check-jobs.ts), so one pool
// of workers can take an export's every job: a slice checked and serialised at once, files, duplicates;
// and a project worker's reading of a member (unpack-member.ts), for the export that opens its project.

/**
 * Each row visited by both: one class rather than closures made per job, so the row loop's call
 * sites stay the same from job to job (V8 kept dropping its optimised loop for new closures).
 */
class BothVisited {
  constructor(
    private readonly first: Omit<RowVisitor<unknown>, 'finish'>,
    private readonly second: Omit<RowVisitor<unknown>, 'finish'>,
  ) {}
  row(row: UrlRow, at: number): void {
    this.first.row(row, at);
    this.second.row(row, at);
  }
  at(at: number): void {
    this.first.at(at);
    this.second.at(at);
  }
}

// Replies are copied, never transferred: a buffer transferred is detached here, and a thread's first
// detached buffer makes V8 drop every optimised function that reads a typed array (its
// ArrayBufferDetaching protector), all the serialising and checking a worker's first job optimised.
// A slice's measured arrays and its rows' bytes are in shared memory already (pack-jobs.ts).

function answer(job: ToPacker): void {
  if (job.type === 'measure') {
    const result = measure(job, columnsOf(job.slices));
    const reply: FromPacker = { id: job.id, type: 'measured', result };
    port.postMessage(reply);
  } else if (job.type === 'slice') {
    const table = columnsOf([job.slice]);
    const checks = job.check ? rowChecks({ ...job.check, firstRow: job.firstRow }, table) : null;
    let measured: Measured;
    if (checks) {
      // A plain row checked and written from the columns; any other built once, for both.
      const serialised = rowsSerialised(job, table);
      visitRows(table, job.firstRow, new BothVisited(checks, serialised));
      measured = serialised.finish();
    } else measured = measure(job, table);
    const result = { measured, checked: checks?.finish() ?? null };
    const reply: FromPacker = { id: job.id, type: 'sliced', result };
    port.postMessage(reply);
  } else if (job.type === 'pack') {
    const reply: FromPacker = { id: job.id, type: 'packed', result: pack(job) };
    port.postMessage(reply);
  } else if (job.type === 'unpack') {
    const result = unpackMember(job.member, job.columns, job.exported, 'shared', job.locsInto);
    const reply: FromPacker = { id: job.id, type: 'unpacked', result };
    port.postMessage(reply);
  } else {
    const result = job.type === 'rows' ? checkRows(job, columnsOf([job.slice])) : findDuplicates(job);
    const reply: FromPacker = { id: job.id, type: 'done', result };
    port.postMessage(reply);
  }
}

const port = takeMessages('pack-worker', (job: ToPacker) => {
  jobRow.at = null;
  try {
    answer(job);
  } catch (error) {
    const reply: FromPacker = { id: job.id, type: 'failed', ...workerFailure(error), row: jobRow.at };
    port.postMessage(reply);
  }
});
