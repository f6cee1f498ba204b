import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { repairedFirst } from '../../../../../shared/export-left-unfinished';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { problemText } from '../../../../../shared/problems';
import { emptyRow, type UrlRow } from '../../../../../shared/url-table';
import { exportChildInput } from '../../../../support/export-child-input';
import { labelsIn } from '../../../../support/labelled-set';
import { noneHeld } from '../../../../support/scanner-holds';
import { codesOf, stuckThenFreed as stuck } from '../../../../support/stuck-then-freed';
import { useTempDir } from '../../../../support/use-temp-dir';

/** Disk faults while switched on (test/support/scanner-holds.ts): a held file leaves the first commit stuck. */
const faults = vi.hoisted(() => ({
  on: false,
  stuck: null as string | null,
  journalOfOthers: false,
  manifestOfOthers: false,
  beforeCommit: null as (() => Promise<unknown>) | null,
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const { scannerHolds } = await import('../../../../support/scanner-holds');
  return scannerHolds(await importOriginal(), faults);
});

const temp = useTempDir();
afterEach(() => void Object.assign(faults, noneHeld()));

const stuckThenFreed = (out: string): Promise<void> => stuck(out, faults);

describe('an export that fails after its repair, as it began, changed the folder', () => {
  it('whose commit could not begin tells what the repair did, and does not say nothing changed', async () => {
    const out = temp.path();
    await stuckThenFreed(out);
    // The disk is nearly full: the repair finishes the stuck commit (renames need no space), then this
    // export's own journal cannot be written.
    faults.journalOfOthers = true;
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    expect(codesOf(second)).toEqual(['export-interrupted-finished', 'export-commit-not-begun']);
    expect(await labelsIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });

    const notBegun = second.ok ? undefined : second.problems[1]!;
    for (const [locale, said, notSaid] of [
      ['en', 'None of its files were moved in; what it did first about an earlier interrupted export', 'Nothing in'],
      ['nl', 'Geen van de bestanden is geplaatst; wat hij eerst deed met een eerder onderbroken export', 'niets in'],
    ] as const) {
      setActiveLocale(locale);
      expect(problemText(notBegun!)).toContain(said);
      expect(problemText(notBegun!)).not.toContain(notSaid);
    }
    setActiveLocale('en');
  });

  it('whose commit could not begin with nothing to repair still says nothing changed', async () => {
    const out = temp.path();
    expect((await exportProject(exportChildInput(out, 120, 50, 'old'))).ok).toBe(true);
    faults.journalOfOthers = true;
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    expect(codesOf(second)).toEqual(['export-commit-not-begun']);
    expect(problemText(second.ok ? second.warnings[0]! : second.problems[0]!)).toContain(
      `Nothing in ${out} was changed.`,
    );
  });

  it('stopped by an error in its rows after its first files were staged tells what the repair did', async () => {
    const out = temp.path();
    await stuckThenFreed(out);
    // No check pool: the rows are checked as they are written, so the last one's error (another host)
    // is found after the first file was staged, and with it the repair ran.
    const input = exportChildInput(out, 150, 50, 'second');
    const [table] = input.tables;
    input.tables = [{ ...table!, rows: [...(table!.rows as UrlRow[]), emptyRow('https://other.example.org/x')] }];
    const second = await exportProject(input);
    expect(codesOf(second)).toEqual(['export-interrupted-finished', 'loc-outside-base']);
    expect(await labelsIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
    expect(repairedFirst(second.ok ? [] : second.problems)).toBe(true);
  });

  it('cancelled after its repair answers cancelled with what the repair did, in place of a thrown abort', async () => {
    const out = temp.path();
    await stuckThenFreed(out);
    // Cancelled once every file is staged: the repair ran as the first was staged.
    const cancel = new AbortController();
    faults.beforeCommit = async () => cancel.abort();
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'), { signal: cancel.signal });
    expect(second).toMatchObject({ ok: false, cancelled: true });
    expect(codesOf(second)).toEqual(['export-interrupted-finished']);
    expect(await labelsIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
  });

  it('cancelled with nothing to repair still throws its abort, as before', async () => {
    const out = temp.path();
    expect((await exportProject(exportChildInput(out, 120, 50, 'old'))).ok).toBe(true);
    const cancel = new AbortController();
    faults.beforeCommit = async () => cancel.abort();
    await expect(exportProject(exportChildInput(out, 150, 50, 'second'), { signal: cancel.signal })).rejects.toThrow(
      /abort/i,
    );
    expect(await labelsIn(out)).toEqual({ old: 120, first: 0, second: 0, missing: [] });
  });

  it('stopped by an error no outcome maps (a full disk as it stages) tells what the repair did, then the error', async () => {
    const out = temp.path();
    await stuckThenFreed(out);
    const full = (): Writable =>
      new Writable({
        write: (_chunk, _encoding, done) =>
          done(Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC' })),
      });
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'), { openWrite: full });
    expect(codesOf(second)).toEqual(['export-interrupted-finished', 'export-failed']);
    expect(second).not.toHaveProperty('cancelled');
    expect(await labelsIn(out)).toEqual({ old: 0, first: 120, second: 0, missing: [] });
    const failed = second.ok ? undefined : second.problems[1]!;
    expect(failed!.place.file).toBe(out);
    // The write named no file: the file being staged is named, so the person knows which disk is full.
    expect(problemText(failed!)).toMatch(/The export failed: the disk of \S+\/sitemap-pages-1\.xml\.gz is full/);
    expect(repairedFirst(second.ok ? [] : second.problems)).toBe(true);
  });

  it('whose commit is left unfinished tells what the repair did too', async () => {
    const out = temp.path();
    await stuckThenFreed(out);
    faults.manifestOfOthers = true; // this export's index goes in, its manifest cannot follow
    const second = await exportProject(exportChildInput(out, 150, 50, 'second'));
    expect(codesOf(second)).toEqual(['export-interrupted-finished', 'export-commit-unfinished']);
    expect(await labelsIn(out)).toEqual({ old: 0, first: 0, second: 150, missing: [] });
  });
});
