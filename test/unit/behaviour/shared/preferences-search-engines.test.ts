import { describe, expect, it } from 'vitest';
import { defaultPreferences, readPreferences } from '../../../../shared/preferences';

describe('the search engines robots.txt is judged for, as preferences keep them', () => {
  it('are Googlebot alone by default', () => {
    expect(defaultPreferences().checkDefaults.searchEngines).toEqual(['Googlebot']);
  });

  it('keeps a choice of known engines, and sets aside a list naming one the check does not know', () => {
    const chosen = readPreferences({ checkDefaults: { searchEngines: ['Googlebot', 'Bingbot'] } });
    expect(chosen.preferences.checkDefaults.searchEngines).toEqual(['Googlebot', 'Bingbot']);
    expect(chosen.setAside).toEqual([]);

    const odd = readPreferences({ checkDefaults: { searchEngines: ['Googlebot', 'AltaVista'] } });
    expect(odd.preferences.checkDefaults.searchEngines).toEqual(['Googlebot']);
    expect(odd.setAside).toEqual(['checkDefaults.searchEngines']);
  });
});
