import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHandlers } from '../../../../electron/main/handlers/create-handlers';
import { createPreferencesHandlers } from '../../../../electron/main/handlers/preferences-handlers';
import { createPreferencesKeeper, readPreferencesFile } from '../../../../electron/main/preferences-file';
import { defaultPreferences, type Preferences } from '../../../../shared/preferences';
import { quietHandlerDeps } from '../../../support/handler-deps';
import { useTempDir } from '../../../support/use-temp-dir';

const userData = useTempDir();

/** The handlers as main builds them at start, over a user-data folder holding `content` as preferences.json. */
async function handlersOver(content: string | null) {
  const file = join(userData.path(), 'preferences.json');
  if (content !== null) await writeFile(file, content);
  const applied: Preferences[] = [];
  const keeper = createPreferencesKeeper(file, await readPreferencesFile(file));
  return { file, applied, ...createPreferencesHandlers({ keeper, applied: (kept) => void applied.push(kept) }) };
}

describe('preferences handlers', () => {
  it('answer the preferences read at start, and what was wrong with the file the first time only', async () => {
    const { readPreferences } = await handlersOver('{"theme": "dark", "fontSize": 20}');
    expect(await readPreferences()).toEqual({
      preferences: { ...defaultPreferences(), theme: 'dark' },
      notice: { kind: 'set-aside', settings: ['fontSize'] },
    });
    expect((await readPreferences()).notice).toBeNull();
  });

  it('keep a change in the user-data folder and apply it in main', async () => {
    const { file, applied, readPreferences, writePreferences } = await handlersOver(null);
    const dutch = { ...defaultPreferences(), language: 'nl' as const };
    expect(await writePreferences(dutch)).toEqual(dutch);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(dutch);
    expect(applied).toEqual([dutch]);
    expect((await readPreferences()).preferences).toEqual(dutch);
  });

  it('refuse a wrong change, apply nothing and keep the file as it was', async () => {
    const good = JSON.stringify({ ...defaultPreferences(), theme: 'light' });
    const { file, applied, writePreferences } = await handlersOver(good);
    await expect(writePreferences({ ...defaultPreferences(), recoveryIntervalSeconds: -1 })).rejects.toThrow();
    expect(applied).toEqual([]);
    expect(await readFile(file, 'utf8')).toBe(good);
  });

  it('are part of the handlers main registers, in memory when no folder is given', async () => {
    const handlers = createHandlers(quietHandlerDeps());
    expect(await handlers.readPreferences()).toEqual({ preferences: defaultPreferences(), notice: null });
    const dark = { ...defaultPreferences(), theme: 'dark' as const };
    await handlers.writePreferences(dark);
    expect((await handlers.readPreferences()).preferences).toEqual(dark);
  });
});
