import { defineStore } from 'pinia';
import { computed, onScopeDispose, shallowRef, watch } from 'vue';
import { problem, type Problem } from '../../../shared/problems';
import type { UrlColumns } from '../../../shared/columnar/url-columns';
import type { ColumnarTable } from '../../../shared/columnar/columnar-table';
import { NO_PROBLEMS, type FieldProblem, type RowField } from '../../../shared/validation/field-problem';
import { isCrossRowCode, validateRow } from '../../../shared/validation/validate-rows';
import { rowContext, validationSettings, type ValidationSettings } from './validation-context';
import type { ValidateRequest, ValidateResponse } from './validation-copies';
import { followPositions } from './cross-row-positions';
import { createWorkerMirror } from './validation-mirror';
import type { WireProblems } from './validation-wire';
import { useStartValidator, type Validator } from './validator';
import { useHistoryStore } from '../history/history-store';
import { useProjectStore } from '../project/project-store';
import { useShellStore } from '../shell/shell-store';

/** How many problems the panel lists; the counts always cover all of them. */
export const LISTED_PROBLEMS = 1000;
const DEBOUNCE_MS = 200;
/** Rows whose problems are kept for the grid between edits: a few screens' worth, so scrolling ten million rows holds no more. */
const CACHED_ROWS = 20_000;
/** What the person is told when the whole-project check fails; edited cells are still checked on their own. */
export const WHOLE_CHECK_FAILED = 'The whole project could not be checked (edited cells still are)';

/** What the last whole-project check found. */
export interface ValidationSummary {
  errors: number;
  warnings: number;
  /** The first LISTED_PROBLEMS problems, with their table, row (1-based) and field. */
  listed: readonly Problem[];
  /**
   * Problems only a whole-table check sees (duplicates), for the cells: by each table's rows, then
   * by stored position, moved along by inserts, deletes and reorders until the next check.
   */
  crossRow: WeakMap<UrlColumns, Map<number, FieldProblem[]>>;
}

const emptySummary = (): ValidationSummary => ({ errors: 0, warnings: 0, listed: [], crossRow: new WeakMap() });

/**
 * Validation of the URL tables: an edited row is checked at once, on the main thread, with the
 * shared rules; the whole project is checked by the validator (a Web Worker) after edits settle.
 */
export const useValidationStore = defineStore('validation', () => {
  const startValidator = useStartValidator();
  const project = useProjectStore();
  const shell = useShellStore();
  // Each export setting validation reads, on its own, so changing another one does not start a new check.
  const baseUrl = computed(() => project.exportSettings.baseUrl);
  const maxUrls = computed(() => project.exportSettings.maxUrls);
  const splitNewsSitemaps = computed(() => project.exportSettings.splitNewsSitemaps);
  /** The one place validation settings come from: those export settings and the robots.txt. */
  const settings = computed<ValidationSettings>(() =>
    validationSettings(
      { baseUrl: baseUrl.value, maxUrls: maxUrls.value, splitNewsSitemaps: splitNewsSitemaps.value },
      project.robotsTxt,
    ),
  );
  /** The clock of the last check: the cells and the worker date rows against the same instant. */
  const checkedAt = shallowRef(Date.now());
  const context = computed(() => rowContext(settings.value, checkedAt.value));
  /** The last whole-project result. */
  const summary = shallowRef<ValidationSummary>(emptySummary());
  /** True while the worker is checking. */
  const checking = shallowRef(false);
  /** Why the whole project could not be checked last time, or null: the problems panel says it. */
  const failure = shallowRef<string | null>(null);

  /** Each shown row's problems, by its table's rows and stored position, for project.version `cachedVersion`. */
  let cache = new WeakMap<UrlColumns, Map<number, readonly FieldProblem[]>>();
  let cachedVersion = -1;
  let cachedRows = 0;
  const resetCache = (): void => {
    cache = new WeakMap();
    cachedRows = 0;
  };
  let validator: Validator | null = null;
  let requestId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The problems of the row stored at `stored` in `table`, by the row rules now and the last whole-table check. */
  function rowProblems(table: ColumnarTable, stored: number): readonly FieldProblem[] {
    if (project.version !== cachedVersion || cachedRows >= CACHED_ROWS) {
      resetCache();
      cachedVersion = project.version;
    }
    if (!Number.isInteger(stored) || stored < 0 || stored >= table.rows.rowCount) return NO_PROBLEMS;
    let byRow = cache.get(table.rows);
    if (!byRow) cache.set(table.rows, (byRow = new Map()));
    let found = byRow.get(stored);
    if (!found) {
      found = validateRow(table.rows.rowAt(stored), context.value);
      const crossRow = summary.value.crossRow.get(table.rows)?.get(stored);
      if (crossRow) found = [...found, ...crossRow];
      byRow.set(stored, found);
      cachedRows += 1;
    }
    return found;
  }

  /** The worst problem of one cell, or null. */
  function cellProblem(table: ColumnarTable, stored: number, field: RowField): FieldProblem | null {
    let worst: FieldProblem | null = null;
    for (const item of rowProblems(table, stored)) {
      if (item.field === field && (!worst || (worst.severity !== 'error' && item.severity === 'error'))) worst = item;
    }
    return worst;
  }

  const mirror = createWorkerMirror(post);
  /** project.version when the last edit was passed on to the worker's copies. */
  let followedVersion = project.version;
  /** Rows changed by something other than an edit command: the copies cannot be patched. */
  function noteUnfollowedChanges(expected: number): void {
    if (project.version !== expected) {
      mirror.invalidate();
      // Rows may have moved in ways no command tells: positions found before could name other rows.
      summary.value = { ...summary.value, crossRow: new WeakMap() };
    }
    followedVersion = project.version;
  }
  useHistoryStore().onApplied((tableId, command) => {
    // The history bumped the version once for this command; any other bump was not an edit command.
    noteUnfollowedChanges(followedVersion + 1);
    const table = project.tableById(tableId);
    if (!table) return;
    mirror.follow(table, command);
    const found = summary.value.crossRow.get(table.rows);
    if (found) summary.value.crossRow.set(table.rows, followPositions(found, command));
  });

  function schedule(): void {
    noteUnfollowedChanges(followedVersion);
    checkedAt.value = Date.now();
    resetCache();
    requestId += 1; // a check still preparing its rows is stale now
    clearTimeout(timer);
    timer = setTimeout(() => void check(), DEBOUNCE_MS);
  }

  async function check(): Promise<void> {
    const tables = project.tables;
    if (tables.every((table) => table.rows.rowCount === 0)) {
      // Nothing to check: the worker need not keep copies of tables that are gone or emptied.
      await mirror.sync([], () => false);
      summary.value = emptySummary();
      return;
    }
    const id = ++requestId;
    checking.value = true;
    if (!(await mirror.sync(tables, () => id !== requestId))) return; // the rows changed; a newer check follows
    post({
      type: 'check',
      id,
      tables: tables.map((table) => ({ id: table.id, name: table.name, rows: table.rows.rowCount })),
      now: checkedAt.value,
      settings: { ...settings.value },
    } satisfies ValidateRequest);
  }

  /** Sends the validator a request, starting it first if there is none (yet, or since it failed). */
  function post(request: ValidateRequest, transfer?: ArrayBuffer[]): void {
    try {
      validator ??= startValidator({ answer, fail });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
      return;
    }
    validator.post(request, transfer);
  }

  function answer(response: ValidateResponse): void {
    if (response.type === 'failed') return fail(response.message);
    // An answer to an older check: the rows have changed since, and a newer check follows.
    if (response.id !== requestId) return;
    checking.value = false;
    failure.value = null;
    const tables = project.tables;
    summary.value = summarise(
      response.problems,
      tables.map((table) => table.rows),
      tables.map((table) => table.name),
    );
    resetCache();
  }

  /** The validator stopped: the person is told, and the next check starts a new one, loading every table again. */
  function fail(message: string): void {
    requestId += 1; // a check on its way is abandoned: its copies are gone with the validator
    validator?.terminate();
    validator = null;
    mirror.invalidate();
    checking.value = false;
    if (failure.value === null) shell.showNotice(`${WHOLE_CHECK_FAILED}: ${message}`);
    failure.value = message;
  }

  watch([() => project.version, () => project.tables, settings], schedule, { immediate: true });
  onScopeDispose(() => validator?.terminate());

  return { settings, context, summary, checking, failure, rowProblems, cellProblem };
});

function summarise(wire: WireProblems, tables: readonly UrlColumns[], names: readonly string[]): ValidationSummary {
  let errors = 0;
  let warnings = 0;
  const listed: Problem[] = [];
  const crossRow = new WeakMap<UrlColumns, Map<number, FieldProblem[]>>();
  for (let i = 0; i < wire.rows.length; i += 1) {
    const severity = wire.severities[i]!;
    if (severity === 'error') errors += 1;
    else if (severity === 'warning') warnings += 1;
    const table = wire.tables[i]!;
    const field = wire.fields[i]!;
    const code = wire.codes[i]!;
    if (listed.length < LISTED_PROBLEMS) {
      listed.push(problem(severity, code, wire.messages[i]!, { table: names[table], row: wire.rows[i]!, field }));
    }
    const rows = tables[table];
    const stored = wire.rows[i]! - 1;
    if (isCrossRowCode(code) && rows && stored >= 0 && stored < rows.rowCount) {
      let byRow = crossRow.get(rows);
      if (!byRow) crossRow.set(rows, (byRow = new Map()));
      const found = byRow.get(stored) ?? [];
      found.push({ field: field as RowField, severity, code, message: wire.messages[i]! });
      byRow.set(stored, found);
    }
  }
  return { errors, warnings, listed, crossRow };
}
