import { describeError } from '../../../../shared/describe-error';
import { onBeforeUnmount, onMounted, type Ref } from 'vue';
import { UrlColumns } from '../../../../shared/columnar/url-columns';
import { emptyRow } from '../../../../shared/url-table';
import { GRID_COLUMNS, isEditable, pastedToValue, setRowField } from '../../table/columns';
import { actionLabel } from '../../table/action-label';
import type { EditCommand } from '../../table/edit-commands';
import type { CellRange } from '../../table/selection';
import { pasteTarget, readBlock, tileBlock, unusedColumns } from './tile';
import { byPastedHeader } from './pasted-header';
import { parseTsv, serializeHtml, serializeTsv } from './tsv';
import { useAppWindowStore } from '../../services/app-window-store';
import { useNoticesStore } from '../../services/notices-store';
import { t } from '../../i18n';
import type { GridModel } from '../useGridModel';
import type { GridSelection } from '../selection/useGridSelection';
import { IS_MAC } from '../../ui/platform';

const PASTE_KEYS = IS_MAC ? '⌘V' : 'Ctrl+V';

/**
 * Copy, cut and paste of ranges as TSV (and HTML for a rich paste), through the document's
 * clipboard events, so the keyboard, the Edit menu and the context menu all work the same way.
 */
export function useClipboard(model: GridModel, sel: GridSelection, owns: () => boolean, grid: Ref<HTMLElement | null>) {
  function copyTo(data: DataTransfer): void {
    const cells = readBlock(sel.range.value, model.textAt);
    data.setData('text/plain', serializeTsv(cells));
    data.setData('text/html', serializeHtml(cells));
  }

  /** Empties the editable cells of a range, as one command named for what did it (a cut, a clear). */
  function clearCommand(range: CellRange, action: 'cut' | 'clear'): EditCommand {
    const changes = model.changes();
    for (let v = range.top; v <= range.bottom; v += 1) {
      const row = model.storedAt(v);
      for (let c = range.left; c <= range.right; c += 1) {
        const key = GRID_COLUMNS[c]!.key;
        if (isEditable(key)) changes.add(row, key, key === 'loc' ? '' : null);
      }
    }
    return changes.command(actionLabel(action, changes.size));
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
    const label = actionLabel('paste');
    const parts: EditCommand[] = [changes.command(label)];
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
    const unused = unusedColumns(block, target, model.textAt) + (byHeader?.dropped ?? 0);
    if (unused > 0) useNoticesStore().showNotice(t('grid.clipboard.columnsUnused', { count: unused }, unused));
  }

  function onCopy(event: ClipboardEvent): void {
    if (!owns() || !event.clipboardData) return;
    event.preventDefault();
    copyTo(event.clipboardData);
  }

  function onCut(event: ClipboardEvent): void {
    if (!owns() || !event.clipboardData) return;
    event.preventDefault();
    copyTo(event.clipboardData);
    model.run(clearCommand(sel.range.value, 'cut'));
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
