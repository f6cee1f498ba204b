import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../../electron/cli/run-cli';
import { EXPORT_BASE_URL } from '../../../support/cli-run';
import { labelsIn } from '../../../support/labelled-set';
import { noneHeld } from '../../../support/scanner-holds';
import { stuckThenFreed as stuck } from '../../../support/stuck-then-freed';
import { numberedEntries, urlsetOf } from '../../../support/sitemap-xml';
import { useTempDir } from '../../../support/use-temp-dir';

/** Disk faults, each off until the test switches it on (test/support/scanner-holds.ts). */
const faults = await vi.hoisted(async () => (await import('../../../support/scanner-holds')).noneHeld());

vi.mock('node:fs/promises', async (importOriginal) => {
  const { scannerHolds } = await import('../../../support/scanner-holds');
  return scannerHolds(await importOriginal(), faults);
});

const temp = useTempDir();
afterEach(() => void Object.assign(faults, noneHeld()));

/** A commit left stuck in `out` (100 new and 20 old URLs in its set), then the hold goes; and a sitemap to export there. */
async function stuckThenFreed(out: string): Promise<string> {
  await stuck(out, faults);
  const source = join(temp.path(), 'pages.xml');
  await writeFile(source, urlsetOf(numberedEntries(30)));
  return source;
}

describe('sitemap-studio export, cancelled after its repair finished an earlier interrupted export', () => {
  for (const [lang, cancelled, finished, notSaid] of [
    [
      'en',
      'Cancelled: this export wrote nothing to {out}, and its temp files were removed. What it did first about an earlier interrupted export there:',
      'An interrupted export to {out} was finished.',
      'nothing was written',
    ],
    [
      'nl',
      'Geannuleerd: deze export heeft niets naar {out} geschreven, en de tijdelijke bestanden zijn verwijderd. Wat hij eerst deed met een eerder onderbroken export daar:',
      'Een onderbroken export naar {out} is afgemaakt.',
      'er is niets geschreven',
    ],
  ] as const) {
    it(`says what that repair did, not that nothing was written, and exits 130 (${lang})`, async () => {
      const out = temp.path();
      const source = await stuckThenFreed(out);
      // Ctrl-C once every file is staged: the export's repair, as the first was staged, finished the stuck commit.
      const interrupt = new AbortController();
      faults.beforeCommit = async () => interrupt.abort();
      let err = '';
      const code = await runCli(['export', source, '--out', out, '--base-url', EXPORT_BASE_URL, '--lang', lang], {
        out: () => undefined,
        err: (text) => void (err += text),
        signal: interrupt.signal,
      });
      expect(code).toBe(130);
      expect(err).toContain(cancelled.replace('{out}', out));
      expect(err).toContain(finished.replace('{out}', out));
      expect(err).not.toContain(notSaid);
      expect(await labelsIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
    });
  }
});

describe('sitemap-studio export, stopped by a disk error after its repair finished an earlier interrupted export', () => {
  it('says what that repair did beside the error, and exits 1', async () => {
    const out = temp.path();
    const source = await stuckThenFreed(out);
    faults.manifestUnflushed = true; // the disk fails as this export's commit begins
    let err = '';
    const code = await runCli(['export', source, '--out', out, '--base-url', EXPORT_BASE_URL], {
      out: () => undefined,
      err: (text) => void (err += text),
    });
    expect(code).toBe(1);
    expect(err).toContain('Not exported (nothing was written):');
    expect(err).toContain(`An interrupted export to ${out} was finished.`);
    expect(err).toContain('The export failed: the disk failed to read or write');
    expect(await labelsIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
  });
});
