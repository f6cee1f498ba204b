import { computed, ref, shallowRef } from 'vue';
import type { ReceivedImport } from '../../../shared/import-types';
import { buildImportTree } from '../../../shared/import-tree';
import type { DuplicatePolicy } from '../../../shared/merge-rows';
import { failedSources } from '../../../shared/read-failures';
import { filesToAdd } from '../../../shared/tables-from-import';
import type { TableChoice } from './import-placement';

/** The dialog's steps: choose sources, read them, then choose what is added and how. */
export type ImportStep = 'sources' | 'running' | 'review';

/** A source the person chose; `kind` only picks its icon (the engine tells what it really is). */
export interface ChosenSource {
  location: string;
  kind: 'file' | 'folder' | 'url';
}

/** What the import dialog holds, from the sources chosen to how what was read is to be added. */
export function importDialogState() {
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

  return {
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
  };
}

export type ImportDialogState = ReturnType<typeof importDialogState>;
