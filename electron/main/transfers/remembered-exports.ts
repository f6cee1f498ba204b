import type { HeldLastExport } from '../../../shared/last-export/held-last-export';
import { lastExportOf } from '../../../shared/last-export/exported-urls';
import type { RememberedExport } from '../../../shared/project-file';
import { TRANSFER_GONE } from '../../../shared/transfer/transfer-types';

/**
 * Memories kept at most. The window holds one project, whose memory is used by every preview and
 * save; older ones belong to projects it has left, so a few are plenty.
 */
const KEPT = 4;

/**
 * What main keeps of the exports the open projects remember: each export's URLs with their hashes
 * (millions for a large site) stay here under an id, and the window holds only that id and a summary
 * (HeldLastExport). An opened project, a recovery copy and a finished export each add one; the
 * least recently used goes when there are more than KEPT.
 */
export function createRememberedExports(newId: () => string = counter()) {
  const kept = new Map<string, RememberedExport>();

  return {
    /** Keeps what an export wrote; the summary the window holds of it. */
    keep(remembered: RememberedExport): HeldLastExport {
      const memory = newId();
      kept.set(memory, remembered);
      for (const old of kept.keys()) if (kept.size > KEPT) kept.delete(old);
      return { memory, ...lastExportOf(remembered), files: [...remembered.files], urls: remembered.urls.length };
    },
    /** The export kept under `memory`, now the most recently used; one not kept fails with the code `transfer-gone`. */
    get(memory: string): RememberedExport {
      const remembered = kept.get(memory);
      if (!remembered)
        throw Object.assign(new Error(`The last export's record ${memory} is no longer kept`), { code: TRANSFER_GONE });
      kept.delete(memory);
      kept.set(memory, remembered);
      return remembered;
    },
    /** Lets go of the exports kept under `ids` (a project opened and not taken); how many were kept. */
    drop(ids: readonly string[]): number {
      return ids.filter((id) => kept.delete(id)).length;
    },
  };
}

export type RememberedExports = ReturnType<typeof createRememberedExports>;

function counter(): () => string {
  let next = 0;
  return () => `last-export-${(next += 1)}`;
}
