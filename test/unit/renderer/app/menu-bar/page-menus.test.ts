import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMenuTemplate } from '../../../../../electron/main/menu-template';
import { describeAppMenu, type AppMenuFacts, type AppMenuItem } from '../../../../../shared/app-menu';
import { setActiveLocale } from '../../../../../shared/i18n/active-locale';
import { PAGE_ROLES, pageMenus, plainLabel } from '../../../../../renderer/src/app/menu-bar/page-menus';

const facts: AppMenuFacts = {
  appName: 'Sitemap Studio',
  isMac: false,
  isDevelopment: false,
  recentFiles: ['/sites/shop/shop.sitemapstudio', '/sites/blog.sitemapstudio'],
};

/** One line per entry, as a person reads a menu: label, shortcut, or a rule. */
const electronLines = (items: readonly MenuItemConstructorOptions[], keep: (role: string) => boolean): string[] =>
  items.flatMap((item) => {
    if (item.type === 'separator') return ['---'];
    if (item.role && item.role !== 'help' && !keep(item.role)) return [];
    const line = `${item.label ?? ''}${item.accelerator ? ` ${String(item.accelerator)}` : ''}${item.enabled === false ? ' (off)' : ''}`;
    return [line, ...(Array.isArray(item.submenu) ? electronLines(item.submenu, keep).map((sub) => `  ${sub}`) : [])];
  });
const pageLines = (items: readonly AppMenuItem[]): string[] =>
  items.flatMap((item) => {
    if (item.kind === 'separator') return ['---'];
    const line = `${item.label}${item.kind === 'command' && item.accelerator ? ` ${item.accelerator}` : ''}${item.kind === 'disabled' ? ' (off)' : ''}`;
    return [line, ...(item.kind === 'submenu' ? pageLines(item.items).map((sub) => `  ${sub}`) : [])];
  });
// Separators the dropped roles leave side by side collapse to one in the page.
const tidy = (lines: string[]): string[] =>
  lines.filter(
    (line, at) => line.trim() !== '---' || (at > 0 && lines[at + 1]?.trim() !== '---' && at < lines.length - 1),
  );

afterEach(() => setActiveLocale(() => 'en'));

describe('the in-window menu bar and the native menu', () => {
  it.each(['en', 'nl'] as const)('show the same menus, entries, shortcuts and recent files in %s', (locale) => {
    setActiveLocale(() => locale);
    const native = buildMenuTemplate({ ...facts, send: () => {}, clearRecent: () => {} });
    const page = pageMenus(describeAppMenu(facts));
    const isPageRole = (role: string): boolean => (PAGE_ROLES as readonly string[]).includes(role);

    expect(page.map((menu) => menu.label)).toEqual(native.map((menu) => menu.label));
    page.forEach((menu, at) => {
      const nativeItems = native[at]!.submenu as MenuItemConstructorOptions[];
      expect(pageLines(menu.items)).toEqual(tidy(electronLines(nativeItems, isPageRole)));
    });
    const file = pageLines(page[0]!.items);
    expect(file).toContain('  shop.sitemapstudio');
    expect(file).toContain('  blog.sitemapstudio');
    expect(file).toContain(locale === 'en' ? 'Import… CmdOrCtrl+I' : 'Importeren… CmdOrCtrl+I');
  });

  it('keeps Help, Tools and About, and leaves out what only a native window does', () => {
    const page = pageMenus(describeAppMenu(facts));
    expect(page.map((menu) => plainLabel(menu.label))).toEqual(['File', 'Edit', 'View', 'Tools', 'Help']);
    const help = pageLines(page.at(-1)!.items);
    expect(help).toContain('About Sitemap Studio');
    const roles = page.flatMap((menu) => menu.items.flatMap((item) => (item.kind === 'role' ? [item.role] : [])));
    expect(roles).toEqual(['cut', 'copy', 'selectAll', 'togglefullscreen']);
    expect(pageLines(page[0]!.items).at(-1)).toBe('Close Project CmdOrCtrl+W');
  });

  it('says there are no recent projects, greyed out, when there are none', () => {
    const page = pageMenus(describeAppMenu({ ...facts, recentFiles: [] }));
    expect(pageLines(page[0]!.items)).toContain('  No Recent Projects (off)');
  });
});
