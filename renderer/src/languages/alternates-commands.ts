import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import type { ClusterRow } from '../../../shared/hreflang/hreflang-clusters';
import type { AlternateLink } from '../../../shared/url-table';
import type { ReplaceRows } from '../table/edit-commands';
import type { TableCommand } from '../history';

/** A row's alternates to be replaced: where it is (table by its index in the project), what it has and gets. */
export interface AlternatesReplacement {
  place: ClusterRow;
  before: readonly AlternateLink[];
  after: readonly AlternateLink[];
}

/** The replacements as one command per table they reach, in the tables' order: one undo step for the history. */
export function alternatesCommands(
  replacements: readonly AlternatesReplacement[],
  tables: readonly ColumnarTable[],
  label: string,
): TableCommand[] {
  const byTable = new Map<number, ReplaceRows>();
  for (const { place, before, after } of replacements) {
    let command = byTable.get(place.table);
    if (!command) byTable.set(place.table, (command = { kind: 'replace', label, at: [], before: [], after: [] }));
    command.at.push(place.row);
    // Lists are replaced whole, never changed in place (edit-commands.ts): the command can hold them as they are.
    command.before.push({ alternates: before as AlternateLink[] });
    command.after.push({ alternates: after as AlternateLink[] });
  }
  return [...byTable.entries()]
    .sort(([a], [b]) => a - b)
    .map(([table, command]) => ({ tableId: tables[table]!.id, command }));
}
