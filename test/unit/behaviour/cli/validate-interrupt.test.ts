import { readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../../electron/cli/run-cli';
import { SliceChecks } from '../../../../electron/engine/checks/slice-checks';
import { StreamChecksOnWorkers } from '../../../../electron/engine/checks/stream-checks';
import { SpilledClusters } from '../../../../electron/engine/stream/spilled-clusters';
import { numberedUrlset } from '../../../support/sitemap-xml';
import { useOwnTmpdir, useTempDir } from '../../../support/use-temp-dir';

describe('sitemap-studio validate, interrupted', () => {
  const temp = useTempDir();

  it('stops on Ctrl-C after the rows were read, in the last checks: exit 130, no report (its --json reader told it was cancelled)', async () => {
    const file = await temp.write('sitemap.xml', numberedUrlset(2_000));
    const interrupt = new AbortController();
    // The person presses Ctrl-C while the hreflang clusters are judged, after every row was read.
    const judged = SpilledClusters.prototype.problems;
    const spy = vi.spyOn(SpilledClusters.prototype, 'problems').mockImplementation(function (this: SpilledClusters) {
      interrupt.abort();
      return judged.call(this);
    });
    let out = '';
    let err = '';
    try {
      const code = await runCli(['validate', file, '--json'], {
        out: (text) => void (out += text),
        err: (text) => void (err += text),
        signal: interrupt.signal,
      });
      expect(spy).toHaveBeenCalled();
      expect(code).toBe(130);
      expect(err).toContain('Cancelled');
      // No report: only why there is none, for a reader of --json.
      expect(JSON.parse(out)).toEqual({
        ok: false,
        error: { code: 'cancelled', message: expect.stringContaining('Cancelled') },
      });
    } finally {
      spy.mockRestore();
    }
  });
});

// The CLI probe: Ctrl-C while the row checks' jobs wrote their spill ended 8 times in 16 in "Stopped
// by the system: ENOTEMPTY … rmdir", exit 1, and a spill folder no later run removed: the spill was
// removed while the jobs still wrote into it.
describe('sitemap-studio validate, interrupted while its jobs write their spill', () => {
  const temp = useTempDir();
  const ownTmpdir = useOwnTmpdir();

  it('stops the jobs before it removes the spill, exits 130 and leaves none', async () => {
    const file = await temp.write('sitemap.xml', numberedUrlset(45_000));
    const interrupt = new AbortController();
    // Ctrl-C as the table's rows are handed to the check workers: their jobs are under way.
    const checked = StreamChecksOnWorkers.prototype.checkColumns;
    const handed = vi.spyOn(StreamChecksOnWorkers.prototype, 'checkColumns').mockImplementation(function (
      this: StreamChecksOnWorkers,
      ...args: Parameters<typeof checked>
    ) {
      checked.apply(this, args);
      interrupt.abort();
    });
    const order: string[] = [];
    const { stop, dispose } = SliceChecks.prototype;
    const stopped = vi.spyOn(SliceChecks.prototype, 'stop').mockImplementation(async function (this: SliceChecks) {
      await stop.call(this);
      order.push('jobs stopped');
    });
    const removed = vi.spyOn(SliceChecks.prototype, 'dispose').mockImplementation(function (this: SliceChecks) {
      order.push('spill removed');
      dispose.call(this);
    });
    try {
      const code = await runCli(['validate', file, '--json'], {
        out: () => undefined,
        err: () => undefined,
        signal: interrupt.signal,
      });
      expect(handed).toHaveBeenCalled();
      expect(order).toEqual(['jobs stopped', 'spill removed']);
      expect(code).toBe(130);
      expect(readdirSync(ownTmpdir()).filter((name) => name.startsWith('sitemap-studio-check-'))).toEqual([]);
    } finally {
      for (const spy of [handed, stopped, removed]) spy.mockRestore();
    }
  });
});
