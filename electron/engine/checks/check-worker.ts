import { parentPort } from 'node:worker_threads';
import { appendSlice } from '../../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../../shared/columnar/url-columns';
import type { FromChecker, ToChecker } from './check-messages';
import { checkRows, findDuplicates } from './check-jobs';
import { jobRow } from './job-row';
import { speakStartersLanguage } from '../worker-language';

speakStartersLanguage();

// A check worker's entry: the jobs of check-jobs.ts, one message each.

const port = parentPort;
if (!port) throw new Error('check-worker runs as a worker thread');

port.on('message', (job: ToChecker) => {
  jobRow.at = null;
  try {
    let result;
    if (job.type === 'rows') {
      const table = new UrlColumns();
      appendSlice(table, job.slice);
      result = checkRows(job, table);
    } else result = findDuplicates(job);
    const reply: FromChecker = { id: job.id, type: 'done', result };
    port.postMessage(reply);
  } catch (error) {
    const { message } = error as { message?: unknown };
    const reply: FromChecker = {
      id: job.id,
      type: 'failed',
      message: typeof message === 'string' ? message : String(error),
      row: jobRow.at,
    };
    port.postMessage(reply);
  }
});
