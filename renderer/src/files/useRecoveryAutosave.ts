import { describeError } from '../../../shared/describe-error';
import { onScopeDispose, watch } from 'vue';
import {
  createAutosaveScheduler,
  RECOVERY_TIMING,
  useProjectStore,
  useRecoveryStore,
  type AutosaveScheduler,
  type AutosaveTiming,
} from '../project';
import { useProjectFilesStore } from './project-files-store';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';

/**
 * Keeps a recovery copy of unsaved work (see autosave-scheduler.ts for when). Writing waits for a
 * running save, and a failure is said once in the status bar, not on every try.
 */
export function useRecoveryAutosave(timing: AutosaveTiming = RECOVERY_TIMING): void {
  const project = useProjectStore();
  const files = useProjectFilesStore();
  const recovery = useRecoveryStore();
  const notices = useNoticesStore();
  let failed = false;

  const scheduler: AutosaveScheduler = createAutosaveScheduler(timing, async () => {
    if (!project.dirty) return;
    if (files.saving) return scheduler.changed(); // after the save: it may fail, and the copy is still needed
    try {
      await recovery.write();
      failed = false;
    } catch (error) {
      if (!failed) notices.showNotice(t('project.recovery.notKept', { reason: describeError(error) }));
      failed = true;
    }
  });

  watch(
    () => project.changeCount,
    () => {
      if (project.dirty) scheduler.changed();
    },
  );
  // Nothing unsaved (saved, or undone back to what was saved): a copy written meanwhile keeps work there is none of.
  watch(
    () => project.dirty,
    (dirty) => {
      if (dirty) return scheduler.changed();
      scheduler.settle();
      recovery.discard().catch(() => undefined); // a copy that outlives its work is only offered, never applied
    },
  );
  onScopeDispose(() => scheduler.settle());
}
