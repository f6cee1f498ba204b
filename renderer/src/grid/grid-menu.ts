import type { MenuItem } from './GridContextMenu.vue';
import { CHECK_FIXES, type CheckFix } from '../validation/check-fixes';

/** The menu id of a site check fix for the row the menu is on. */
const FIX_PREFIX = 'fix:';
export const fixOfMenuItem = (id: string): CheckFix | null =>
  id.startsWith(FIX_PREFIX) ? (id.slice(FIX_PREFIX.length) as CheckFix) : null;

const mod = navigator.platform.startsWith('Mac') ? '⌘' : 'Ctrl+';
const alt = navigator.platform.startsWith('Mac') ? '⌥' : 'Alt+';

/** The grid's context menu, worded for how many rows are selected; `fixes`: the site check's for the active row. */
export function gridMenuItems(rows: number, hasRows: boolean, fixes: readonly CheckFix[] = []): MenuItem[] {
  const plural = rows === 1 ? 'row' : `${rows} rows`;
  const fixItems = fixes.map((fix, index) => ({
    id: `${FIX_PREFIX}${fix}`,
    label: CHECK_FIXES[fix].label,
    separatorBefore: index === 0,
  }));
  return [
    { id: 'cut', label: 'Cut', shortcut: `${mod}X`, disabled: !hasRows },
    { id: 'copy', label: 'Copy', shortcut: `${mod}C`, disabled: !hasRows },
    { id: 'paste', label: 'Paste', shortcut: `${mod}V` },
    { id: 'insertAbove', label: `Insert ${plural} above`, shortcut: `${mod}${alt}=`, separatorBefore: true },
    { id: 'insertBelow', label: `Insert ${plural} below`, shortcut: `${mod}${alt}⇧=` },
    { id: 'delete', label: `Delete ${plural}`, shortcut: `${mod}${alt}-`, disabled: !hasRows },
    { id: 'fillDown', label: 'Fill down', shortcut: `${mod}D`, disabled: !hasRows, separatorBefore: true },
    { id: 'fillRight', label: 'Fill right', shortcut: `${mod}R`, disabled: !hasRows },
    { id: 'clear', label: 'Clear cells', shortcut: 'Delete', disabled: !hasRows },
    { id: 'bulk', label: 'Bulk edit…', disabled: !hasRows, separatorBefore: true },
    { id: 'details', label: 'Row details', shortcut: `${alt}Enter`, disabled: !hasRows },
    ...fixItems,
  ];
}
