import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import type { ExportSettings } from '../../../shared/export-settings';
import type { Problem } from '../../../shared/problems';
import { t } from '../i18n';
import type { HeldLastExport } from '../../../shared/last-export/held-last-export';
import type { OpenProject } from '../../../shared/project-file';
import { newProjectId } from '../../../shared/project-id';
import type { PageCheck } from '../../../shared/site-check/page-check';
import { SiteCheckResults } from '../../../shared/site-check/site-check-results';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { useApi } from '../api';
import { useProjectTables, withTableIdsOfThisWindow } from './project-tables';
import { usePreferencesStore } from '../services/preferences-store';

/** What an import brings to the project, once it is placed (import/import-adding.ts places it). */
export interface ImportAddition {
  /** New tables; none when the rows were merged into a table. */
  tables: readonly ColumnarTable[];
  /** The first robots.txt the import read, if any. */
  robotsTxt: string | null;
  /** The import's problems, with their places. */
  problems: readonly Problem[];
}

export { newTableId } from './project-tables';

/** Told when the project settles: as saved (true), or with changes no undo takes back (false). */
export type SettledListener = (asSaved: boolean) => void;

/** The open project: its name, where it is saved, whether it has unsaved changes, and its URL tables. */
export const useProjectStore = defineStore('project', () => {
  const api = useApi();
  const preferences = usePreferencesStore();
  /**
   * The project's own id (shared/project-id.ts): made when it is created, kept when it is saved or its
   * file moved (Save As to another file makes a copy, with an id of its own); its exports are known by
   * it in a folder's manifest. Never shown.
   */
  const id = ref(newProjectId());
  /** The name the project was opened or saved with; until then it is untitled, in the language of the moment. */
  const givenName = ref<string | null>(null);
  const name = computed({
    get: () => givenName.value ?? t('project.untitled'),
    set: (value: string) => void (givenName.value = value),
  });
  /** Where the project is saved; null until it is. */
  const path = ref<string | null>(null);
  /** True when there are changes not yet saved. */
  const dirty = ref(false);
  /** Changes made since the project was last as saved (new, opened, saved): an undo back to there leaves none. */
  let changesSinceSaved = 0;
  /** Every change ever made (never reset): a save tells by it whether one came while it ran. */
  const changeCount = ref(0);
  const settledListeners = new Set<SettledListener>();
  /** Problems found while opening or importing, with their places. */
  const problems = shallowRef<readonly Problem[]>([]);
  /** The site's robots.txt, kept from an import, for the blocked-URL check. */
  const robotsTxt = shallowRef<string | null>(null);
  /** How the project is exported; saved with the project. A new project starts with the preferred ones. */
  const exportSettings = ref<ExportSettings>(preferences.newProjectExportSettings());
  /** The site check's results (not reactive themselves: `siteChecksVersion` says when they change). */
  const siteChecks = markRaw(new SiteCheckResults());
  const siteChecksVersion = ref(0);
  /** What the project remembers of its last export (main keeps the URLs it wrote); saved with the project. */
  const lastExport = shallowRef<HeldLastExport | null>(null);
  const { state: tableState, addTables, ...tableActions } = useProjectTables(changed);
  const { tables, activeTableId, version } = tableState;

  /**
   * Counts the projects this window has held: one more each time a project is started or opened in
   * place of another. Work that began with one (a save, a check, an export) and ends after it was
   * replaced leaves the one now open alone.
   */
  let generation = 0;

  /** Says that the project changed: it has unsaved changes. */
  function changed(): void {
    dirty.value = true;
    changesSinceSaved += 1;
    changeCount.value += 1;
  }

  /**
   * The project is as its file holds it (`asSaved`: new, opened, saved, or undone back to there), or
   * holds changes no undo takes back (a recovery copy opened, an edit made while a save ran).
   */
  function settle(asSaved: boolean): void {
    dirty.value = !asSaved;
    changesSinceSaved = 0;
    for (const listener of settledListeners) listener(asSaved);
  }

  /**
   * A save begins: the file no longer holds what it held, and holds what is there now only once the
   * save ends (markSaved). No undo is back to where it was saved meanwhile.
   */
  function saveBegins(): void {
    for (const listener of settledListeners) listener(false);
  }

  /** Listens for the project settling (see `settle`): the history marks where it was saved. Returns how to stop. */
  function onSettled(listener: SettledListener): () => void {
    settledListeners.add(listener);
    return () => settledListeners.delete(listener);
  }

  /** Starts an empty, untitled project. */
  function newProject(): void {
    generation += 1;
    id.value = newProjectId();
    givenName.value = null;
    path.value = null;
    settle(true);
    tables.value = [];
    activeTableId.value = null;
    problems.value = [];
    robotsTxt.value = null;
    exportSettings.value = preferences.newProjectExportSettings();
    siteChecks.clear();
    siteChecksVersion.value += 1;
    lastExport.value = null;
  }

  /** Keeps the site check's latest results (a check under way, or a project's saved ones); they are saved with the project. */
  function addSiteChecks(checks: readonly PageCheck[]): void {
    if (checks.length === 0) return;
    siteChecks.add(checks);
    siteChecksVersion.value += 1;
    changed();
  }

  /** Adds what an import brings: its problems, its tables (the last one is shown), and its robots.txt if there is none yet. */
  function addImport(addition: ImportAddition): void {
    addProblems(addition.problems);
    addTables(addition.tables);
    // Kept from an import merged into a table too (which adds no table): a change to save, and one undo does not take back.
    if (robotsTxt.value === null && addition.robotsTxt !== null) {
      robotsTxt.value = addition.robotsTxt;
      changed();
    }
  }

  /** Changes how the project is exported: the settings are saved with it, so it now has unsaved changes. */
  function setExportSettings(settings: ExportSettings): void {
    exportSettings.value = settings;
    changed();
  }

  /** Remembers what an export just wrote, in place of the last one: saved with the project, so it now has unsaved changes. */
  function setLastExport(held: HeldLastExport): void {
    lastExport.value = held;
    changed();
  }

  /** Replaces the project with one read from a file (or a recovery copy); `path` is where it is saved, if anywhere. */
  function replaceProject(data: OpenProject, savedPath: string | null, unsaved: boolean): void {
    const adopted = withTableIdsOfThisWindow(data);
    newProject();
    id.value = data.id;
    // Never saved (a recovery copy of new work) is untitled, in the language of the moment.
    givenName.value = savedPath === null ? null : data.name;
    path.value = savedPath;
    settle(!unsaved);
    tables.value = adopted.tables;
    activeTableId.value = adopted.tables[0]?.id ?? null;
    robotsTxt.value = data.robotsTxt;
    exportSettings.value = adopted.exportSettings;
    siteChecks.add(data.siteChecks);
    siteChecksVersion.value += 1;
    lastExport.value = data.lastExport ?? null;
    version.value += 1;
  }

  /**
   * Records a finished save: the project now lives at `savedPath`, named after it, with its id `savedId`
   * (a copy saved by Save As has its own), with nothing unsaved, unless `changedMeanwhile` (an edit made
   * while the save ran is not in the file).
   */
  function markSaved(savedPath: string, savedName: string, changedMeanwhile = false, savedId = id.value): void {
    id.value = savedId;
    path.value = savedPath;
    name.value = savedName;
    settle(!changedMeanwhile);
  }

  function clearProblems(): void {
    problems.value = [];
  }

  /** Lists problems (an import's, or opening's), after those already listed. */
  function addProblems(found: readonly Problem[]): void {
    if (found.length > 0) problems.value = [...problems.value, ...found];
  }

  /** What main repaired (or could not) at start, such as exports a crash interrupted. */
  async function addStartupNotes(): Promise<void> {
    addProblems(await api.takeStartupNotes());
  }

  return {
    addStartupNotes,
    /** Which project this is of those the window held (see `generation`): not reactive, read when work begins and ends. */
    generation: (): number => generation,
    id,
    name,
    path,
    dirty,
    /** How many changes were made since the project was last as saved (not reactive). */
    changesSinceSaved: (): number => changesSinceSaved,
    /** An undo or redo brought the project back to where it was saved: nothing is unsaved. */
    backToSaved: (): void => settle(true),
    onSettled,
    saveBegins,
    /** Every change ever made, counted (reactive): see changeCount. */
    changeCount,
    problems,
    robotsTxt,
    exportSettings,
    siteChecks,
    siteChecksVersion,
    addSiteChecks,
    lastExport,
    setLastExport,
    ...tableState,
    ...tableActions,
    newProject,
    addImport,
    setExportSettings,
    replaceProject,
    markSaved,
    clearProblems,
    addProblems,
  };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useProjectStore, import.meta.hot));
