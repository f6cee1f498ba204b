import type { UrlRow } from '../../../shared/url-table';
import { detailsCommands, moveItem, removeAt, replaceAt, withField, type DetailChange } from './detail-edits';
import type { DetailField } from '../table/edit-commands';
import { useHistoryStore } from '../history';
import { useProjectStore } from '../project';
import { t } from '../i18n';

type ListField = 'images' | 'videos' | 'alternates';
/** What an entry of a list is called in undo labels (`details.edits.<noun>`). */
export type EntryNoun = 'image' | 'video' | 'alternate';

/**
 * Edits of a row's extension data, through the same undo history as the grid's edits. The editor's
 * row (its table and stored position) is read at the moment of the edit, so an edit committed as
 * the panel leaves a row still lands on that row; the list edited is read from the table then too,
 * not from the values the editor last showed, so edits in quick succession build on each other.
 */
export function useDetailEdits(editor: () => { tableId: string; stored: number }) {
  const history = useHistoryStore();
  const project = useProjectStore();

  /** Carries out changes of one or more rows (of any tables) as one undoable step. */
  function change(label: string, changes: readonly DetailChange[]): void {
    history.runAcross(detailsCommands(label, changes, (id) => project.tableById(id)!.rows));
  }

  /** Sets one extension field of the row. */
  function set<F extends DetailField>(field: F, value: UrlRow[F], label: string): void {
    const { tableId, stored } = editor();
    change(label, [{ tableId, row: stored, field, value } as DetailChange]);
  }

  /** Adding, removing, moving and changing the entries of one of the row's lists; `noun` words the undo label. */
  function list<F extends ListField>(field: F, noun: EntryNoun) {
    type Item = UrlRow[F][number];
    const items = (): Item[] => {
      const { tableId, stored } = editor();
      return project.tableById(tableId)!.rows.get(stored, field) as Item[];
    };
    const put = (value: Item[], label: string): void => set(field, value as UrlRow[F], label);
    return {
      add: (item: Item) => put([...items(), item], t(`details.edits.${noun}.add`)),
      remove: (index: number) => put(removeAt(items(), index), t(`details.edits.${noun}.remove`, { n: index + 1 })),
      move: (index: number, by: number) =>
        put(moveItem(items(), index, index + by), t(`details.edits.${noun}.move`, { n: index + 1 })),
      /** Sets one field of entry `index`; nothing happens when it already holds `value`. */
      patch: <K extends keyof Item>(index: number, key: K, value: Item[K], label: string) => {
        const before = items()[index];
        const after = before && withField(before, key, value);
        if (after && after !== before) put(replaceAt(items(), index, after), label);
      },
    };
  }

  return { change, set, list };
}
