import { afterEach, describe, expect, it } from 'vitest';
import { actionLabel, stepLabel } from '../../../../renderer/src/table/action-label';
import { deletion } from '../../../../renderer/src/table/edit-commands';
import { useHistoryStore } from '../../../../renderer/src/history/history-store';
import { i18n } from '../../../../renderer/src/i18n';
import { addTable, rowsOf } from '../../../support/renderer/project-tables';
import { startStores } from '../../../support/renderer/store-harness';

afterEach(() => {
  i18n.global.locale.value = 'en';
});

describe('undo and redo, worded', () => {
  it('name an edit with its count in English, the action after the verb', () => {
    expect(stepLabel('undo', actionLabel('edit', 3))).toBe('Undo edit of 3 cells');
    expect(stepLabel('redo', actionLabel('edit', 1))).toBe('Redo edit of 1 cell');
    expect(stepLabel('undo', actionLabel('deleteRows', 1200))).toBe('Undo deletion of 1,200 rows');
    expect(stepLabel('undo', actionLabel('bulkSet', 2, { field: 'lastmod' }))).toBe('Undo setting lastmod of 2 rows');
  });

  it('put the action first in Dutch, with a capital', () => {
    i18n.global.locale.value = 'nl';
    expect(stepLabel('undo', actionLabel('edit', 3))).toBe('Bewerking van 3 cellen ongedaan maken');
    expect(stepLabel('redo', actionLabel('paste'))).toBe('Plakken opnieuw uitvoeren');
    expect(stepLabel('undo', actionLabel('deleteRows', 1200))).toBe('Verwijderen van 1.200 rijen ongedaan maken');
  });

  it('offer the Edit menu the last step to undo and the next to redo', () => {
    startStores();
    const history = useHistoryStore();
    const pages = addTable('pages', rowsOf('https://example.com/a', 'https://example.com/b'));
    expect(history.undoLabel).toBeNull();
    history.run(pages.id, deletion(pages.rows, [0, 1], null, actionLabel('deleteRows', 2)));
    expect(history.undoLabel).toBe('Undo deletion of 2 rows');
    history.undo();
    expect(history.undoLabel).toBeNull();
    expect(history.redoLabel).toBe('Redo deletion of 2 rows');
  });
});
