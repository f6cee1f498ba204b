import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS } from '../../../shared/export-settings';
import { ShapeError } from '../../../shared/json-shape';
import { checkPreferences, defaultPreferences, readPreferences, type Preferences } from '../../../shared/preferences';
import { LIMITS } from '../../../shared/protocol';

const chosen = (): Preferences => ({
  language: 'nl',
  theme: 'dark',
  exportDefaults: {
    ...defaultPreferences().exportDefaults,
    gzip: false,
    maxUrls: 10_000,
    baseUrl: 'https://example.com/',
  },
  checkDefaults: { ...defaultPreferences().checkDefaults, concurrency: 8, ratePerSecond: 0.5 },
  slowAnswerMs: 2500,
  recoveryIntervalSeconds: 120,
});

describe('readPreferences', () => {
  it('reads a good file as it is, with nothing set aside', () => {
    const document: unknown = JSON.parse(JSON.stringify(chosen()));
    expect(readPreferences(document)).toEqual({ preferences: chosen(), setAside: [] });
  });

  it('fills settings left out (an older file) with their defaults, silently', () => {
    const { preferences, setAside } = readPreferences({ language: 'en', checkDefaults: { concurrency: 2 } });
    expect(setAside).toEqual([]);
    expect(preferences).toEqual({
      ...defaultPreferences(),
      language: 'en',
      checkDefaults: { ...defaultPreferences().checkDefaults, concurrency: 2 },
    });
  });

  it('keeps every valid setting and puts each wrong or unknown one back to its default, naming it', () => {
    const { preferences, setAside } = readPreferences({
      language: 'fr',
      theme: 'dark',
      exportDefaults: { gzip: 'yes', maxUrls: 60_000, indexName: 'index.xml', tableFileNamePatterns: {} },
      checkDefaults: { concurrency: 0, perHostConcurrency: 3, ratePerSecond: 2.5, timeoutSeconds: 1.5 },
      slowAnswerMs: 0,
      recoveryIntervalSeconds: 30,
      colour: 'blue',
    });
    expect(setAside).toEqual([
      'language',
      'exportDefaults.gzip',
      'exportDefaults.maxUrls',
      'exportDefaults.tableFileNamePatterns',
      'checkDefaults.concurrency',
      'checkDefaults.timeoutSeconds',
      'slowAnswerMs',
      'colour',
    ]);
    const defaults = defaultPreferences();
    expect(preferences).toEqual({
      language: defaults.language,
      theme: 'dark',
      exportDefaults: { ...defaults.exportDefaults, indexName: 'index.xml' },
      checkDefaults: { ...defaults.checkDefaults, perHostConcurrency: 3, ratePerSecond: 2.5 },
      slowAnswerMs: defaults.slowAnswerMs,
      recoveryIntervalSeconds: 30,
    });
    expect(preferences.exportDefaults.maxUrls).toBe(LIMITS.urlsPerSitemap);
  });

  it('takes the defaults for a whole group that is not an object, and for a document that is not one', () => {
    expect(readPreferences({ exportDefaults: [1, 2] })).toEqual({
      preferences: defaultPreferences(),
      setAside: ['exportDefaults'],
    });
    expect(readPreferences('corrupt')).toEqual({ preferences: defaultPreferences(), setAside: ['the top level'] });
    expect(readPreferences(null).setAside).toEqual(['the top level']);
  });

  it('never reads a member of Object.prototype as a setting', () => {
    const document: unknown = JSON.parse('{"__proto__": {"theme": "dark"}, "constructor": 1}');
    const { preferences, setAside } = readPreferences(document);
    expect(preferences.theme).toBe('system');
    expect(setAside).toEqual(['__proto__', 'constructor']);
  });

  it('gives a fresh copy of the defaults each time, never one another read could change', () => {
    const first = readPreferences({}).preferences;
    first.exportDefaults.gzip = false;
    expect(readPreferences({}).preferences.exportDefaults.gzip).toBe(DEFAULT_EXPORT_SETTINGS.gzip);
  });
});

describe('checkPreferences', () => {
  it('accepts right preferences', () => {
    expect(checkPreferences(chosen())).toEqual(chosen());
  });

  it('refuses preferences with any wrong or unknown setting, naming them', () => {
    expect(() => checkPreferences({ ...chosen(), theme: 'blue' })).toThrow(ShapeError);
    expect(() => checkPreferences({ ...chosen(), extra: true })).toThrow(/extra/);
    expect(() => checkPreferences(null)).toThrow(ShapeError);
  });
});
