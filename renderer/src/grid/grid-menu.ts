import type { MenuItem } from './GridContextMenu.vue';
import { CHECK_FIXES, type CheckFix } from '../check';
import { formatCount } from '../../../shared/format';
import { t } from '../i18n';
import { IS_MAC } from '../ui/platform';

/** The menu id of a site check fix for the rows the menu is on. */
const FIX_PREFIX = 'fix:';
export const fixOfMenuItem = (id: string): CheckFix | null =>
  id.startsWith(FIX_PREFIX) ? (id.slice(FIX_PREFIX.length) as CheckFix) : null;

const mod = IS_MAC ? '⌘' : 'Ctrl+';
const alt = IS_MAC ? '⌥' : 'Alt+';

/**
 * The grid's context menu, worded for how many rows are selected; `fixes`: the site check's for the
 * selected rows, each with how many of them it changes (counted in its label when several rows are selected).
 */
export function gridMenuItems(
  rows: number,
  hasRows: boolean,
  fixes: readonly { fix: CheckFix; rows: number }[] = [],
  deprecatedFields = 0,
): MenuItem[] {
  const count = { count: formatCount(rows) };
  const fixItems = fixes.map(({ fix, rows: changed }, index) => ({
    id: `${FIX_PREFIX}${fix}`,
    label:
      rows > 1
        ? t('grid.rowMenu.fixRows', { fix: CHECK_FIXES[fix].label, count: formatCount(changed) }, changed)
        : CHECK_FIXES[fix].label,
    separatorBefore: index === 0,
  }));
  return [
    { id: 'cut', label: t('grid.rowMenu.cut'), shortcut: `${mod}X`, disabled: !hasRows },
    { id: 'copy', label: t('grid.rowMenu.copy'), shortcut: `${mod}C`, disabled: !hasRows },
    { id: 'paste', label: t('grid.rowMenu.paste'), shortcut: `${mod}V` },
    {
      id: 'insertAbove',
      label: t('grid.rowMenu.insertAbove', count, rows),
      shortcut: `${mod}${alt}=`,
      separatorBefore: true,
    },
    { id: 'insertBelow', label: t('grid.rowMenu.insertBelow', count, rows), shortcut: `${mod}${alt}⇧=` },
    { id: 'delete', label: t('grid.rowMenu.deleteRows', count, rows), shortcut: `${mod}${alt}-`, disabled: !hasRows },
    {
      id: 'fillDown',
      label: t('grid.rowMenu.fillDown'),
      shortcut: `${mod}D`,
      disabled: !hasRows,
      separatorBefore: true,
    },
    { id: 'fillRight', label: t('grid.rowMenu.fillRight'), shortcut: `${mod}R`, disabled: !hasRows },
    { id: 'clear', label: t('grid.rowMenu.clear'), shortcut: 'Delete', disabled: !hasRows },
    { id: 'bulk', label: t('grid.rowMenu.bulkEdit'), disabled: !hasRows, separatorBefore: true },
    { id: 'rewriteLocs', label: t('gridRewrite.menu') },
    {
      id: 'removeDeprecated',
      label:
        deprecatedFields === 0
          ? t('gridRewrite.noDeprecated')
          : t('gridRewrite.removeDeprecated', { count: formatCount(deprecatedFields) }, deprecatedFields),
      disabled: deprecatedFields === 0,
    },
    { id: 'details', label: t('grid.rowMenu.details'), shortcut: `${alt}Enter`, disabled: !hasRows },
    ...fixItems,
  ];
}
