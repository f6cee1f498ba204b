import { describe, expect, it } from 'vitest';
import { usePreferencesStore } from '../../../../renderer/src/services/preferences-store';
import { useProjectStore } from '../../../../renderer/src/project/project-store';
import { defaultPreferences, type Preferences } from '../../../../shared/preferences';
import { startStores } from '../../../support/renderer/store-harness';

const dutch = (): Preferences => ({ ...defaultPreferences(), language: 'nl' });

describe('preferences store', () => {
  it("holds the defaults until it loads main's preferences, and hands out the start notice once", async () => {
    startStores({
      readPreferences: () => ({ preferences: dutch(), notice: { kind: 'set-aside', settings: ['theme'] } }),
    });
    const preferences = usePreferencesStore();
    expect(preferences.values).toEqual(defaultPreferences());
    await preferences.load();
    expect(preferences.values).toEqual(dutch());
    expect(preferences.takeStartNotice()).toEqual({ kind: 'set-aside', settings: ['theme'] });
    expect(preferences.takeStartNotice()).toBeNull();
  });

  it('keeps the defaults when main cannot answer, and says why', async () => {
    startStores({
      readPreferences: () => {
        throw new Error('no main');
      },
    });
    const preferences = usePreferencesStore();
    await preferences.load();
    expect(preferences.values).toEqual(defaultPreferences());
    expect(preferences.failure).toBe('no main');
  });

  it('puts a change in force at once and has main keep the whole preferences, in the order changed', async () => {
    const fake = startStores({ writePreferences: (request) => request });
    const preferences = usePreferencesStore();
    const first = preferences.change({ language: 'nl' });
    expect(preferences.values.language).toBe('nl');
    const second = preferences.change({ theme: 'dark' });
    await Promise.all([first, second]);
    expect(fake.requestsTo('writePreferences')).toEqual([dutch(), { ...dutch(), theme: 'dark' }]);
    expect(preferences.failure).toBeNull();
  });

  it('says why a change could not be kept, and clears that once one is', async () => {
    let refuse = true;
    startStores({
      writePreferences: (request) => {
        if (refuse) throw new Error('disk full');
        return request;
      },
    });
    const preferences = usePreferencesStore();
    await preferences.change({ theme: 'light' });
    expect(preferences.failure).toBe('disk full');
    refuse = false;
    await preferences.change({ theme: 'dark' });
    expect(preferences.failure).toBeNull();
  });

  it('gives a new project the preferred export settings, each time a new one starts', async () => {
    startStores({ writePreferences: (request) => request });
    const preferences = usePreferencesStore();
    const project = useProjectStore();
    await preferences.change({
      exportDefaults: { ...defaultPreferences().exportDefaults, gzip: false, baseUrl: 'https://example.com/' },
    });
    project.newProject();
    expect(project.exportSettings).toMatchObject({ gzip: false, baseUrl: 'https://example.com/' });
    expect(project.exportSettings.tableFileNamePatterns).toEqual({});
    project.exportSettings.gzip = true;
    expect(preferences.values.exportDefaults.gzip).toBe(false);
  });
});
