import { onBeforeUnmount } from 'vue';
import { api } from '../api';
import { useJobsStore } from './jobs-store';
import { useProjectFilesStore } from '../project/project-files-store';
import { useAppCommands } from './useAppCommands';

/** Subscribes the stores to what main sends: menu commands, files the OS asks to open, job progress, a close waiting on unsaved changes. */
export function useMainProcessEvents(): void {
  const { run } = useAppCommands();
  const files = useProjectFilesStore();
  const jobs = useJobsStore();
  const unsubscribers = [
    api.onMenuCommand((command) => void run(command)),
    api.onOpenPathsRequested(({ paths }) => void files.openLocations(paths, 'new')),
    api.onJobProgress((progress) => jobs.report(progress)),
    api.onCloseRequested(() => void files.answerCloseRequest()),
  ];
  onBeforeUnmount(() => unsubscribers.forEach((unsubscribe) => unsubscribe()));
}
