import { displayAccelerator } from '../../../shared/accelerator';
import { SHORTCUTS, SHORTCUT_SCOPES, onPlatform, type Shortcut, type ShortcutScope } from '../../../shared/shortcuts';

/** One line of the shortcuts sheet: what it does, in the language of the moment, and its keys as the platform writes them. */
export interface ShortcutRow {
  id: string;
  description: string;
  keys: string[];
  /** Shift added to these keys extends the selection. */
  shiftExtends: boolean;
}

export interface ShortcutGroup {
  scope: ShortcutScope;
  rows: ShortcutRow[];
}

/**
 * The whole table, grouped by scope, worded by `describe` (the catalogue's `help.shortcuts.actions.<id>`),
 * with the keys named in words by `keyNames` (the catalogue's `help.shortcuts.keyNames`).
 */
export function shortcutGroups(
  isMac: boolean,
  describe: (id: string) => string,
  keyNames: Readonly<Record<string, string>> = {},
): ShortcutGroup[] {
  return SHORTCUT_SCOPES.map((scope) => ({
    scope,
    rows: (SHORTCUTS as readonly Shortcut[])
      .filter((shortcut) => shortcut.scope === scope)
      .map((shortcut) => ({
        id: shortcut.id,
        description: describe(shortcut.id),
        keys: shortcut.keys.map((accelerator) => displayAccelerator(onPlatform(accelerator, isMac), isMac, keyNames)),
        shiftExtends: shortcut.shiftExtends ?? false,
      })),
  }));
}

// "ctrl + z", "Ctrl+Z" and "ctrlz" all find Ctrl+Z.
const squeeze = (text: string): string => text.toLocaleLowerCase().replace(/[\s+]/g, '');

/** The groups with only the rows whose description or keys contain `query`; empty groups dropped. */
export function filterShortcutGroups(groups: ShortcutGroup[], query: string): ShortcutGroup[] {
  const wanted = squeeze(query);
  if (wanted === '') return groups;
  const matches = (row: ShortcutRow): boolean =>
    row.description.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase()) ||
    row.keys.some((key) => squeeze(key).includes(wanted));
  return groups
    .map((group) => ({ scope: group.scope, rows: group.rows.filter(matches) }))
    .filter((group) => group.rows.length > 0);
}
