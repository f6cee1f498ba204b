import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import type { ClusterRow } from '../../../shared/hreflang/hreflang-clusters';
import type { AlternateLink } from '../../../shared/url-table';
import type { ReplaceRows } from './edit-commands';

/** A command on one table, by its id: the history's TableCommand, made here below the features. */
export interface AlternatesCommand {
  tableId: string;
  command: ReplaceRows;
}

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
): AlternatesCommand[] {
  const commands = new AlternatesCommands(label);
  for (const replacement of replacements) commands.add(replacement);
  return commands.forTables(tables);
}

/** Replacements added between two pauses of alternatesCommandsInSteps. */
const REPLACEMENTS_PER_STEP = 1024;

/** alternatesCommands a step at a time, for a caller that gives the thread back: completing a giant cluster changes 100,000 rows. */
export function* alternatesCommandsInSteps(
  replacements: readonly AlternatesReplacement[],
  tables: readonly ColumnarTable[],
  label: string,
): Generator<void, AlternatesCommand[], void> {
  const commands = new AlternatesCommands(label);
  for (const [at, replacement] of replacements.entries()) {
    commands.add(replacement);
    if ((at + 1) % REPLACEMENTS_PER_STEP === 0) yield;
  }
  return commands.forTables(tables);
}

/** alternatesCommands a replacement at a time, for a caller that builds them in slices. */
export class AlternatesCommands {
  private readonly byTable = new Map<number, ReplaceRows>();

  constructor(private readonly label: string) {}

  add({ place, before, after }: AlternatesReplacement): void {
    let command = this.byTable.get(place.table);
    if (!command)
      this.byTable.set(place.table, (command = { kind: 'replace', label: this.label, at: [], before: [], after: [] }));
    command.at.push(place.row);
    // Lists are replaced whole, never changed in place (edit-commands.ts): the command can hold them as they are.
    command.before.push({ alternates: before as AlternateLink[] });
    command.after.push({ alternates: after as AlternateLink[] });
  }

  /** The commands, one per table, in the tables' order. */
  forTables(tables: readonly ColumnarTable[]): AlternatesCommand[] {
    return [...this.byTable.entries()]
      .sort(([a], [b]) => a - b)
      .map(([table, command]) => ({ tableId: tables[table]!.id, command }));
  }
}
