import { describeError } from '../../../../shared/describe-error';
import { onBeforeUnmount, onMounted, type Ref } from 'vue';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';
import {
  GRID_COLUMNS,
  isCountField,
  isEditable,
  pastedToValue,
  setRowField,
  type CountField,
} from '../../table/columns';
import { actionLabel } from '../../table/action-label';
import { EntryChanges, type EditCommand } from '../../table/edit-commands';
import type { CellRange } from '../../table/selection';
import { pasteTarget, readBlock, tileBlock, unusedColumns } from './tile';
import { byPastedHeader } from './pasted-header';
import { copiedEntries, noEntries, rememberCopy, rememberCopyInSteps, tileEntries } from './copied-entries';
import { cellsIn, COPY_AT_ONCE_CELLS, tsvInSteps } from './copy-in-steps';
import { parseTsv, serializeHtml, serializeTsv } from './tsv';
import { useAppWindowStore } from '../../services/app-window-store';
import { useNoticesStore } from '../../services/notices-store';
import { t } from '../../i18n';
import type { GridModel } from '../useGridModel';
import type { GridSelection } from '../selection/useGridSelection';
import { IS_MAC } from '../../ui/platform';
import { formatCount } from '../../../../shared/format';
import { useProjectStore } from '../../project';
import { runInSlices } from '../../validation';

const PASTE_KEYS = IS_MAC ? '⌘V' : 'Ctrl+V';

/**
 * Copy, cut and paste of ranges as TSV (and HTML for a rich paste), through the document's
 * clipboard events, so the keyboard, the Edit menu and the context menu all work the same way.
 */
export function useClipboard(model: GridModel, sel: GridSelection, owns: () => boolean, grid: Ref<HTMLElement | null>) {
  function copyTo(data: DataTransfer): void {
    const range = sel.range.value;
    const cells = readBlock(range, model.textAt);
    const text = serializeTsv(cells);
    data.setData('text/plain', text);
    data.setData('text/html', serializeHtml(cells));
    rememberCopy(text, range, entriesAt);
  }

  const entriesAt = <F extends CountField>(v: number, field: F) => model.table().rows.get(model.storedAt(v), field);

  /** Copies begun (and cuts): a copy in slices that a newer one overtook is dropped. */
  let copies = 0;

  /**
   * A copy too large to make within the copy event (COPY_AT_ONCE_CELLS), made a slice at a time and
   * then written to the system clipboard as text, each step said in the status bar; then `done` (a
   * cut's clearing), on the same rows. Dropped when the rows, the view of them (a sort, a filter) or
   * the table shown change meanwhile, since the text would mix two of them and a cut would clear
   * other rows, or when a newer copy begins (said by that one).
   */
  async function copyInSlices(range: CellRange, done?: (range: CellRange) => void): Promise<void> {
    const notices = useNoticesStore();
    const project = useProjectStore();
    const rows = range.bottom - range.top + 1;
    const said = { rows: formatCount(rows) };
    const copy = (copies += 1);
    const [version, view, table] = [project.version, model.view.value, model.table()];
    const overtaken = (): boolean => copy !== copies;
    const unchanged = (): boolean =>
      !overtaken() && project.version === version && model.view.value === view && model.table() === table;
    notices.showNotice(t('grid.clipboard.copying', said, rows));
    function* steps(): Generator<void, string, void> {
      const text = yield* tsvInSteps(range, model.textAt);
      yield* rememberCopyInSteps(text, range, entriesAt);
      return text;
    }
    try {
      const text = await runInSlices(steps(), unchanged);
      if (text === null || !unchanged()) {
        if (!overtaken()) notices.showNotice(t('grid.clipboard.copyStopped', said, rows));
        return;
      }
      await useAppWindowStore().writeSystemClipboard(text, () => !overtaken());
    } catch (error) {
      // A write refused, or a text past what a string may hold: said, never a notice left saying "Copying…".
      if (!overtaken()) notices.showNotice(t('grid.clipboard.copyFailed', { reason: describeError(error) }));
      return;
    }
    if (overtaken()) return;
    if (done && !unchanged()) {
      // Copied, but the rows it would clear are no longer those: a cut clears nothing then, and says so.
      notices.showNotice(t('grid.clipboard.cutNotCleared', said, rows));
      return;
    }
    notices.showNotice(t('grid.clipboard.copied', said, rows));
    done?.(range);
  }

  /**
   * Copies the selection: at once into the event's clipboard, or, a large range, in slices after it,
   * the event left to do as it would (with no text selected, nothing: the clipboard keeps what it
   * held until the copy is written, and keeps it if the copy is dropped).
   */
  function copy(event: ClipboardEvent, done?: (range: CellRange) => void): void {
    const range = sel.range.value;
    if (cellsIn(range) > COPY_AT_ONCE_CELLS) {
      void copyInSlices(range, done);
      return;
    }
    event.preventDefault();
    copies += 1;
    copyTo(event.clipboardData!);
    done?.(range);
  }

  /**
   * Empties the editable cells of a range, as one command named for what did it (a cut, a clear). A
   * cut also takes the entries of the images, videos, alternates and news it covers, which its paste
   * puts back (copied-entries.ts); a clear leaves them, edited in Row details.
   */
  function clearCommand(range: CellRange, action: 'cut' | 'clear'): EditCommand {
    const changes = model.changes();
    const entries = new EntryChanges(model.table().rows);
    for (let v = range.top; v <= range.bottom; v += 1) {
      const row = model.storedAt(v);
      for (let c = range.left; c <= range.right; c += 1) {
        const key = GRID_COLUMNS[c]!.key;
        if (isEditable(key)) changes.add(row, key, key === 'loc' ? '' : null);
        else if (action === 'cut' && isCountField(key)) entries.add(row, key, noEntries(key));
      }
    }
    const label = actionLabel(action, changes.size);
    if (entries.size === 0) return changes.command(label);
    return { kind: 'batch', label, parts: [changes.command(label), entries.command(label)] };
  }

  /** Pastes TSV at the selection: repeated over a larger range, adding rows past the end. */
  function paste(text: string): void {
    if (model.rowCount.value === 0 && text === '') return;
    const pasted = parseTsv(text);
    // A sheet's header row puts each column where its name says, from loc on.
    const byHeader = byPastedHeader(pasted, sel.range.value);
    const block = byHeader?.block ?? pasted;
    const target = pasteTarget(block, byHeader?.range ?? sel.range.value);
    const shown = model.rowCount.value;
    const missing = Math.max(0, target.bottom + 1 - shown);
    const stored = model.table().rows.rowCount;
    // Rows past the end are made with their pasted values; the rows shown are changed cell by cell.
    const added = Array.from({ length: missing }, () => emptyRow());
    const changes = model.changes();
    tileBlock(
      block,
      target,
      (v, field, value) => {
        if (v < shown) changes.add(model.storedAt(v), field, value);
        else setRowField(added[v - shown]!, field, value);
      },
      pastedToValue,
    );
    // Entries copied in the app come with their text, where the counts go.
    const copied = byHeader ? null : copiedEntries(text);
    const entries = new EntryChanges(model.table().rows);
    if (copied)
      tileEntries(copied, target, (v, field, value) => {
        if (v < shown) entries.add(model.storedAt(v), field, value);
        else Object.assign(added[v - shown]!, { [field]: value });
      });
    const label = actionLabel('paste');
    const parts: EditCommand[] = [changes.command(label)];
    if (entries.size > 0) parts.push(entries.command(label));
    if (missing > 0) {
      const at = added.map((_, i) => stored + i);
      parts.push({
        kind: 'insert',
        label,
        at,
        rows: UrlColumns.fromRows(added),
        viewAt: model.view.value ? at.map((_, i) => shown + i) : null,
      });
    }
    model.run({ kind: 'batch', label, parts });
    sel.set({ anchor: { row: target.top, col: target.left }, focus: { row: target.bottom, col: target.right } });
    const carried = (j: number): boolean => copied?.[0]?.[j]?.field === GRID_COLUMNS[target.left + j]?.key;
    const unused = unusedColumns(block, target, model.textAt, carried) + (byHeader?.dropped ?? 0);
    if (unused > 0) useNoticesStore().showNotice(t('grid.clipboard.columnsUnused', { count: unused }, unused));
  }

  function onCopy(event: ClipboardEvent): void {
    if (!owns() || !event.clipboardData) return;
    copy(event);
  }

  function onCut(event: ClipboardEvent): void {
    if (!owns() || !event.clipboardData) return;
    copy(event, (range) => model.run(clearCommand(range, 'cut')));
  }

  function onPaste(event: ClipboardEvent): void {
    if (!owns() || !event.clipboardData) return;
    event.preventDefault();
    paste(event.clipboardData.getData('text/plain'));
  }

  const events = [
    ['copy', onCopy],
    ['cut', onCut],
    ['paste', onPaste],
  ] as const;
  onMounted(() => events.forEach(([name, handler]) => document.addEventListener(name, handler)));
  onBeforeUnmount(() => events.forEach(([name, handler]) => document.removeEventListener(name, handler)));

  /**
   * The context menu's Cut, Copy and Paste. Cut and copy go through the document's command (and so
   * through onCut and onCopy). The page may not read the clipboard itself in the app (every
   * permission is refused), so paste asks main for the system clipboard's text; in a browser,
   * where main has none, it asks navigator.clipboard.
   */
  async function command(name: 'copy' | 'cut' | 'paste'): Promise<void> {
    grid.value?.focus();
    if (name !== 'paste') {
      document.execCommand(name);
      return;
    }
    try {
      paste((await useAppWindowStore().readSystemClipboard()) ?? (await navigator.clipboard.readText()));
    } catch (error) {
      const reason = describeError(error);
      useNoticesStore().showNotice(t('grid.clipboard.pasteFailed', { reason, keys: PASTE_KEYS }));
    }
  }

  return { paste, clearCommand, command };
}
export type GridClipboard = ReturnType<typeof useClipboard>;
