import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { describeError } from '../../../shared/describe-error';
import { formatCount } from '../../../shared/format';
import { pairByRuleInSteps, parsePairRule } from '../../../shared/hreflang/pair-by-rule';
import { pairBySlugsInSteps } from '../../../shared/hreflang/pair-by-slugs';
import { readSlugsCsv, slugsCsvFaultKey } from '../../../shared/hreflang/slugs-csv';
import { withEachPause, type StepProgress } from '../../../shared/run-steps';
import { useApi } from '../api';
import { undoNoticeAction, useHistoryStore } from '../history';
import { t } from '../i18n';
import { useProjectStore } from '../project';
import { useNoticesStore } from '../services/notices-store';
import { actionLabel } from '../table/action-label';
import { runInSlices } from '../validation';
import { pairCommandsInSteps, type PairingProposal, type PairOutcome } from './pairing';

/** How pages are paired: by a rule of their URLs, or by a CSV of translated slugs. */
export type PairingWay = 'rule' | 'csv';

/**
 * Pairing in the Languages panel, for a site whose sitemap lists no alternates yet: the clusters a
 * rule of its URLs proposes (`/{lang}/path`, `{lang}.example.com`, `?lang=`) or a CSV of translated
 * slugs does, worked out a slice of page time at a time (with progress and Cancel), previewed, then
 * added as one undo step.
 */
export const usePairingStore = defineStore('pairing', () => {
  const project = useProjectStore();
  const history = useHistoryStore();
  const notices = useNoticesStore();
  const api = useApi();

  const open = ref(false);
  const way = ref<PairingWay>('rule');
  const ruleText = ref('/{lang}/');
  const outcome = shallowRef<PairOutcome | null>(null);
  /** How far the proposal or the apply under way has come; null when none is. */
  const progress = ref<StepProgress | null>(null);
  /** The project's version the outcome was worked out at: it is applied only while that holds. */
  let outcomeAt = -1;
  /** Counts the runs asked for: a run asked earlier, or cancelled, stops at its next pause. */
  let runs = 0;

  function start(how: PairingWay = 'rule'): void {
    cancel();
    open.value = true;
    way.value = how;
    outcome.value = null;
  }

  function stop(): void {
    cancel();
    open.value = false;
    outcome.value = null;
  }

  /** Stops the proposal or the apply under way; nothing is changed. */
  function cancel(): void {
    runs += 1;
    progress.value = null;
  }

  /** Runs `steps` a slice at a time with progress shown; null once cancelled, closed, or the rows changed. */
  async function stepped<R>(steps: (progress: StepProgress) => Generator<void, R, void>): Promise<R | null> {
    const run = ++runs;
    const version = project.version;
    const shown: StepProgress = { done: 0, total: 0 };
    progress.value = { ...shown };
    const done = await runInSlices(
      withEachPause(steps(shown), () => (progress.value = { ...shown })),
      () => run === runs && open.value && project.version === version,
    );
    if (run === runs) progress.value = null;
    return done;
  }

  /** Works out what the rule would add, changing nothing. */
  async function preview(): Promise<void> {
    const rule = parsePairRule(ruleText.value);
    outcome.value = null;
    if (rule === null) {
      cancel();
      outcome.value = { error: t('languages.pair.notARule') };
      return;
    }
    const version = project.version;
    const proposal = await stepped((shown) => pairByRuleInSteps(project.tables, rule, shown));
    if (proposal === null) return;
    outcome.value = { proposal };
    outcomeAt = version;
  }

  /** Asks for a CSV of translated slugs, reads it and works out what it would add, changing nothing. */
  async function chooseCsv(): Promise<void> {
    const [path] = await api.showOpenDialog({ title: t('languages.pair.csvChoose'), purpose: 'table' });
    if (!path) return;
    outcome.value = null;
    const file = path.split(/[\\/]/).at(-1)!;
    let text: string;
    try {
      text = (await api.readSlugsCsv({ path })).text;
    } catch (error) {
      outcome.value = { error: t('languages.pair.csvFault.unreadable', { file, reason: describeError(error) }) };
      return;
    }
    const read = readSlugsCsv(text);
    if ('fault' in read) {
      outcome.value = { error: t(slugsCsvFaultKey(read.fault), { file, ...read.fault }) };
      return;
    }
    const version = project.version;
    const made = await stepped((shown) => pairBySlugsInSteps(project.tables, read, shown));
    if (made === null) return;
    const { notFound, extraValues, repeated, ...proposal } = made;
    const columns = (conflict: PairingProposal['conflicts'][number]): boolean =>
      conflict.kind === 'unknown-code' && conflict.loc === '';
    const unknownColumns = proposal.conflicts
      .filter(columns)
      .map((conflict) => ('code' in conflict ? conflict.code : ''));
    const conflicts = proposal.conflicts.filter((conflict) => !columns(conflict));
    outcome.value = {
      proposal: { ...proposal, conflicts, csv: { file, notFound, extraValues, repeated, unknownColumns } },
    };
    outcomeAt = version;
  }

  /** Adds the previewed links as one undo step (worked out in slices), and says so with Undo beside it. */
  async function apply(): Promise<void> {
    const made = outcome.value;
    if (!made || !('proposal' in made) || outcomeAt !== project.version) return;
    const { proposal } = made;
    const label = actionLabel('pairByRule', proposal.clusters);
    const commands = await stepped((shown) => pairCommandsInSteps(project.tables, proposal, label, shown));
    if (commands === null) return;
    const ran = history.runAcross(commands);
    notices.showNotice(
      t('languages.complete.added', { count: formatCount(proposal.links) }, proposal.links),
      undoNoticeAction(ran),
    );
    stop();
  }

  return { open, way, ruleText, outcome, progress, start, stop, cancel, preview, chooseCsv, apply };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(usePairingStore, import.meta.hot));
