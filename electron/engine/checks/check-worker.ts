import type { FromChecker, ToChecker } from './check-messages';
import { checkRows, columnsOf, findDuplicates } from './check-jobs';
import { jobRow } from './job-row';
import { takeMessages } from '../take-messages';
import { workerFailure } from '../worker-failure';
import { speakStartersLanguage } from '../worker-language';

speakStartersLanguage();

// A check worker's entry: the jobs of check-jobs.ts, one message each.

const port = takeMessages('check-worker', (job: ToChecker) => {
  jobRow.at = null;
  try {
    const result = job.type === 'rows' ? checkRows(job, columnsOf([job.slice])) : findDuplicates(job);
    const reply: FromChecker = { id: job.id, type: 'done', result };
    port.postMessage(reply);
  } catch (error) {
    const reply: FromChecker = { id: job.id, type: 'failed', ...workerFailure(error), row: jobRow.at };
    port.postMessage(reply);
  }
});
