import { describe, expect, it } from 'vitest';
import { useJobsStore } from '../../../../renderer/src/services/jobs-store';
import { startStores } from '../../../support/renderer/store-harness';

describe('jobs store', () => {
  it("follows main's jobs: the last started is shown, a finished one leaves", () => {
    startStores();
    const jobs = useJobsStore();
    jobs.report({ jobId: 'j1', label: 'Importing 1 source', done: 0, total: null, finished: false });
    jobs.report({ jobId: 'j2', label: 'Exporting', done: 0, total: 10, finished: false });
    jobs.report({ jobId: 'j1', label: 'Importing 1 source', done: 3, total: null, finished: false });
    expect(jobs.running.map((job) => [job.jobId, job.done])).toEqual([
      ['j2', 0],
      ['j1', 3],
    ]);
    expect(jobs.current?.jobId).toBe('j1');
    jobs.report({ jobId: 'j1', label: 'Importing 1 source', done: 3, total: null, finished: true });
    expect(jobs.current?.jobId).toBe('j2');
    jobs.report({ jobId: 'j2', label: 'Exporting', done: 10, total: 10, finished: true });
    expect(jobs.current).toBeNull();
  });

  it("shows the renderer's own job like main's, and its Cancel runs the job's own stop, not main's", () => {
    const fake = startStores();
    const jobs = useJobsStore();
    let stopped = 0;
    const local = jobs.startLocal('Preparing the save', 4, () => (stopped += 1));
    local.progress(2);
    expect(jobs.current).toMatchObject({ label: 'Preparing the save', done: 2, total: 4, finished: false });
    jobs.cancel(jobs.current!.jobId);
    expect(stopped).toBe(1);
    expect(fake.requestsTo('cancelJob')).toEqual([]);
    local.finish();
    expect(jobs.running).toEqual([]);
  });

  it("cancels main's job through main", () => {
    const fake = startStores({ cancelJob: () => ({ cancelled: true }) });
    const jobs = useJobsStore();
    jobs.report({ jobId: 'job-4', label: 'Opening 2 items', done: 1, total: 2, finished: false });
    jobs.cancel('job-4');
    expect(fake.requestsTo('cancelJob')).toEqual([{ jobId: 'job-4' }]);
  });

  it('a local job finished cannot be cancelled any more: the cancel goes to main, which knows no such job', () => {
    const fake = startStores({ cancelJob: () => ({ cancelled: false }) });
    const jobs = useJobsStore();
    let stopped = 0;
    const local = jobs.startLocal('Preparing the save', null, () => (stopped += 1));
    const { jobId } = jobs.current!;
    local.finish();
    jobs.cancel(jobId);
    expect(stopped).toBe(0);
    expect(fake.requestsTo('cancelJob')).toEqual([{ jobId }]);
  });

  it('runs work as a local job: Cancel aborts its signal and answers null, a failure is thrown, the job ends either way', async () => {
    startStores();
    const jobs = useJobsStore();
    const cancelled = jobs.runLocal('Sending pages', 10, ({ signal, progress }) => {
      progress(3);
      return new Promise<string>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    });
    expect(jobs.current).toMatchObject({ label: 'Sending pages', done: 3, total: 10 });
    jobs.cancel(jobs.current!.jobId);
    expect(await cancelled).toBeNull();
    expect(jobs.running).toEqual([]);

    await expect(jobs.runLocal('Sending posts', 1, () => Promise.reject(new Error('disk full')))).rejects.toThrow(
      'disk full',
    );
    expect(jobs.running).toEqual([]);
    expect(await jobs.runLocal('Sending news', 1, () => Promise.resolve('upload-1'))).toBe('upload-1');
  });
});
