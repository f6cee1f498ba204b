import type { SitemapStudioApi } from '../../../shared/ipc-contract';
import type { HeldLastExport } from '../../../shared/last-export/held-last-export';

/**
 * Lets main forget what it keeps of a last export no project took (a project whose opening failed or
 * was cancelled, a recovery copy discarded, an export that ended after another project was opened):
 * main keeps a few, and such a one would push out the open project's, which every save needs.
 */
export function forgetLastExport(
  api: Pick<SitemapStudioApi, 'dropTransfers'>,
  held: HeldLastExport | null | undefined,
): void {
  if (held) void api.dropTransfers({ ids: [held.memory] }).catch(() => undefined);
}
