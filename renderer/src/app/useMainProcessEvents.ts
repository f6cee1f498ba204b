import { onBeforeUnmount } from 'vue';
import { useCheckStore } from '../check/check-store';
import { useCrawlStore } from '../crawl/crawl-store';
import { useJobsStore } from '../services/jobs-store';
import { useShellStore } from '../services/shell-store';
import { useProjectFilesStore } from '../files/project-files-store';
import { useAppCommands } from './useAppCommands';

/**
 * Subscribes the stores to what main sends: menu commands, files the OS asks to open, job progress,
 * a site check's results, a close waiting on unsaved changes.
 */
export function useMainProcessEvents(): void {
  const { run } = useAppCommands();
  const files = useProjectFilesStore();
  const jobs = useJobsStore();
  const check = useCheckStore();
  const crawl = useCrawlStore();
  const stop = useShellStore().listenToMain({
    menuCommand: (command) => void run(command),
    openPathsRequested: ({ paths }) => void files.openLocations(paths, 'new'),
    jobProgress: (progress) => jobs.report(progress),
    siteCheckResults: (batch) => check.receive(batch),
    crawlPages: (batch) => crawl.receive(batch),
    closeRequested: () => void files.answerCloseRequest(),
  });
  onBeforeUnmount(stop);
}
