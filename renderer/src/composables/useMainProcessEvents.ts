import { onBeforeUnmount } from 'vue';
import { api } from '../api';
import { useJobsStore } from '../stores/jobs';
import { useProjectStore } from '../stores/project';
import { useAppCommands } from './useAppCommands';

/** Subscribes the stores to what main sends: menu commands, files the OS asks to open, job progress. */
export function useMainProcessEvents(): void {
  const { run } = useAppCommands();
  const project = useProjectStore();
  const jobs = useJobsStore();
  const unsubscribers = [
    api.onMenuCommand((command) => void run(command)),
    api.onOpenPathsRequested(({ paths }) => void project.openPaths(paths, 'new')),
    api.onJobProgress((progress) => jobs.report(progress)),
  ];
  onBeforeUnmount(() => unsubscribers.forEach((unsubscribe) => unsubscribe()));
}
