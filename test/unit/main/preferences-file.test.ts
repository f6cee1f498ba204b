import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPreferencesKeeper, readPreferencesFile } from '../../../electron/main/preferences-file';
import { defaultPreferences, type Preferences } from '../../../shared/preferences';
import { useTempDir } from '../../support/use-temp-dir';

const userData = useTempDir();
const preferencesFile = (): string => join(userData.path(), 'preferences.json');
const dutchDark = (): Preferences => ({ ...defaultPreferences(), language: 'nl', theme: 'dark' });
const readBack = async (): Promise<unknown> => JSON.parse(await readFile(preferencesFile(), 'utf8'));

describe('readPreferencesFile', () => {
  it('gives the defaults, with nothing to tell, when there is no file yet', async () => {
    expect(await readPreferencesFile(preferencesFile())).toEqual({ preferences: defaultPreferences(), notice: null });
    expect(await readdir(userData.path())).toEqual([]);
  });

  it('reads a good file', async () => {
    await writeFile(preferencesFile(), JSON.stringify(dutchDark()));
    expect(await readPreferencesFile(preferencesFile())).toEqual({ preferences: dutchDark(), notice: null });
  });

  it('keeps the valid settings of a partly wrong file, names the rest, and writes the file again without them', async () => {
    await writeFile(preferencesFile(), JSON.stringify({ language: 'nl', theme: 'purple', recoveryIntervalSeconds: 5 }));
    const start = await readPreferencesFile(preferencesFile());
    expect(start).toEqual({
      preferences: { ...defaultPreferences(), language: 'nl' },
      notice: { kind: 'set-aside', settings: ['theme', 'recoveryIntervalSeconds'] },
    });
    expect(await readBack()).toEqual({ ...defaultPreferences(), language: 'nl' });
    // So the next start has nothing to tell.
    expect((await readPreferencesFile(preferencesFile())).notice).toBeNull();
  });

  it('moves a corrupt file aside instead of overwriting it, and says where it went', async () => {
    await writeFile(preferencesFile(), '{"language": "nl", ');
    const start = await readPreferencesFile(preferencesFile());
    expect(start.preferences).toEqual(defaultPreferences());
    expect(start.notice).toMatchObject({ kind: 'unreadable', file: preferencesFile() });
    const keptAs = start.notice?.kind === 'unreadable' ? start.notice.keptAs : null;
    expect(keptAs).toMatch(/preferences\.json\.damaged-/);
    expect(await readFile(keptAs!, 'utf8')).toBe('{"language": "nl", ');
    expect(await readdir(userData.path())).toEqual([keptAs!.slice(userData.path().length + 1)]);
  });

  it('treats JSON that is not an object (a list, a string) as unreadable too', async () => {
    await writeFile(preferencesFile(), '["nl"]');
    expect((await readPreferencesFile(preferencesFile())).notice?.kind).toBe('unreadable');
  });
});

describe('createPreferencesKeeper', () => {
  it('hands out the start notice once', () => {
    const keeper = createPreferencesKeeper(null, {
      preferences: defaultPreferences(),
      notice: { kind: 'set-aside', settings: ['theme'] },
    });
    expect(keeper.takeNotice()).toEqual({ kind: 'set-aside', settings: ['theme'] });
    expect(keeper.takeNotice()).toBeNull();
  });

  it('writes preferences through a temporary file and holds them; a later start reads them', async () => {
    const keeper = createPreferencesKeeper(preferencesFile());
    expect(await keeper.write(dutchDark())).toEqual(dutchDark());
    expect(keeper.current()).toEqual(dutchDark());
    expect(await readBack()).toEqual(dutchDark());
    expect(await readdir(userData.path())).toEqual(['preferences.json']);
    expect((await readPreferencesFile(preferencesFile())).preferences).toEqual(dutchDark());
  });

  it('ends with the last of several writes made at once', async () => {
    const keeper = createPreferencesKeeper(preferencesFile());
    const themes = ['dark', 'light', 'system', 'dark'] as const;
    await Promise.all(themes.map((theme) => keeper.write({ ...defaultPreferences(), theme })));
    expect(await readBack()).toMatchObject({ theme: 'dark' });
    expect(keeper.current().theme).toBe('dark');
  });

  it('refuses preferences with a wrong setting and keeps what it had', async () => {
    const keeper = createPreferencesKeeper(preferencesFile());
    await keeper.write(dutchDark());
    await expect(keeper.write({ ...dutchDark(), language: 'fr' })).rejects.toThrow(/language/);
    expect(keeper.current()).toEqual(dutchDark());
    expect(await readBack()).toEqual(dutchDark());
  });

  it('gives copies: changing what it answered changes nothing it holds', async () => {
    const keeper = createPreferencesKeeper(null);
    keeper.current().exportDefaults.gzip = false;
    expect(keeper.current().exportDefaults.gzip).toBe(true);
  });
});
