import { randomUUID } from 'node:crypto';
import { PUBLISHED_DIFF_PAGE, type InvokeHandlers, type PublishedDiffEntry } from '../../../shared/ipc-contract';
import { hostsApart, type PublishedDiff } from '../../../shared/site-check/published-diff';
import { TRANSFER_GONE } from '../../../shared/transfer/transfer-types';
import { comparePublished } from '../../engine';
import type { UrlTableTransfers } from '../transfers/table-upload';
import type { Jobs } from './jobs';
import { translateMessage } from '../../../shared/i18n/translator';

/** Comparisons kept for paging: one per panel shown is what a person uses; older ones go first. */
const KEPT_DIFFS = 4;

/**
 * `comparePublished` and `takePublishedDiff`: a table uploaded by the renderer against the sitemap set
 * read afresh at a web address. The diff stays in main, and crosses a page of entries at a time.
 */
export function createComparePublishedHandlers(
  jobs: Jobs,
  transfers: UrlTableTransfers,
): Pick<InvokeHandlers, 'comparePublished' | 'takePublishedDiff'> {
  const kept = new Map<string, PublishedDiff>();
  return {
    comparePublished: async ({ upload, url, jobId }) => {
      try {
        const protocol = URL.parse(url)?.protocol;
        if (protocol !== 'http:' && protocol !== 'https:') {
          throw new Error(translateMessage('dialogs.errors.compareNotWebAddress', { url }));
        }
        const table = transfers.received(upload);
        const { jobId: id, result } = await jobs.run(
          translateMessage('dialogs.jobs.reading', { url }),
          { total: null, id: jobId },
          async (job) => {
            const { diff, published } = await comparePublished(table, url, {}, job.signal);
            const diffId = randomUUID();
            kept.set(diffId, diff);
            for (const old of kept.keys()) if (kept.size > KEPT_DIFFS) kept.delete(old);
            return {
              id: diffId,
              counts: {
                added: diff.added.length,
                removed: diff.removed.length,
                changed: diff.changed.length,
                unchanged: diff.unchanged,
              },
              files: published.files.map((file) => file.location),
              problems: published.problems,
              cancelled: published.cancelled,
              hostsApart: hostsApart(diff),
            };
          },
        );
        return { jobId: id, ...result };
      } finally {
        transfers.drop([upload]);
      }
    },
    takePublishedDiff: async ({ id, part, offset }) => {
      const diff = kept.get(id);
      if (!diff) {
        throw Object.assign(new Error(translateMessage('dialogs.errors.comparisonGone', { id })), {
          code: TRANSFER_GONE,
        });
      }
      const entries: PublishedDiffEntry[] = diff[part];
      return entries.slice(offset, offset + PUBLISHED_DIFF_PAGE);
    },
  };
}
