import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { indexLocs, type LocIndex } from '../../../shared/validation/alternates-reciprocity';
import type { EditCommand } from '../table/edit-commands';

/**
 * The project's locs for the hreflang check, indexed once and kept while only extension data changes
 * (that never moves a loc); any other change of rows or tables (a new `version`, new tables) rebuilds it.
 */
export class LocIndexCache {
  private cached: { version: number; tables: readonly ColumnarTable[]; index: LocIndex } | null = null;

  /** The index for the project as it is at `version`. */
  get(tables: readonly ColumnarTable[], version: number): LocIndex {
    const cached = this.cached;
    if (cached && cached.version === version && cached.tables === tables) return cached.index;
    this.cached = { version, tables, index: indexLocs(tables) };
    return this.cached.index;
  }

  /** A command has run and moved the project from `version - 1` to `version`. */
  applied(command: EditCommand, version: number): void {
    if (this.cached?.version === version - 1 && keepsLocs(command)) this.cached.version = version;
  }
}

/** True when the command only replaces fields other than loc (as the details panel's edits do). */
function keepsLocs(command: EditCommand): boolean {
  if (command.kind === 'batch') return command.parts.every(keepsLocs);
  return command.kind === 'replace' && command.after.every((fields) => !('loc' in fields));
}
