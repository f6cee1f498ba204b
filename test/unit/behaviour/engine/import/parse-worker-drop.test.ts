import type { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { FromParser } from '../../../../../electron/engine/import/parse-messages';
import { startWorker } from '../../../../../electron/engine/worker-script';
import {
  PARSE_WORKER_ENTRY,
  chunkMessage as chunk,
  endMessage as end,
  jobMessage as job,
} from '../../../../support/parse-worker-messages';
import { numberedUrlset } from '../../../../support/sitemap-xml';

describe('a parse worker gives back a queued file it has not begun', { timeout: 30_000 }, () => {
  let worker: Worker | null = null;
  afterEach(async () => void (await worker?.terminate()));

  it('and parses it whole when it is sent to it again', async () => {
    worker = startWorker('parse-worker', PARSE_WORKER_ENTRY);
    const first = numberedUrlset(1_000);
    const second = numberedUrlset(30);
    const answers: string[] = [];
    const bothDone = new Promise<void>((resolve) => {
      worker!.on('message', (message: FromParser) => {
        if (message.type === 'pull' || message.type === 'rows') return;
        answers.push(
          message.type === 'done'
            ? `done ${message.id}: ${message.file.summary.urlCount}`
            : `${message.type} ${message.id}`,
        );
        if (answers.filter((answer) => answer.startsWith('done') || answer.startsWith('failed')).length === 2)
          resolve();
      });
    });
    // File 1 cannot end before its end comes, last; file 2 waits behind it, is dropped, and is sent
    // again with bytes that reach the worker only after the drop.
    for (const message of [
      job(1, 'one.xml'),
      chunk(1, first),
      job(2, 'two.xml'),
      { type: 'drop', id: 2 } as const,
      chunk(2, second),
      end(2, second),
      job(2, 'two.xml'),
      chunk(2, second),
      end(2, second),
      end(1, first),
    ]) {
      worker.postMessage(message);
    }
    await bothDone;
    expect(answers).toEqual(['dropped 2', 'done 1: 1000', 'done 2: 30']);
  });
});
