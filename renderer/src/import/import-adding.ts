import type { ReceivedFile, ReceivedImport } from '../../../shared/import-types';
import { planMerge } from '../../../shared/merge-rows';
import { nameOfLocation } from '../../../shared/sources';
import { columnsOfFiles, hostOfListed, importOrigin } from '../../../shared/tables-from-import';
import { tableNameFromFile } from '../../../shared/url-table';
import { withoutValidationRepeats } from '../../../shared/validation/import-repeats';
import { addedSentence, mergedSentence, newTablesFor, type Placement } from './import-placement';
import type { ChosenSource } from './import-dialog-state';
import { mergeCommand } from './merge-command';
import { useHistoryStore } from '../history';
import { newTableId, useProjectStore } from '../project';
import { t } from '../i18n';

/** Placing what an import read into the project, for the import store. */
export function useImportAdding() {
  const project = useProjectStore();
  const history = useHistoryStore();

  /**
   * The one way an import reaches the project: the ticked files as placed, with the import's problems
   * (except those of files left out) and the first robots.txt it read. A merge is one undoable edit.
   * Returns the sentence that tells what was added.
   */
  function addToProject(
    answer: ReceivedImport,
    added: readonly ReceivedFile[],
    without: ReadonlySet<string>,
    placement: Placement,
  ): string {
    const robotsTxt = answer.files.find((file) => file.summary.kind === 'robots')?.robotsText ?? null;
    // The rows added are validated at once, so a cell's problem is listed there, once.
    const problems = withoutValidationRepeats(
      answer.problems.filter((item) => !without.has(item.place.file ?? '')),
      added,
    );
    if (placement.choice !== 'merge') {
      const tables = newTablesFor(added, placement, {
        takenNames: project.tables.map((table) => table.name),
        newId: newTableId,
        origin: importOrigin(
          answer.files.map((file) => file.summary),
          added.map((file) => file.summary),
        ),
      });
      project.addImport({ tables, robotsTxt, problems });
      return addedSentence(tables);
    }
    const table = placement.targetTableId ? project.tableById(placement.targetTableId) : null;
    if (!table) {
      project.addImport({ tables: [], robotsTxt: null, problems });
      return t('import.notice.mergeTargetGone');
    }
    const plan = planMerge(table.rows, columnsOfFiles(added), placement.policy);
    history.run(table.id, mergeCommand(table.rows.rowCount, plan, t('import.notice.mergeLabel', { name: table.name })));
    project.addImport({ tables: [], robotsTxt, problems });
    project.setActiveTable(table.id);
    return mergedSentence(table.name, plan, placement.policy);
  }

  /** The table chosen at first for a merge: the one open, else the first. */
  const defaultTargetTableId = (): string | null => project.activeTableId ?? project.tables[0]?.id ?? null;

  return { addToProject, defaultTargetTableId };
}

export type ImportAdding = ReturnType<typeof useImportAdding>;

/**
 * What one table of everything is called unless renamed: the site's host (of the URL named, or of
 * the sitemaps an index or robots.txt lists), else the name of the first file chosen that gave URLs
 * (an empty one chosen first named nothing), or of the folder chosen.
 */
export function suggestedName(sources: readonly ChosenSource[], files: readonly ReceivedFile[]): string {
  const first = sources[0];
  if (!first) return t('import.suggestedName');
  if (first.kind === 'url')
    return URL.canParse(first.location) ? new URL(first.location).host : t('import.suggestedName');
  const gave = new Set(files.filter(({ summary }) => summary.urlCount > 0).map(({ summary }) => summary.location));
  const named = sources.find((source) => source.kind === 'file' && gave.has(source.location)) ?? first;
  return hostOfListed(files) ?? tableNameFromFile(nameOfLocation(named.location));
}
