import { describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../../electron/cli/run-cli';
import { SpilledClusters } from '../../../../electron/engine/stream/spilled-clusters';
import { numberedUrlset } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

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
