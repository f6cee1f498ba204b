import { describe, expect, it } from 'vitest';
import { translateMessage } from '../../../../shared/i18n/translator';
import type { UiMessageKey } from '../../../../shared/i18n/catalogues';
import { SHORTCUTS } from '../../../../shared/shortcuts';
import { filterShortcutGroups, shortcutGroups } from '../../../../renderer/src/help/shortcut-rows';

const describeIn = (locale: 'en' | 'nl') => (id: string) =>
  translateMessage(`help.shortcuts.actions.${id}` as UiMessageKey, {}, { locale });

describe('the shortcuts sheet', () => {
  it('describes every shortcut in the table, in English and in Dutch', () => {
    for (const locale of ['en', 'nl'] as const) {
      const rows = shortcutGroups(false, describeIn(locale)).flatMap((group) => group.rows);
      expect(rows.map((row) => row.id)).toEqual(SHORTCUTS.map((shortcut) => shortcut.id));
      // A missing key comes back as the key itself.
      for (const row of rows) expect(row.description, row.id).not.toContain('help.shortcuts');
    }
  });

  it('groups by scope and writes the keys as the platform does', () => {
    const groups = shortcutGroups(true, describeIn('en'));
    expect(groups.map((group) => group.scope)).toEqual(['app', 'grid', 'find', 'editor']);
    const redo = groups[0]!.rows.find((row) => row.id === 'edit.redo')!;
    expect(redo).toMatchObject({ description: 'Redo', keys: ['⇧⌘Z', '⌘Y'] });
    expect(shortcutGroups(false, describeIn('en'))[0]!.rows.find((row) => row.id === 'edit.redo')!.keys).toEqual([
      'Ctrl+Y',
      'Ctrl+Shift+Z',
    ]);
  });

  it('names a key printed in words in the language of the sheet (the context-menu key)', () => {
    const keysOf = (keyNames: Record<string, string>) =>
      shortcutGroups(false, describeIn('nl'), keyNames)[1]!.rows.find((row) => row.id === 'grid.contextMenu')!.keys;
    const keyName = translateMessage('help.shortcuts.keyNames.contextMenu', {}, { locale: 'nl' });
    expect(keysOf({ ContextMenu: keyName })).toEqual(['Contextmenutoets', 'Shift+F10']);
    expect(keysOf({})).toEqual(['ContextMenu', 'Shift+F10']);
  });

  it('keeps the rows whose description or keys hold the search, and drops empty scopes', () => {
    const groups = shortcutGroups(false, describeIn('en'));
    const ids = (query: string) => filterShortcutGroups(groups, query).flatMap((g) => g.rows.map((row) => row.id));
    expect(ids('undo')).toEqual(['edit.undo']);
    expect(ids('  UNDO ')).toEqual(['edit.undo']);
    expect(ids('ctrl + shift + s')).toEqual(['file.saveAs']);
    expect(ids('F2')).toEqual(['grid.edit']);
    expect(ids('nothing like it')).toEqual([]);
    expect(filterShortcutGroups(groups, '')).toBe(groups);
    expect(filterShortcutGroups(groups, 'fill').map((group) => group.scope)).toEqual(['grid']);
  });
});
