import { readFile, rename } from 'node:fs/promises';
import {
  checkPreferences,
  defaultPreferences,
  readPreferences,
  type Preferences,
  type PreferencesNotice,
} from '../../shared/preferences';
import { isObject } from '../../shared/json-shape';
import { writeJsonFile } from './json-file';

/** The preferences main holds, read once at start from its user-data folder and written on each change. */
export interface PreferencesKeeper {
  current(): Preferences;
  /** What was wrong with the file found at start; handed out once, so the person is told once. */
  takeNotice(): PreferencesNotice | null;
  /** Checks and keeps preferences (through a temporary file and a rename); answers what was kept. */
  write(preferences: unknown): Promise<Preferences>;
}

/** The preferences found at start, and what the person should be told about the file. */
export interface PreferencesStart {
  preferences: Preferences;
  notice: PreferencesNotice | null;
}

/**
 * Reads the preferences file: a missing one means the defaults; settings that are wrong or unknown
 * fall back to their defaults, and the file is written again without them (the person is told which);
 * a file that is not JSON, or not an object, is moved aside (never overwritten) and the defaults used.
 */
export async function readPreferencesFile(file: string): Promise<PreferencesStart> {
  const text = await readText(file);
  if (text === null) return { preferences: defaultPreferences(), notice: null };
  const document = text === undefined ? undefined : parse(text);
  if (!isObject(document)) {
    const keptAs = text === undefined ? null : await moveAside(file);
    return { preferences: defaultPreferences(), notice: { kind: 'unreadable', file, keptAs } };
  }
  const { preferences, setAside } = readPreferences(document);
  if (setAside.length === 0) return { preferences, notice: null };
  await writeJsonFile(file, preferences).catch(() => undefined); // told either way; kept on the next change
  return { preferences, notice: { kind: 'set-aside', settings: setAside } };
}

/** Holds the preferences and keeps each change in `file` (null: in memory only, as tests and handlers without a folder do). */
export function createPreferencesKeeper(
  file: string | null,
  start: PreferencesStart = { preferences: defaultPreferences(), notice: null },
): PreferencesKeeper {
  let preferences = start.preferences;
  let notice = start.notice;
  let writing: Promise<unknown> = Promise.resolve();
  return {
    current: () => structuredClone(preferences),
    takeNotice() {
      const taken = notice;
      notice = null;
      return taken;
    },
    async write(value) {
      const checked = checkPreferences(value);
      // One write after another, so the file ends as the last change left it.
      const written = writing.then(() => (file === null ? undefined : writeJsonFile(file, checked)));
      writing = written.catch(() => undefined);
      await written;
      preferences = checked;
      return structuredClone(checked);
    },
  };
}

/** The file's text; null when there is none, undefined when it is there but cannot be read. */
async function readText(file: string): Promise<string | null | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? null : undefined;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Renames a damaged file out of the way, so the next write does not replace it; its new name, or null. */
async function moveAside(file: string): Promise<string | null> {
  const aside = `${file}.damaged-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  try {
    await rename(file, aside);
    return aside;
  } catch {
    return null;
  }
}
