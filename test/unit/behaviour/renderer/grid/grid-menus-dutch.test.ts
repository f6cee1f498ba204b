import { afterEach, describe, expect, it, vi } from 'vitest';
import { GRID_COLUMNS } from '../../../../../renderer/src/table/columns';
import { i18n } from '../../../../../renderer/src/i18n';
import type { MenuItem } from '../../../../../renderer/src/grid/GridContextMenu.vue';

// The menus read the platform (for the shortcuts they name) when they are imported; Node 20 has no navigator.
vi.hoisted(() => {
  (globalThis as { navigator?: unknown }).navigator ??= { platform: 'Linux x86_64' };
});
const { gridMenuItems } = await import('../../../../../renderer/src/grid/grid-menu');
const { columnMenuItems } = await import('../../../../../renderer/src/grid/view/column-menu');

const speaking = <T>(locale: 'en' | 'nl', build: () => T): T => {
  i18n.global.locale.value = locale;
  return build();
};
const labels = (items: MenuItem[]): string[] => items.map((item) => item.label);

/** Every menu the grid builds as data: the row menu for one row and for many, and a column's. */
const menus = (): MenuItem[][] => [
  gridMenuItems(1, true),
  gridMenuItems(3, true),
  columnMenuItems(GRID_COLUMNS[0]!, { key: 'loc', direction: 'asc' }, true, 0, 1),
];

afterEach(() => {
  i18n.global.locale.value = 'en';
});

describe('the grid’s menus in Dutch', () => {
  it('word every item in Dutch, none left as it is in English', () => {
    const english = speaking('en', menus);
    const dutch = speaking('nl', menus);
    dutch.forEach((menu, m) => {
      expect(menu.map((item) => item.id)).toEqual(english[m]!.map((item) => item.id));
      menu.forEach((item, i) => expect(item.label, item.id).not.toBe(english[m]![i]!.label));
    });
    expect(labels(dutch[0]!)).toEqual([
      'Knippen',
      'Kopiëren',
      'Plakken',
      'Rij erboven invoegen',
      'Rij eronder invoegen',
      'Rij verwijderen',
      'Omlaag doorvoeren',
      'Naar rechts doorvoeren',
      'Cellen wissen',
      'Meerdere rijen bewerken…',
      'Locs herschrijven…',
      'Geen verouderde afbeeldings- of videovelden',
      'Rijdetails',
    ]);
    expect(labels(dutch[2]!)).toEqual([
      'Oplopend sorteren',
      'Aflopend sorteren',
      'Opgeslagen volgorde',
      'Kolombreedte…',
      'Standaardbreedte',
      'Blokkeren tot en met deze kolom',
      'Blokkering opheffen',
    ]);
  });

  it('count the selected rows in the plural form and the notation of the language', () => {
    const rowItems = (locale: 'en' | 'nl') => labels(speaking(locale, () => gridMenuItems(1234, true))).slice(3, 6);
    expect(rowItems('en')).toEqual(['Insert 1,234 rows above', 'Insert 1,234 rows below', 'Delete 1,234 rows']);
    expect(rowItems('nl')).toEqual([
      '1.234 rijen erboven invoegen',
      '1.234 rijen eronder invoegen',
      '1.234 rijen verwijderen',
    ]);
  });

  it('count the rows of a selection a site check fix changes, and name the fix alone for one row', () => {
    const fixItems = (locale: 'en' | 'nl', rows: number) =>
      labels(speaking(locale, () => gridMenuItems(rows, true, [{ fix: 'lastmod-true', rows: Math.min(rows, 1_200) }])))
        .slice(-1)
        .pop();
    expect(fixItems('en', 1)).toBe('Make lastmod true');
    expect(fixItems('en', 3)).toBe('Make lastmod true (3 rows)');
    expect(fixItems('en', 5_000)).toBe('Make lastmod true (1,200 rows)');
    expect(fixItems('nl', 3)).toBe('lastmod kloppend maken (3 rijen)');
    expect(fixItems('nl', 5_000)).toBe('lastmod kloppend maken (1.200 rijen)');
  });

  it('keep the shortcuts and what is enabled, whatever the language', () => {
    const english = speaking('en', () => gridMenuItems(2, false));
    const dutch = speaking('nl', () => gridMenuItems(2, false));
    expect(dutch.map(({ shortcut, disabled }) => ({ shortcut, disabled }))).toEqual(
      english.map(({ shortcut, disabled }) => ({ shortcut, disabled })),
    );
  });
});
