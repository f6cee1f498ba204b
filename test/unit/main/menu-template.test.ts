import type { MenuItemConstructorOptions } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMenuTemplate, type MenuContext } from '../../../electron/main/menu-template';
import type { AppCommand } from '../../../shared/app-commands';
import { setActiveLocale } from '../../../shared/i18n/active-locale';

type Item = MenuItemConstructorOptions;

function build(overrides: Partial<MenuContext> = {}) {
  const send = vi.fn<(command: AppCommand) => void>();
  const clearRecent = vi.fn();
  const template = buildMenuTemplate({
    appName: 'Sitemap Studio',
    isMac: false,
    isDevelopment: false,
    recentFiles: [],
    send,
    clearRecent,
    ...overrides,
  });
  return { template, send, clearRecent };
}

const plain = (label: string | undefined): string | undefined => label?.replace('&', '');
const submenu = (item: Item | undefined): Item[] => {
  if (!item || !Array.isArray(item.submenu)) throw new Error(`${item?.label ?? 'item'} has no submenu`);
  return item.submenu as Item[];
};
const menu = (template: Item[], label: string): Item[] => submenu(template.find((item) => plain(item.label) === label));
const entry = (items: Item[], label: string): Item => {
  const found = items.find((item) => item.label === label);
  if (!found) throw new Error(`no "${label}" in ${items.map((item) => item.label ?? item.role ?? item.type)}`);
  return found;
};
const click = (item: Item): void => {
  if (!item.click) throw new Error(`${item.label} is not clickable`);
  (item.click as () => void)();
};
const roles = (items: Item[]): string[] => items.flatMap((item) => (item.role ? [item.role] : []));
const allItems = (items: Item[]): Item[] =>
  items.flatMap((item) => [item, ...(Array.isArray(item.submenu) ? allItems(item.submenu as Item[]) : [])]);

describe('buildMenuTemplate on Windows and Linux', () => {
  it('has File, Edit, View, Tools and Help with access keys, and no app or window menu', () => {
    const { template } = build();
    expect(template.map((item) => item.label)).toEqual(['&File', '&Edit', '&View', '&Tools', '&Help']);
  });

  it('Tools › Check URLs… has Ctrl+Shift+K and opens the site check', () => {
    const { template, send } = build();
    const item = entry(menu(template, 'Tools'), 'Check URLs…');
    expect(item.accelerator).toBe('CmdOrCtrl+Shift+K');
    click(item);
    expect(send).toHaveBeenCalledWith({ type: 'tools.checkUrls' });
  });

  it.each([
    ['New Project', 'CmdOrCtrl+N', { type: 'file.new' }],
    ['Open…', 'CmdOrCtrl+O', { type: 'file.open' }],
    ['Save', 'CmdOrCtrl+S', { type: 'file.save' }],
    ['Save As…', 'CmdOrCtrl+Shift+S', { type: 'file.saveAs' }],
    ['Import…', 'CmdOrCtrl+I', { type: 'file.import' }],
    ['Export…', 'CmdOrCtrl+E', { type: 'file.export' }],
    ['Close Project', 'CmdOrCtrl+W', { type: 'file.close' }],
  ] as Array<[string, string, AppCommand]>)('File › %s has %s and sends its command', (label, accelerator, command) => {
    const { template, send } = build();
    const item = entry(menu(template, 'File'), label);
    expect(item.accelerator).toBe(accelerator);
    click(item);
    expect(send).toHaveBeenCalledExactlyOnceWith(command);
  });

  it.each([
    ['Import CSV or TSV…', { type: 'file.importTable' }],
    ['Export Table as CSV or TSV…', { type: 'file.exportTable' }],
  ] as Array<[string, AppCommand]>)('File › %s sends its command, with no shortcut of its own', (label, command) => {
    const { template, send } = build();
    const item = entry(menu(template, 'File'), label);
    expect(item.accelerator).toBeUndefined();
    click(item);
    expect(send).toHaveBeenCalledExactlyOnceWith(command);
  });

  it('lists the File entries in the usual order, ending with Quit', () => {
    const { template } = build();
    const labels = menu(template, 'File').map((item) => item.role ?? item.label ?? item.type);
    expect(labels).toEqual([
      'New Project',
      'Open…',
      'Open Recent',
      'separator',
      'Save',
      'Save As…',
      'separator',
      'Import…',
      'Export…',
      'separator',
      'Import CSV or TSV…',
      'Export Table as CSV or TSV…',
      'separator',
      'Close Project',
      'separator',
      'quit',
    ]);
  });

  it('shows a disabled "No Recent Projects" when there are none', () => {
    const { template } = build();
    const recent = submenu(entry(menu(template, 'File'), 'Open Recent'));
    expect(recent).toEqual([{ label: 'No Recent Projects', enabled: false }]);
  });

  it('lists recent projects by file name, and opens the full path when clicked', () => {
    const recentFiles = ['/home/ana/shop.sitemapstudio', '/srv/sites/blog.sitemapstudio'];
    const { template, send, clearRecent } = build({ recentFiles });
    const recent = submenu(entry(menu(template, 'File'), 'Open Recent'));
    expect(recent.map((item) => item.label ?? item.type)).toEqual([
      'shop.sitemapstudio',
      'blog.sitemapstudio',
      'separator',
      'Clear Recent',
    ]);
    expect(recent[0]!.toolTip).toBe('/home/ana/shop.sitemapstudio');

    click(recent[1]!);
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'file.openRecent', path: '/srv/sites/blog.sitemapstudio' });
    expect(clearRecent).not.toHaveBeenCalled();

    click(entry(recent, 'Clear Recent'));
    expect(clearRecent).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('has Undo, Redo and Find as document commands, and the clipboard roles', () => {
    const { template, send } = build();
    const edit = menu(template, 'Edit');
    expect(entry(edit, 'Undo').accelerator).toBe('CmdOrCtrl+Z');
    expect(entry(edit, 'Redo').accelerator).toBe('Ctrl+Y');
    expect(entry(edit, 'Find…').accelerator).toBe('CmdOrCtrl+F');
    expect(roles(edit)).toEqual(['cut', 'copy', 'paste', 'selectAll']);

    click(entry(edit, 'Undo'));
    click(entry(edit, 'Redo'));
    click(entry(edit, 'Find…'));
    expect(send.mock.calls).toEqual([[{ type: 'edit.undo' }], [{ type: 'edit.redo' }], [{ type: 'edit.find' }]]);
  });

  it.each([
    ['Bulk Edit…', { type: 'edit.bulkEdit' }],
    ['Rewrite Locs…', { type: 'edit.rewriteLocs' }],
    ['Remove Deprecated Image and Video Fields', { type: 'edit.removeDeprecated' }],
  ] as Array<[string, AppCommand]>)('Edit › %s sends its command, after Find', (label, command) => {
    const { template, send } = build();
    const edit = menu(template, 'Edit');
    const item = entry(edit, label);
    expect(edit.indexOf(item)).toBeGreaterThan(edit.indexOf(entry(edit, 'Find…')));
    click(item);
    expect(send).toHaveBeenCalledExactlyOnceWith(command);
  });

  it('greys the bulk tools out when it is known that no table is open, and only then', () => {
    const tools = ['Bulk Edit…', 'Rewrite Locs…', 'Remove Deprecated Image and Video Fields'];
    const closed = menu(build({ tableOpen: false }).template, 'Edit');
    for (const label of tools) expect(entry(closed, label)).toEqual({ label, enabled: false });
    for (const tableOpen of [true, undefined]) {
      const edit = menu(build(tableOpen === undefined ? {} : { tableOpen }).template, 'Edit');
      for (const label of tools) expect(entry(edit, label).click).toBeTypeOf('function');
    }
    expect(entry(closed, 'Find…').click).toBeTypeOf('function');
  });

  it('has the zoom roles and full screen in View, without developer tools', () => {
    const { template } = build();
    expect(roles(menu(template, 'View'))).toEqual(['resetZoom', 'zoomIn', 'zoomOut', 'togglefullscreen']);
  });

  it('adds reload and developer tools in development', () => {
    const { template } = build({ isDevelopment: true });
    expect(roles(menu(template, 'View'))).toEqual([
      'resetZoom',
      'zoomIn',
      'zoomOut',
      'togglefullscreen',
      'reload',
      'toggleDevTools',
    ]);
  });

  it('has About in Help', () => {
    const { template, send } = build({ appName: 'Sitemap Studio Beta' });
    const help = template.find((item) => plain(item.label) === 'Help');
    expect(help?.role).toBe('help');
    click(entry(submenu(help), 'About Sitemap Studio Beta'));
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'help.about' });
  });

  it('gives no two entries the same accelerator', () => {
    for (const isMac of [false, true]) {
      const accelerators = allItems(build({ isMac, isDevelopment: true }).template).flatMap((item) =>
        item.accelerator ? [String(item.accelerator)] : [],
      );
      expect(new Set(accelerators).size).toBe(accelerators.length);
    }
  });

  it('sends nothing while the template is being built', () => {
    const { send, clearRecent } = build({ recentFiles: ['/a.sitemapstudio'] });
    expect(send).not.toHaveBeenCalled();
    expect(clearRecent).not.toHaveBeenCalled();
  });
});

describe('buildMenuTemplate on macOS', () => {
  it('starts with the app menu and has a Window menu', () => {
    const { template } = build({ isMac: true });
    expect(template.map((item) => item.label)).toEqual([
      'Sitemap Studio',
      '&File',
      '&Edit',
      '&View',
      '&Tools',
      'Window',
      '&Help',
    ]);
    expect(template[5]?.role).toBe('windowMenu');
  });

  it('puts About, Services, Hide and Quit in the app menu', () => {
    const { template, send } = build({ isMac: true });
    const appMenu = submenu(template[0]);
    expect(roles(appMenu)).toEqual(['services', 'hide', 'hideOthers', 'unhide', 'quit']);
    click(entry(appMenu, 'About Sitemap Studio'));
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'help.about' });
  });

  it('leaves Quit out of the File menu', () => {
    const { template } = build({ isMac: true });
    expect(roles(menu(template, 'File'))).not.toContain('quit');
    expect(menu(template, 'File').at(-1)?.label).toBe('Close Project');
  });

  it('uses the Mac redo shortcut', () => {
    const { template } = build({ isMac: true });
    expect(entry(menu(template, 'Edit'), 'Redo').accelerator).toBe('Shift+Cmd+Z');
  });
});

describe('buildMenuTemplate in Dutch', () => {
  afterEach(() => setActiveLocale('en'));

  const labels = (template: Item[]): string[] => allItems(template).flatMap((item) => item.label ?? []);
  // Names stay as they are in every language.
  const NAMES = new Set(['Sitemap Studio', '&Help', 'shop.sitemapstudio']);

  it.each([
    ['Windows', { isWindows: true }],
    ['Linux', {}],
    ['macOS', { isMac: true }],
  ] as Array<[string, Partial<MenuContext>]>)('has no English label left on %s', (_platform, context) => {
    const options = { ...context, isDevelopment: true, recentFiles: ['/home/ana/shop.sitemapstudio'] };
    const english = labels(build(options).template);
    setActiveLocale('nl');
    const dutch = labels(build(options).template);
    expect(dutch).toHaveLength(english.length);
    dutch.forEach((label, index) => {
      if (!NAMES.has(label)) expect(label, english[index]).not.toBe(english[index]);
    });
    // Role entries are labelled too: Electron's own role labels are English.
    for (const item of allItems(build(options).template)) if (item.role) expect(item.label, item.role).toBeTruthy();
  });

  it('keeps the access keys and the accelerators', () => {
    setActiveLocale('nl');
    const { template, send } = build({ isWindows: true });
    expect(template.map((item) => item.label)).toEqual(['&Bestand', 'B&ewerken', 'Beel&d', 'E&xtra', '&Help']);
    const save = entry(menu(template, 'Bestand'), 'Opslaan');
    expect(save.accelerator).toBe('CmdOrCtrl+S');
    click(save);
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'file.save' });
    expect(menu(template, 'Bestand').at(-1)).toMatchObject({ role: 'quit', label: 'A&fsluiten' });
    expect(entry(submenu(template.at(-1)), 'Over Sitemap Studio').click).toBeTypeOf('function');
  });

  it('says "No Recent Projects" in Dutch too', () => {
    setActiveLocale('nl');
    const recent = submenu(entry(menu(build().template, 'Bestand'), 'Recent geopend'));
    expect(recent).toEqual([{ label: 'Geen recente projecten', enabled: false }]);
  });
});
