import { acceptHMRUpdate, defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import { formatCount } from '../../../shared/format';
import { useHistoryStore } from '../history';
import { t } from '../i18n';
import { useProjectStore } from '../project';
import { useNoticesStore } from '../services/notices-store';
import { actionLabel } from '../table/action-label';
import { alternatesCommands } from './alternates-commands';
import { pairReplacements, proposePairs, type PairOutcome } from './pairing';

/**
 * Pair by rule, in the Languages panel: for a site whose sitemap lists no alternates yet, the
 * clusters a rule of its URLs proposes (`/{lang}/path`, `{lang}.example.com`, `?lang=`), previewed,
 * then added as one undo step.
 */
export const usePairingStore = defineStore('pairing', () => {
  const project = useProjectStore();
  const history = useHistoryStore();
  const notices = useNoticesStore();

  const open = ref(false);
  const ruleText = ref('/{lang}/');
  const outcome = shallowRef<PairOutcome | null>(null);
  /** The project's version the outcome was worked out at: it is applied only while that holds. */
  let outcomeAt = -1;

  function start(): void {
    open.value = true;
    outcome.value = null;
  }

  function stop(): void {
    open.value = false;
    outcome.value = null;
  }

  /** Works out what the rule would add, changing nothing. */
  function preview(): void {
    outcome.value = proposePairs(project.tables, ruleText.value);
    outcomeAt = project.version;
  }

  /** Adds the previewed links as one undo step, and says so with Undo beside it. */
  function apply(): void {
    const made = outcome.value;
    if (!made || !('proposal' in made) || outcomeAt !== project.version) return;
    const { proposal } = made;
    const label = actionLabel('pairByRule', proposal.clusters);
    history.runAcross(alternatesCommands(pairReplacements(project.tables, proposal), project.tables, label));
    notices.showNotice(t('languages.complete.added', { count: formatCount(proposal.links) }, proposal.links), {
      label: t('menu.edit.undo'),
      run: () => history.undo(),
    });
    stop();
  }

  return { open, ruleText, outcome, start, stop, preview, apply };
});

if (import.meta.hot) import.meta.hot.accept(acceptHMRUpdate(usePairingStore, import.meta.hot));
