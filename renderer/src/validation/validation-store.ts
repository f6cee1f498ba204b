import { defineStore } from 'pinia';
import { computed, onScopeDispose, shallowRef, watch } from 'vue';
import { problem, type Problem } from '../../../shared/problems';
import type { UrlRow } from '../../../shared/url-table';
import { type FieldProblem, type RowField } from '../../../shared/validation/field-problem';
import { isCrossRowCode, validateRow } from '../../../shared/validation/validate-rows';
import { rowContext, validationSettings, type ValidationSettings } from './validation-context';
import type { ValidateRequest, ValidateResponse } from './validation-copies';
import { createWorkerMirror } from './validation-mirror';
import type { WireProblems } from './validation-wire';
import { useStartValidator, type Validator } from './validator';
import { useHistoryStore } from '../history/history-store';
import { useProjectStore } from '../project/project-store';
import { useShellStore } from '../shell/shell-store';

/** How many problems the panel lists; the counts always cover all of them. */
export const LISTED_PROBLEMS = 1000;
const DEBOUNCE_MS = 200;
/** What the person is told when the whole-project check fails; edited cells are still checked on their own. */
export const WHOLE_CHECK_FAILED = 'The whole project could not be checked (edited cells still are)';

/** What the last whole-project check found. */
export interface ValidationSummary {
  errors: number;
  warnings: number;
  /** The first LISTED_PROBLEMS problems, with their table, row (1-based) and field. */
  listed: readonly Problem[];
  /** Problems only a whole-table check sees (duplicates), by row, for the cells. */
  crossRow: WeakMap<UrlRow, FieldProblem[]>;
}

const EMPTY: ValidationSummary = { errors: 0, warnings: 0, listed: [], crossRow: new WeakMap() };

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
  const summary = shallowRef<ValidationSummary>(EMPTY);
  /** True while the worker is checking. */
  const checking = shallowRef(false);
  /** Why the whole project could not be checked last time, or null: the problems panel says it. */
  const failure = shallowRef<string | null>(null);

  let cache = new WeakMap<UrlRow, readonly FieldProblem[]>();
  let validator: Validator | null = null;
  let requestId = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  /** The problems of one row, by the row rules now and the last whole-table check. */
  function rowProblems(row: UrlRow): readonly FieldProblem[] {
    void project.version;
    let found = cache.get(row);
    if (!found) {
      found = validateRow(row, context.value);
      const crossRow = summary.value.crossRow.get(row);
      if (crossRow) found = [...found, ...crossRow];
      cache.set(row, found);
    }
    return found;
  }

  /** The worst problem of one cell, or null. */
  function cellProblem(row: UrlRow, field: RowField): FieldProblem | null {
    let worst: FieldProblem | null = null;
    for (const item of rowProblems(row)) {
      if (item.field === field && (!worst || (worst.severity !== 'error' && item.severity === 'error'))) worst = item;
    }
    return worst;
  }

  const mirror = createWorkerMirror(post);
  /** project.version when the last edit was passed on to the worker's copies. */
  let followedVersion = project.version;
  /** Rows changed by something other than an edit command: the copies cannot be patched. */
  function noteUnfollowedChanges(expected: number): void {
    if (project.version !== expected) mirror.invalidate();
    followedVersion = project.version;
  }
  useHistoryStore().onApplied((tableId, command) => {
    // The history bumped the version once for this command; any other bump was not an edit command.
    noteUnfollowedChanges(followedVersion + 1);
    const table = project.tableById(tableId);
    if (table) mirror.follow(table, command);
  });

  function schedule(): void {
    noteUnfollowedChanges(followedVersion);
    checkedAt.value = Date.now();
    cache = new WeakMap();
    requestId += 1; // a check still preparing its rows is stale now
    clearTimeout(timer);
    timer = setTimeout(() => void check(), DEBOUNCE_MS);
  }

  async function check(): Promise<void> {
    const tables = project.tables;
    if (tables.every((table) => table.rows.length === 0)) {
      // Nothing to check: the worker need not keep copies of tables that are gone or emptied.
      await mirror.sync([], () => false);
      summary.value = EMPTY;
      return;
    }
    const id = ++requestId;
    checking.value = true;
    if (!(await mirror.sync(tables, () => id !== requestId))) return; // the rows changed; a newer check follows
    post({
      type: 'check',
      id,
      tables: tables.map((table) => ({ id: table.id, name: table.name })),
      now: checkedAt.value,
      settings: { ...settings.value },
    } satisfies ValidateRequest);
  }

  /** Sends the validator a request, starting it first if there is none (yet, or since it failed). */
  function post(request: ValidateRequest): void {
    try {
      validator ??= startValidator({ answer, fail });
    } catch (error) {
      fail(error instanceof Error ? error.message : String(error));
      return;
    }
    validator.post(request);
  }

  function answer(response: ValidateResponse): void {
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
    cache = new WeakMap();
  }

  /** The validator stopped: the person is told, and the next check starts a new one, loading every table again. */
  function fail(message: string): void {
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

function summarise(
  wire: WireProblems,
  tables: readonly (readonly UrlRow[])[],
  names: readonly string[],
): ValidationSummary {
  let errors = 0;
  let warnings = 0;
  const listed: Problem[] = [];
  const crossRow = new WeakMap<UrlRow, FieldProblem[]>();
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
    if (isCrossRowCode(code)) {
      const row = tables[table]?.[wire.rows[i]! - 1];
      if (!row) continue;
      const found = crossRow.get(row) ?? [];
      found.push({ field: field as RowField, severity, code, message: wire.messages[i]! });
      crossRow.set(row, found);
    }
  }
  return { errors, warnings, listed, crossRow };
}
