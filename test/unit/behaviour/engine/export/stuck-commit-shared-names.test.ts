import { afterEach, describe, expect, it, vi } from 'vitest';
import { exportProject } from '../../../../../electron/engine/export/export-project';
import { recoverExportFolder } from '../../../../../electron/engine/export/recover-export-folder';
import type { ExportRequest } from '../../../../../shared/export-types';
import { exportChildInput } from '../../../../support/export-child-input';
import { readExportedSet } from '../../../../support/exported-set';
import { noneHeld } from '../../../../support/scanner-holds';
import { useTempDir } from '../../../../support/use-temp-dir';
import { join } from 'node:path';

/** Disk faults while switched on (test/support/scanner-holds.ts): a held file leaves a commit stuck. */
const faults = vi.hoisted(() => ({
  on: false,
  stuck: null as string | null,
  journalOfOthers: false,
  keepsAll: false,
  heldInFolder: null as string | null,
}));

vi.mock('node:fs/promises', async (importOriginal) => {
  const { scannerHolds } = await import('../../../../support/scanner-holds');
  return scannerHolds(await importOriginal(), faults);
});

const temp = useTempDir();

afterEach(() => {
  Object.assign(faults, noneHeld());
});

/** The shop's set: 1,250 URLs in 25 sitemaps named as the other project's (sitemap-pages-N), under its own index. */
function shop(out: string): ExportRequest {
  const input = exportChildInput(out, 1_250, 50, 'shop');
  return {
    ...input,
    projectId: 'shop',
    settings: { ...input.settings, indexName: 'shop_index.xml', writeRobotsTxt: false },
  };
}

describe("a stuck commit superseded, whose files another project's set lists", () => {
  // The other project's stuck commit had moved sitemaps -21 to -25 in over the shop's; the export that
  // superseded it removed them as its leftovers, and the shop's index named five files that were gone.
  it("leaves them in place, so that set's index names no file that is gone", async () => {
    const out = join(temp.path(), 'public');
    expect((await exportProject(shop(out))).ok).toBe(true);
    expect((await exportProject(exportChildInput(out, 1_000, 50, 'old'))).ok).toBe(true);
    Object.assign(faults, { on: true, keepsAll: true });
    const stuck = await exportProject(exportChildInput(out, 1_250, 50, 'first'));
    expect(stuck.ok ? [] : stuck.problems.map((problem) => problem.code)).toContain('export-commit-interrupted');

    expect((await exportProject(exportChildInput(out, 1_000, 50, 'second'))).ok).toBe(true);
    faults.on = false;
    await recoverExportFolder(out);

    expect((await readExportedSet(out, 'shop_index.xml')).missing).toEqual([]);
  });
});
