import type { SlicedTable } from '../../../shared/export-types';
import { sliceTable } from '../../../shared/row-slices';
import type { UrlTable } from '../../../shared/url-table';

const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve));

/**
 * Prepares the project's tables for main a slice at a time, so a million rows never hold the window
 * still. The slices are kept while the rows stay the same: changing a setting re-uses them.
 */
export function createTableSlicer() {
  let kept: { tables: readonly UrlTable[]; key: string; sliced: SlicedTable[] } | null = null;
  return {
    /** The tables in slices; null when `stale()` says the caller no longer needs them. */
    async slice(tables: readonly UrlTable[], version: number, stale: () => boolean): Promise<SlicedTable[] | null> {
      // Rows change with the version; a table renamed in place changes only its name.
      const key = `${version}\u0000${tables.map((table) => `${table.id}\u0001${table.name}`).join('\u0000')}`;
      if (kept && kept.tables === tables && kept.key === key) return kept.sliced;
      const sliced: SlicedTable[] = [];
      for (const table of tables) {
        const one = await sliceTable(table, async () => {
          await nextTask();
          return !stale();
        });
        if (!one) return null;
        sliced.push(one);
      }
      kept = { tables, key, sliced };
      return sliced;
    },
    /** Lets the slices go (the dialog closed). */
    forget(): void {
      kept = null;
    },
  };
}
