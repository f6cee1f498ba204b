import { describeError } from '../../../shared/describe-error';
import { acceptHMRUpdate, defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import { formatCount, formatCounted } from '../../../shared/format';
import type { ReceivedFile, ReceivedImport } from '../../../shared/import-types';
import type { ImportedSources } from '../../../shared/ipc-contract';
import { buildImportTree } from '../../../shared/import-tree';
import { planMerge, type DuplicatePolicy } from '../../../shared/merge-rows';
import { failedSources } from '../../../shared/read-failures';
import { nameOfLocation, type OpenPathsResult } from '../../../shared/sources';
import { columnsOfFiles, filesToAdd, hostOfListed, importOrigin } from '../../../shared/tables-from-import';
import { tableNameFromFile } from '../../../shared/url-table';
import { withoutValidationRepeats } from '../../../shared/validation/import-repeats';
import { useApi } from '../api';
import { useDownloadLimitsStore } from './download-limits-store';
import {
  addedSentence,
  mergedSentence,
  newTablesFor,
  TABLE_PER_SITEMAP,
  type Placement,
  type TableChoice,
} from './import-placement';
import { mergeCommand } from './merge-command';
import { receiveImport, rowsToReceive } from './receive-import';
import { applyRetry, planRetry, retryTargets } from './retry-failed';
import { useHistoryStore } from '../history';
import { newTableId, useProjectStore } from '../project';
import { useJobsStore } from '../services/jobs-store';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';

/** The dialog's steps: choose sources, read them, then choose what is added and how. */
export type ImportStep = 'sources' | 'running' | 'review';

/** A source the person chose; `kind` only picks its icon (the engine tells what it really is). */
export interface ChosenSource {
  location: string;
  kind: 'file' | 'folder' | 'url';
}

const NONE: ReadonlySet<string> = new Set();
let runs = 0;
/** The import whose answer the dialog waits for; an answer from any other is dropped. */
let awaited: string | null = null;

/**
 * Importing: the import dialog (what is being imported, the running import, what it found, and how
 * it is to be added), and files opened that are not projects, imported without it. Nothing reaches
 * the project until `confirm`; cancelling at any step adds nothing. Both add through `addToProject`.
 */
export const useImportStore = defineStore('importSession', () => {
  const api = useApi();
  const project = useProjectStore();
  const notices = useNoticesStore();
  const downloadLimits = useDownloadLimitsStore();
  const history = useHistoryStore();
  const jobs = useJobsStore();
  /** Whether the dialog is open. */
  const open = ref(false);
  const step = ref<ImportStep>('sources');
  const sources = ref<ChosenSource[]>([]);
  /**
   * The running job's id: the import in main (picked here so the dialog can show and cancel it at
   * once), then the renderer's own job receiving its rows.
   */
  const jobId = ref<string | null>(null);
  /** Why the last import failed, for the dialog to show; null when it did not. */
  const failure = ref<string | null>(null);
  /** What the import read. Its rows are columns, never reactive. */
  const result = shallowRef<ReceivedImport | null>(null);
  /** Files the person unticked in the tree, by location. */
  const leftOut = shallowRef<ReadonlySet<string>>(new Set());
  const choice = ref<TableChoice>('per-sitemap');
  /** The table's name when everything goes into one new table. */
  const tableName = ref('');
  /** The table to merge into. */
  const targetTableId = ref<string | null>(null);
  const policy = ref<DuplicatePolicy>('update');
  /** How many sources are being read again (`retryFailed`); 0 when no retry runs. */
  const retrying = ref(0);

  const tree = computed(() =>
    result.value
      ? buildImportTree(
          result.value,
          sources.value.map((s) => s.location),
        )
      : [],
  );
  /** The ticked files whose rows would be added. */
  const files = computed(() => (result.value ? filesToAdd(result.value.files, leftOut.value) : []));
  const urlCount = computed(() => files.value.reduce((sum, file) => sum + file.rows.rowCount, 0));
  /** The locations that could not be read, whole or in part: the add button counts them, a retry reads them. */
  const readFailures = computed(() => (result.value ? failedSources(result.value) : []));

  /** Opens the dialog with these sources; `start` reads them at once (a drop, the CSV menu item). */
  function begin(initial: readonly ChosenSource[] = [], start = false): void {
    if (open.value) {
      if (step.value === 'sources') addSources(initial);
      else notices.showNotice(t('import.notice.busy'));
      return;
    }
    sources.value = [];
    result.value = null;
    failure.value = null;
    retrying.value = 0;
    step.value = 'sources';
    open.value = true;
    addSources(initial);
    if (start && sources.value.length > 0) void run();
  }

  function addSources(more: readonly ChosenSource[]): void {
    const known = new Set(sources.value.map((source) => source.location));
    sources.value = [...sources.value, ...more.filter((source) => !known.has(source.location))];
  }

  function removeSource(location: string): void {
    sources.value = sources.value.filter((source) => source.location !== location);
  }

  async function chooseFiles(): Promise<void> {
    const paths = await api.showOpenDialog({ title: t('import.picker.files'), purpose: 'import' });
    addSources(paths.map((location) => ({ location, kind: 'file' })));
  }

  /** File › Import CSV or TSV…: the chosen tables go through the import dialog, read at once. */
  async function chooseTableFiles(): Promise<void> {
    const paths = await api.showOpenDialog({ title: t('import.picker.tables'), purpose: 'table' });
    if (paths.length > 0)
      begin(
        paths.map((location) => ({ location, kind: 'file' })),
        true,
      );
  }

  async function chooseFolder(): Promise<void> {
    const path = await api.showFolderDialog({ title: t('import.picker.folder') });
    if (path) addSources([{ location: path, kind: 'folder' }]);
  }

  /** Reads the sources; a cancelled import, or one whose dialog was closed meanwhile, adds nothing. */
  async function run(): Promise<void> {
    const id = newJobId();
    awaited = id;
    jobId.value = id;
    failure.value = null;
    step.value = 'running';
    let answer: ImportedSources;
    try {
      answer = await api.importSources({
        locations: sources.value.map((source) => source.location),
        options: downloadLimits.options,
        jobId: id,
      });
    } catch (error) {
      if (awaited !== id) return;
      failed(t('import.notice.failed', { reason: messageOf(error) }));
      return;
    }
    if (awaited === id && !answer.cancelled) {
      let received: ReceivedImport | null;
      try {
        received = await receive(answer, (local) => (jobId.value = local));
      } catch (error) {
        failed(nothingAdded(error));
        return;
      }
      if (received !== null && awaited === id) return review(received);
    } else dropRows(answer);
    // Cancelled here, in the status bar, or the dialog was closed while it ran.
    if (awaited === id) close();
    notices.showNotice(t('import.notice.cancelled'));
  }

  /**
   * Reads again what could not be read, whole or in part, through the same import: each new read
   * takes the failed one's place in the tree, so the counts and the add button follow. Cancelled
   * (`stopRetry`, the status bar) or failed, the review stays as it was; the dialog closed, it is dropped.
   */
  async function retryFailed(): Promise<void> {
    const before = result.value;
    const targets = before && retrying.value === 0 ? retryTargets(before) : [];
    if (!before || targets.length === 0) return;
    const id = newJobId();
    awaited = id;
    jobId.value = id;
    retrying.value = targets.length;
    try {
      const answer = await api.importSources({
        locations: targets.map((target) => target.location),
        options: downloadLimits.options,
        jobId: id,
      });
      if (awaited !== id || answer.cancelled) return dropRows(answer);
      const plan = planRetry(before, answer, targets);
      if (plan.drop.length > 0) void api.dropTransfers({ ids: plan.drop }).catch(() => undefined);
      const received = await receive(plan.receive, (local) => (jobId.value = local));
      if (received === null || awaited !== id) return;
      result.value = applyRetry(before, received, plan);
      const left = readFailures.value.length;
      notices.showNotice(
        left === 0
          ? t('import.notice.retriedAll', { count: formatCount(targets.length) }, targets.length)
          : t('import.notice.retriedSome', { count: formatCount(left) }, left),
      );
    } catch (error) {
      if (awaited === id) notices.showNotice(t('import.notice.retryFailed', { reason: messageOf(error) }));
    } finally {
      if (awaited === id) {
        jobId.value = null;
        retrying.value = 0;
      }
    }
  }

  /** Stops reading the failed files again; the review keeps what it had. */
  function stopRetry(): void {
    if (retrying.value > 0 && jobId.value) jobs.cancel(jobId.value);
  }

  /** What was read, for the person to choose what is added and how. */
  function review(received: ReceivedImport): void {
    jobId.value = null;
    result.value = received;
    leftOut.value = new Set();
    tableName.value = suggestedName(sources.value, received.files);
    targetTableId.value = project.activeTableId ?? project.tables[0]?.id ?? null;
    if (choice.value === 'merge' && targetTableId.value === null) choice.value = 'per-sitemap';
    step.value = 'review';
  }

  /**
   * The rows of every file of `answer`, pulled from main as a job of the renderer's own (shown in
   * the status bar and the dialog, cancellable there); `started` hears its id. Null when it was
   * cancelled; a file whose rows did not arrive rejects, naming it. Either way main drops what is
   * left, and nothing is added.
   */
  async function receive(
    answer: ImportedSources,
    started: (jobId: string) => void = () => undefined,
  ): Promise<ReceivedImport | null> {
    const total = rowsToReceive(answer);
    const stop = new AbortController();
    const job = jobs.startLocal(
      t('import.notice.receiving', { urls: formatCounted('import.count.urls', total) }),
      total,
      () => stop.abort(),
    );
    started(job.jobId);
    try {
      return await receiveImport(answer, api.takeSlice, { signal: stop.signal, onRows: job.progress });
    } catch (error) {
      dropRows(answer);
      if (stop.signal.aborted) return null;
      throw error;
    } finally {
      job.finish();
    }
  }

  /** Tells main to let go of rows that will not be taken (an answer cancelled, or a receive stopped). */
  function dropRows(answer: ImportedSources): void {
    void api.dropTransfers({ ids: answer.files.map((file) => file.rows.id) }).catch(() => undefined);
  }

  /** A failed import: the dialog goes back to its sources and says why, and so does the status bar. */
  function failed(message: string): void {
    jobId.value = null;
    failure.value = message;
    step.value = 'sources';
    notices.showNotice(message);
  }

  /** Cancel, Escape or the close button: stops a running import, and closes. */
  /** A dropped file's path on disk: Electron knows it, a browser page gets ''. */
  function pathOfDroppedFile(file: File): string {
    return api.pathForFile(file);
  }

  function cancel(): void {
    if (jobId.value) jobs.cancel(jobId.value);
    close();
  }

  /** Adds what is ticked, as chosen, and closes; the status bar says what was added. */
  function confirm(): void {
    if (!result.value || files.value.length === 0) return;
    const notice = addToProject(result.value, files.value, leftOut.value, {
      choice: choice.value,
      tableName: tableName.value,
      targetTableId: targetTableId.value,
      policy: policy.value,
    });
    close();
    notices.showNotice(notice);
  }

  /**
   * Opens files, folders and URLs that are not projects (Open…, the command line, the OS): read
   * without the dialog and added as a table per sitemap, into a new project or the current one; the
   * problems of opening them are listed. A cancelled import adds nothing.
   */
  async function importOpened(opened: OpenPathsResult, into: 'new' | 'current'): Promise<void> {
    if (into === 'new') project.newProject();
    const locations = opened.sources.filter((source) => source.kind !== 'project').map((source) => source.location);
    const answer = locations.length > 0 ? await api.importSources({ locations }) : null;
    if (answer?.cancelled) dropRows(answer);
    let received: ReceivedImport | null = null;
    try {
      received = answer && !answer.cancelled ? await receive(answer) : null;
      if (answer && received === null) notices.showNotice(t('import.notice.cancelled'));
    } catch (error) {
      notices.showNotice(nothingAdded(error));
    }
    project.addProblems(opened.problems);
    if (received) addToProject(received, filesToAdd(received.files, NONE), NONE, TABLE_PER_SITEMAP);
  }

  /**
   * The one way an import reaches the project: the ticked files as placed, with the import's problems
   * (except those of files left out) and the first robots.txt it read. A merge is one undoable edit.
   * Returns the sentence that tells what was added.
   */
  function addToProject(
    answer: ReceivedImport,
    added: readonly ReceivedFile[],
    without: ReadonlySet<string>,
    placement: Placement,
  ): string {
    const robotsTxt = answer.files.find((file) => file.summary.kind === 'robots')?.robotsText ?? null;
    // The rows added are validated at once, so a cell's problem is listed there, once.
    const problems = withoutValidationRepeats(
      answer.problems.filter((item) => !without.has(item.place.file ?? '')),
      added,
    );
    if (placement.choice !== 'merge') {
      const tables = newTablesFor(added, placement, {
        takenNames: project.tables.map((table) => table.name),
        newId: newTableId,
        origin: importOrigin(
          answer.files.map((file) => file.summary),
          added.map((file) => file.summary),
        ),
      });
      project.addImport({ tables, robotsTxt, problems });
      return addedSentence(tables);
    }
    const table = placement.targetTableId ? project.tableById(placement.targetTableId) : null;
    if (!table) {
      project.addImport({ tables: [], robotsTxt: null, problems });
      return t('import.notice.mergeTargetGone');
    }
    const plan = planMerge(table.rows, columnsOfFiles(added), placement.policy);
    history.run(table.id, mergeCommand(table.rows.rowCount, plan, t('import.notice.mergeLabel', { name: table.name })));
    project.addImport({ tables: [], robotsTxt, problems });
    project.setActiveTable(table.id);
    return mergedSentence(table.name, plan, placement.policy);
  }

  /** Back from the review to the sources, forgetting what was read. */
  function back(): void {
    if (retrying.value > 0) {
      // A retry under way is stopped, and its answer dropped.
      stopRetry();
      awaited = null;
      jobId.value = null;
      retrying.value = 0;
    }
    result.value = null;
    step.value = 'sources';
  }

  function close(): void {
    awaited = null;
    jobId.value = null;
    retrying.value = 0;
    open.value = false;
    result.value = null; // the rows can be a lot of memory
  }

  return {
    chooseTableFiles,
    pathOfDroppedFile,
    open,
    step,
    sources,
    jobId,
    failure,
    result,
    leftOut,
    choice,
    tableName,
    targetTableId,
    policy,
    tree,
    files,
    urlCount,
    readFailures,
    retrying,
    begin,
    addSources,
    removeSource,
    chooseFiles,
    chooseFolder,
    run,
    retryFailed,
    stopRetry,
    cancel,
    confirm,
    importOpened,
    back,
  };
});

const messageOf = (error: unknown): string => describeError(error);
/** An id for an import main runs, picked here so the dialog can show and cancel it at once. */
const newJobId = (): string => `import-${Date.now()}-${(runs += 1)}`;
/** A message with a full stop, so another sentence can follow it. */
const asSentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);
/** An error's message, then that nothing was added. */
const nothingAdded = (error: unknown): string =>
  t('import.notice.nothingAdded', { reason: asSentence(messageOf(error)) });

/**
 * What one table of everything is called unless renamed: the site's host (of the URL named, or of
 * the sitemaps an index or robots.txt lists), else the first file's name.
 */
function suggestedName(sources: readonly ChosenSource[], files: readonly ReceivedFile[]): string {
  const first = sources[0];
  if (!first) return t('import.suggestedName');
  if (first.kind === 'url')
    return URL.canParse(first.location) ? new URL(first.location).host : t('import.suggestedName');
  return hostOfListed(files) ?? tableNameFromFile(nameOfLocation(first.location));
}

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useImportStore, import.meta.hot));
