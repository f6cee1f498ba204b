import { afterEach, describe, expect, it } from 'vitest';
import { activeLocale, setActiveLocale } from '../../../shared/i18n/active-locale';
import { applyMainPreferences, type MainPreferenceTargets } from '../../../electron/main/apply-preferences';
import type { Preferences } from '../../../shared/preferences';

function targets(systemLanguages: string[]) {
  const seen: { themes: Preferences['theme'][]; menus: string[] } = { themes: [], menus: [] };
  const given: MainPreferenceTargets = {
    systemLanguages: () => systemLanguages,
    setThemeSource: (theme) => void seen.themes.push(theme),
    // The menu is rebuilt after the language is set, so it is built in the new one.
    rebuildMenu: () => void seen.menus.push(activeLocale()),
  };
  return { seen, given };
}

afterEach(() => setActiveLocale('en'));

describe('applyMainPreferences', () => {
  it('speaks the chosen language, sets the theme and builds the menu again in that language', () => {
    const { seen, given } = targets(['en-US']);
    expect(applyMainPreferences({ language: 'nl', theme: 'dark' }, given)).toBe('nl');
    expect(activeLocale()).toBe('nl');
    expect(seen).toEqual({ themes: ['dark'], menus: ['nl'] });
  });

  it("follows the system's preferred languages for 'system', English when none is spoken", () => {
    expect(applyMainPreferences({ language: 'system', theme: 'system' }, targets(['fr-FR', 'nl-BE']).given)).toBe('nl');
    expect(applyMainPreferences({ language: 'system', theme: 'system' }, targets(['fr-FR']).given)).toBe('en');
    expect(activeLocale()).toBe('en');
  });
});
