import { onBeforeUnmount } from 'vue';
import { useCheckStore } from '../check';
import { useCrawlStore } from '../crawl';
import { useProjectFilesStore } from '../files';
import { useAppWindowStore } from '../services/app-window-store';
import { useCommandsStore } from '../services/commands';
import { useJobsStore } from '../services/jobs-store';

/**
 * Subscribes the stores to what main sends: menu commands, files the OS asks to open, job progress,
 * a site check's results, a close waiting on unsaved changes.
 */
export function useMainProcessEvents(): void {
  const commands = useCommandsStore();
  const files = useProjectFilesStore();
  const jobs = useJobsStore();
  const check = useCheckStore();
  const crawl = useCrawlStore();
  const stop = useAppWindowStore().listenToMain({
    menuCommand: (command) => void commands.run(command),
    openPathsRequested: ({ paths }) => void files.openLocations(paths, 'new'),
    jobProgress: (progress) => jobs.report(progress),
    siteCheckResults: (batch) => check.receive(batch),
    crawlPages: (batch) => crawl.receive(batch),
    closeRequested: () => void files.answerCloseRequest(),
  });
  onBeforeUnmount(stop);
}
