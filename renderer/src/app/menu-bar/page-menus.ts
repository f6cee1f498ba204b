import type { AppMenu, AppMenuItem, MenuRole } from '../../../../shared/app-menu';

/** The roles a page can carry out itself; the rest (quit, zoom, window, developer tools) belong to a native window. */
export const PAGE_ROLES: readonly MenuRole[] = ['cut', 'copy', 'selectAll', 'togglefullscreen'];

/**
 * The application menu as a page without a native menu shows it: the same menus and entries
 * (shared/app-menu.ts), less the roles only a native window has, and no separator left at an end
 * or beside another.
 */
export function pageMenus(menus: readonly AppMenu[]): AppMenu[] {
  return menus.map((menu) => ({ ...menu, items: pageItems(menu.items) })).filter((menu) => menu.items.length > 0);
}

function pageItems(items: readonly AppMenuItem[]): AppMenuItem[] {
  const kept = items
    .filter((item) => item.kind !== 'role' || PAGE_ROLES.includes(item.role))
    .map((item) => (item.kind === 'submenu' ? { ...item, items: pageItems(item.items) } : item));
  return kept.filter(
    (item, at) => item.kind !== 'separator' || (at > 0 && at < kept.length - 1 && kept[at + 1]?.kind !== 'separator'),
  );
}

/** A menu label without its access-key mark ("&File" is "File"). */
export const plainLabel = (label: string): string => label.replace(/&(?!&)/, '');
