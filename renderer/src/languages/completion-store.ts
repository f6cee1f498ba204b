import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';
import { CLUSTERS_PER_STEP, completeAllClustersInSteps } from '../../../shared/hreflang/complete-all-clusters';
import { completeClusterInSteps } from '../../../shared/hreflang/complete-cluster';
import type { ClusterRow } from '../../../shared/hreflang/hreflang-clusters';
import { isKnownHreflang } from '../../../shared/validation/field-rules';
import { undoNoticeAction, useHistoryStore } from '../history';
import { useProjectStore } from '../project';
import { useNoticesStore } from '../services/notices-store';
import { actionLabel } from '../table/action-label';
import { runInSlices } from '../validation';
import { alternatesCommandsInSteps } from '../table/alternates-commands';
import { changesText, completionPreview, type CompletionPreview } from './completion-preview';
import { useLanguagesStore } from './languages-store';

/**
 * How completing picks the x-default: the page the rows name most now, none, a page of this cluster
 * (by loc), or each cluster's page in a language.
 */
export type XDefaultChoice =
  { kind: 'most' } | { kind: 'none' } | { kind: 'page'; loc: string } | { kind: 'language'; language: string };

/**
 * Completing the Languages panel's cluster, or every cluster: worked out a slice of page time at a
 * time (a giant cluster takes seconds), shown as a preview a page of rows at a time with the
 * x-default chosen, then applied, in slices too, as one undo step.
 */
export const useCompletionStore = defineStore('languages-completion', () => {
  const project = useProjectStore();
  const history = useHistoryStore();
  const notices = useNoticesStore();
  const languages = useLanguagesStore();

  const preview = shallowRef<CompletionPreview | null>(null);
  /** The completion being worked out or shown, with its x-default choice. */
  const completing = ref<CompletionPreview['scope'] | null>(null);
  const xDefault = ref<XDefaultChoice>({ kind: 'most' });
  /** Clusters worked out so far while completing all of them; null when not at it. */
  const progress = ref<number | null>(null);
  /** The page of the preview's rows and of its conflicts shown. */
  const rowPage = ref(0);
  const conflictPage = ref(0);
  /** Whether the previewed completion is being applied (its commands made a slice at a time). */
  const applying = ref(false);
  /** Counts the completions asked for: a slower one asked earlier, or cancelled, is dropped. */
  let preparations = 0;
  /** The rows' version the preview shown, or being worked out, is for. */
  let preparedAt = -1;
  /** A row of the cluster being completed, to know it again under another number after an edit. */
  let completedRow: ClusterRow | null = null;

  /** Works out completing this cluster or all of them with the x-default chosen, for the preview. */
  async function prepare(
    scope: CompletionPreview['scope'],
    choice: XDefaultChoice = defaultChoice(scope),
  ): Promise<void> {
    completing.value = scope;
    xDefault.value = choice;
    preview.value = null;
    rowPage.value = 0;
    conflictPage.value = 0;
    applying.value = false;
    progress.value = scope === 'all' ? 0 : null;
    const version = project.version;
    preparedAt = version;
    const asked = ++preparations;
    const wanted = (): boolean => asked === preparations && languages.open && project.version === version;
    const made = scope === 'cluster' ? await clusterCompletion(choice, wanted) : await allCompletion(choice, wanted);
    // Asked for while the clusters are found again (an x-default chosen meanwhile): worked out once they are.
    if (made === null && wanted()) preparedAt = -1;
    if (made === null || !wanted()) return;
    preview.value = made;
    progress.value = null;
  }

  function defaultChoice(scope: CompletionPreview['scope']): XDefaultChoice {
    if (scope === 'all') return { kind: 'most' };
    const named = languages.matrix?.xDefault ?? null;
    return named === null ? { kind: 'none' } : { kind: 'page', loc: named };
  }

  async function clusterCompletion(choice: XDefaultChoice, wanted: () => boolean): Promise<CompletionPreview | null> {
    const shown = languages.matrix;
    if (!shown) return null;
    completedRow = shown.members.find((page) => page.place !== null)?.place ?? null;
    const loc = choice.kind === 'page' ? choice.loc : choice.kind === 'most' ? shown.xDefault : null;
    const done = await runInSlices(completeClusterInSteps(shown, loc, isKnownHreflang), wanted);
    if (done === null) return null;
    const left = done.conflicts.map((fault) => ({ fault, matrix: shown }));
    return completionPreview('cluster', 1, done.changes, left, locOf);
  }

  async function allCompletion(choice: XDefaultChoice, wanted: () => boolean): Promise<CompletionPreview | null> {
    if (!languages.current) return null;
    const language = choice.kind === 'language' ? choice.language : null;
    const steps = counted(completeAllClustersInSteps(project.tables, languages.clusters!, language), () => {
      progress.value = Math.min(languages.count, progress.value! + CLUSTERS_PER_STEP);
    });
    const done = await runInSlices(steps, wanted);
    const without = language === null ? null : { language, clusters: done?.withoutXDefaultLanguage ?? 0 };
    return (
      done && completionPreview('all', done.clusters, done.changes, done.conflicts, locOf, without, done.noXDefault)
    );
  }

  const locOf = ({ table, row }: ClusterRow): string => project.tables[table]!.rows.get(row, 'loc');

  function cancelCompletion(): void {
    preparations += 1;
    completing.value = null;
    preview.value = null;
    progress.value = null;
    applying.value = false;
  }

  /** Leaves the preview for the cluster a conflict is in, for the person to decide in its rows. */
  function showCluster(place: ClusterRow): void {
    cancelCompletion();
    const at = languages.current ? languages.clusters!.clusterOf(place.table, place.row) : -1;
    if (at >= 0) languages.select(at);
  }

  /** Applies the previewed completion as one undo step, its commands made a slice at a time. */
  async function apply(): Promise<void> {
    const made = preview.value;
    if (!made || applying.value) return;
    applying.value = true;
    const asked = preparations;
    const version = project.version;
    const label = actionLabel('completeClusters', made.clusters);
    const tables = project.tables;
    const wanted = (): boolean => asked === preparations && languages.open && project.version === version;
    const commands = await runInSlices(alternatesCommandsInSteps(made.changes, tables, label), wanted);
    if (commands === null || !wanted()) return; // left, or the rows changed: then the preview is worked out again
    const ran = history.runAcross(commands);
    notices.showNotice(changesText(made), undoNoticeAction(ran));
    cancelCompletion();
  }

  // Rows that change while completing (an edit in the grid, an undo) make the preview stale: what is
  // under way is dropped at once, and the preview is worked out again for the rows as they are once
  // the panel has found their clusters again. Never left saying "working" for rows that are gone.
  watch(
    () => project.version,
    () => {
      if (!completing.value) return;
      preparations += 1;
      preview.value = null;
      applying.value = false;
      progress.value = completing.value === 'all' ? 0 : null;
    },
  );
  watch(
    () => (completing.value === 'all' ? languages.current : languages.matrix !== null),
    (ready) => {
      if (ready && completing.value && preparedAt !== project.version) void prepare(completing.value, xDefault.value);
    },
  );
  // A panel that closes, or shows another cluster, drops what it was completing.
  watch(
    () => languages.open,
    (open) => {
      if (!open) cancelCompletion();
    },
  );
  watch(
    () => languages.cluster,
    (at) => {
      if (completing.value !== 'cluster') return;
      // The same rows found again under another number (an edit renumbered the clusters) are still it.
      const same = completedRow !== null && languages.current && at >= 0;
      if (!same || languages.clusters!.clusterOf(completedRow!.table, completedRow!.row) !== at) cancelCompletion();
    },
  );

  return {
    preview,
    completing,
    xDefault,
    progress,
    rowPage,
    conflictPage,
    applying,
    prepare,
    cancelCompletion,
    showCluster,
    apply,
  };
});

/** `steps`, calling `onStep` at each pause. */
function* counted<R>(steps: Generator<void, R, void>, onStep: () => void): Generator<void, R, void> {
  for (let step = steps.next(); ; step = steps.next()) {
    if (step.done) return step.value;
    onStep();
    yield;
  }
}

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(useCompletionStore, import.meta.hot));
