/**
 * The person's preferences: what they are, their defaults, and how a preferences file is read. One
 * place for all three, so main (which keeps the file), the renderer (which applies it) and the tests
 * agree. A file is read as leniently as a project's settings are strictly: each setting that is
 * wrong or unknown is set aside on its own, and the rest still count.
 */

import { DEFAULT_EXPORT_SETTINGS, type ExportSettings } from './export-settings';
import { LOCALES } from './i18n/locales';
import {
  flag,
  formatShapePath,
  isObject,
  listOf,
  oneOf,
  foundOf,
  ShapeError,
  type Expectation,
  wholeNumber,
  type Shape,
  type ShapePath,
} from './json-shape';
import { LIMITS } from './protocol';
import { EXPORT_SETTINGS_MEMBERS } from './project-shape';
import { CHECK_FINDING_DEFAULTS, SLOW_MS_RANGE } from './site-check/check-findings';
import { CHECK_SETTING_RANGES, DEFAULT_CHECK_SETTINGS, type CheckSettings } from './site-check/check-settings';
import { SEARCH_ENGINE_AGENTS } from './site-check/search-engines';

export const LANGUAGE_CHOICES = ['system', ...LOCALES] as const;
/** A language, or 'system': the OS's (main) or the browser's (renderer) preferred languages. */
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number];

export const THEMES = ['system', 'light', 'dark'] as const;
/** 'system' follows the OS as it changes; light and dark hold whatever the OS does. */
export type Theme = (typeof THEMES)[number];

/** The export settings a new project starts with: a project's own, without its per-table names. */
export type ExportDefaults = Omit<ExportSettings, 'tableFileNamePatterns'>;

/** How often a recovery copy is kept while edits go on, in seconds (project/autosave-scheduler.ts). */
export const RECOVERY_INTERVAL_RANGE = { min: 10, max: 600 } as const;

export interface Preferences {
  language: LanguageChoice;
  theme: Theme;
  exportDefaults: ExportDefaults;
  /** The politeness the check and crawl panels start with. */
  checkDefaults: CheckSettings;
  /** A site check's answer slower than this (ms) is a warning on its row, in every check and report. */
  slowAnswerMs: number;
  recoveryIntervalSeconds: number;
}

const { tableFileNamePatterns: _perTable, ...exportDefaults } = DEFAULT_EXPORT_SETTINGS;

export const DEFAULT_PREFERENCES: Readonly<Preferences> = {
  language: 'system',
  theme: 'system',
  exportDefaults,
  checkDefaults: { ...DEFAULT_CHECK_SETTINGS },
  slowAnswerMs: CHECK_FINDING_DEFAULTS.slowMs,
  recoveryIntervalSeconds: 45,
};

/** A fresh copy of the defaults, to change. */
export const defaultPreferences = (): Preferences => structuredClone(DEFAULT_PREFERENCES) as Preferences;

/** A number (a fraction too) from min to max. */
function numberIn(min: number, max: number): Shape<number> {
  const expected: Expectation = { is: 'number', min, max };
  return {
    expected,
    read(value) {
      if (typeof value !== 'number' || !(value >= min && value <= max)) throw new ShapeError(expected, foundOf(value));
      return value;
    },
  };
}

type Members<T> = { [K in keyof T]-?: Shape<T[K]> };
/** A setting's shape, or the members of a group of settings. */
type Entries<T> = { [K in keyof T]-?: T[K] extends object ? Members<T[K]> : Shape<T[K]> };
/** The same, as readEntries walks it. */
type EntryTable = Record<string, Shape<unknown> | Record<string, Shape<unknown>>>;

const { tableFileNamePatterns: _patterns, ...exportMembers } = EXPORT_SETTINGS_MEMBERS;
const count = (range: { min: number; max: number }): Shape<number> => wholeNumber(range.min, range.max);

/** Each check and crawl setting's type and range (the check and crawl requests read theirs with them too). */
export const CHECK_SETTINGS_MEMBERS: Members<CheckSettings> = {
  concurrency: count(CHECK_SETTING_RANGES.concurrency),
  perHostConcurrency: count(CHECK_SETTING_RANGES.perHostConcurrency),
  ratePerSecond: numberIn(CHECK_SETTING_RANGES.ratePerSecond.min, CHECK_SETTING_RANGES.ratePerSecond.max),
  obeyRobots: flag,
  allowOtherHosts: flag,
  searchEngines: listOf(oneOf(SEARCH_ENGINE_AGENTS), SEARCH_ENGINE_AGENTS.length),
  timeoutSeconds: count(CHECK_SETTING_RANGES.timeoutSeconds),
};

const PREFERENCE_ENTRIES: Entries<Preferences> = {
  language: oneOf(LANGUAGE_CHOICES),
  theme: oneOf(THEMES),
  // A default has to be usable: a project may hold a blank URL count, its defaults may not.
  exportDefaults: { ...exportMembers, maxUrls: wholeNumber(1, LIMITS.urlsPerSitemap) },
  checkDefaults: CHECK_SETTINGS_MEMBERS,
  slowAnswerMs: count(SLOW_MS_RANGE),
  recoveryIntervalSeconds: count(RECOVERY_INTERVAL_RANGE),
};

const isShape = (entry: object): entry is Shape<unknown> => typeof (entry as Shape<unknown>).read === 'function';

/** What reading a preferences document found: the preferences to use, and the settings set aside (their paths). */
export interface PreferencesReading {
  preferences: Preferences;
  /** `theme`, `checkDefaults.concurrency`: each wrong or unknown setting, which was left at its default. */
  setAside: string[];
}

/**
 * Reads a parsed preferences document: every setting of the right type and range is kept; a wrong
 * one, or a group that is not an object, takes its default and is named in `setAside`, as is a
 * setting the app does not know. A setting left out takes its default silently (an older file).
 */
export function readPreferences(document: unknown): PreferencesReading {
  const setAside: string[] = [];
  const preferences = readEntries(
    PREFERENCE_ENTRIES as EntryTable,
    DEFAULT_PREFERENCES,
    document,
    [],
    setAside,
  ) as unknown as Preferences;
  return { preferences, setAside };
}

function readEntries(
  entries: EntryTable,
  defaults: object,
  value: unknown,
  path: ShapePath,
  setAside: string[],
): Record<string, unknown> {
  const fallback = defaults as Record<string, unknown>;
  if (!isObject(value)) {
    if (value !== undefined) setAside.push(formatShapePath(path));
    return structuredClone(fallback);
  }
  const read: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(entries)) {
    const member = Object.hasOwn(value, key) ? value[key] : undefined;
    if (!isShape(entry)) {
      read[key] = readEntries(entry as EntryTable, fallback[key] as object, member, [...path, key], setAside);
    } else if (member === undefined) {
      read[key] = structuredClone(fallback[key]);
    } else {
      try {
        read[key] = entry.read(member);
      } catch (error) {
        if (!(error instanceof ShapeError)) throw error;
        setAside.push(formatShapePath([...path, key]));
        read[key] = structuredClone(fallback[key]);
      }
    }
  }
  for (const key of Object.keys(value))
    if (!Object.hasOwn(entries, key)) setAside.push(formatShapePath([...path, key]));
  return read;
}

/** Preferences sent to be kept (from the renderer): each setting must be right, or nothing is kept. */
export function checkPreferences(value: unknown): Preferences {
  const { preferences, setAside } = readPreferences(value);
  if (setAside.length > 0) throw new ShapeError({ is: 'preferences' }, { is: 'unknown-settings', paths: setAside });
  if (!isObject(value)) throw new ShapeError({ is: 'preferences' }, { is: 'nothing' });
  return preferences;
}

/** What the person is told once about the preferences file found at start. */
export type PreferencesNotice =
  /** Some settings were wrong or unknown and were left at their defaults; the file now holds the rest. */
  | { kind: 'set-aside'; settings: string[] }
  /** The file could not be read at all; every setting is at its default, and the file was kept aside as `keptAs` (null: left where it is). */
  | { kind: 'unreadable'; file: string; keptAs: string | null };
