import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref, shallowRef, watch } from 'vue';
import { CLUSTERS_PER_STEP, completeAllClustersInSteps } from '../../../shared/hreflang/complete-all-clusters';
import { completeCluster } from '../../../shared/hreflang/complete-cluster';
import type { ClusterRow } from '../../../shared/hreflang/hreflang-clusters';
import { isKnownHreflang } from '../../../shared/validation/field-rules';
import { useHistoryStore } from '../history';
import { useProjectStore } from '../project';
import { t } from '../i18n';
import { useNoticesStore } from '../services/notices-store';
import { actionLabel } from '../table/action-label';
import { runInSlices } from '../validation';
import { alternatesCommands } from './alternates-commands';
import { changesText, completionPreview, type CompletionPreview } from './completion-preview';
import { useLanguagesStore } from './languages-store';

/**
 * How completing picks the x-default: the page the rows name most now, none, a page of this cluster
 * (by loc), or each cluster's page in a language.
 */
export type XDefaultChoice =
  { kind: 'most' } | { kind: 'none' } | { kind: 'page'; loc: string } | { kind: 'language'; language: string };

/**
 * Completing the Languages panel's cluster, or every cluster: worked out (all of them a slice of page
 * time at a time), shown as a preview with the x-default chosen, then applied as one undo step.
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
  /** Counts the completions asked for: a slower one asked earlier is dropped. */
  let preparations = 0;

  /** Works out completing this cluster or all of them with the x-default chosen, for the preview. */
  async function prepare(
    scope: CompletionPreview['scope'],
    choice: XDefaultChoice = defaultChoice(scope),
  ): Promise<void> {
    completing.value = scope;
    xDefault.value = choice;
    preview.value = null;
    progress.value = scope === 'all' ? 0 : null;
    const version = project.version;
    const asked = ++preparations;
    const wanted = (): boolean => asked === preparations && project.version === version;
    const made = scope === 'cluster' ? clusterCompletion(choice) : await allCompletion(choice, wanted);
    if (made === null || !wanted()) return;
    preview.value = made;
    progress.value = null;
  }

  function defaultChoice(scope: CompletionPreview['scope']): XDefaultChoice {
    if (scope === 'all') return { kind: 'most' };
    const named = languages.matrix?.xDefault ?? null;
    return named === null ? { kind: 'none' } : { kind: 'page', loc: named };
  }

  function clusterCompletion(choice: XDefaultChoice): CompletionPreview | null {
    const shown = languages.matrix;
    if (!shown) return null;
    const loc = choice.kind === 'page' ? choice.loc : choice.kind === 'most' ? shown.xDefault : null;
    const { changes, conflicts } = completeCluster(shown, loc, isKnownHreflang);
    return completionPreview(
      'cluster',
      1,
      changes,
      conflicts.map((fault) => ({ fault, matrix: shown })),
      locOf,
    );
  }

  async function allCompletion(choice: XDefaultChoice, wanted: () => boolean): Promise<CompletionPreview | null> {
    if (!languages.current) return null;
    const language = choice.kind === 'language' ? choice.language : null;
    const steps = counted(completeAllClustersInSteps(project.tables, languages.clusters!, language), () => {
      progress.value = Math.min(languages.count, progress.value! + CLUSTERS_PER_STEP);
    });
    const done = await runInSlices(steps, wanted);
    return done && completionPreview('all', done.clusters, done.changes, done.conflicts, locOf);
  }

  const locOf = ({ table, row }: ClusterRow): string => project.tables[table]!.rows.get(row, 'loc');

  function cancelCompletion(): void {
    preparations += 1;
    completing.value = null;
    preview.value = null;
    progress.value = null;
  }

  /** Leaves the preview for the cluster a conflict is in, for the person to decide in its rows. */
  function showCluster(place: ClusterRow): void {
    cancelCompletion();
    const at = languages.current ? languages.clusters!.clusterOf(place.table, place.row) : -1;
    if (at >= 0) languages.select(at);
  }

  /** Applies the previewed completion as one undo step. */
  function apply(): void {
    const made = preview.value;
    if (!made) return;
    const label = actionLabel('completeClusters', made.clusters);
    history.runAcross(alternatesCommands(made.changes, project.tables, label));
    notices.showNotice(changesText(made), { label: t('menu.edit.undo'), run: () => history.undo() });
    cancelCompletion();
  }

  // A panel that closes drops what it was completing.
  watch(
    () => languages.open,
    (open) => {
      if (!open) cancelCompletion();
    },
  );

  return { preview, completing, xDefault, progress, prepare, cancelCompletion, showCluster, apply };
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
