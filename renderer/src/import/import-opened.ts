import type { ReceivedImport } from '../../../shared/import-types';
import type { SitemapStudioApi } from '../../../shared/ipc-contract';
import type { OpenPathsResult } from '../../../shared/sources';
import { filesToAdd } from '../../../shared/tables-from-import';
import { TABLE_PER_SITEMAP } from './import-placement';
import type { ImportAdding } from './import-adding';
import type { ImportReceiving } from './import-receiving';
import { nothingAdded } from './import-run';
import { useProjectStore } from '../project';
import { useNoticesStore } from '../services/notices-store';
import { t } from '../i18n';

const NONE: ReadonlySet<string> = new Set();

/** Opening files that are not projects, without the dialog, for the import store, which hands it its API client. */
export function useImportOpened(
  api: Pick<SitemapStudioApi, 'importSources'>,
  { receive, dropRows }: ImportReceiving,
  { addToProject }: Pick<ImportAdding, 'addToProject'>,
) {
  const project = useProjectStore();
  const notices = useNoticesStore();

  /**
   * Opens files, folders and URLs that are not projects (Open…, the command line, the OS): read
   * without the dialog and added as a table per sitemap, into a new project or the current one; the
   * problems of opening them are listed. A cancelled import adds nothing.
   */
  async function importOpened(opened: OpenPathsResult, into: 'new' | 'current'): Promise<void> {
    if (into === 'new') project.newProject();
    const locations = opened.sources.filter((source) => source.kind !== 'project').map((source) => source.location);
    const answer = locations.length > 0 ? await api.importSources({ locations }) : null;
    if (answer?.cancelled) dropRows(answer);
    let received: ReceivedImport | null = null;
    try {
      received = answer && !answer.cancelled ? await receive(answer) : null;
      if (answer && received === null) notices.showNotice(t('import.notice.cancelled'));
    } catch (error) {
      notices.showNotice(nothingAdded(error));
    }
    project.addProblems(opened.problems);
    if (received) addToProject(received, filesToAdd(received.files, NONE), NONE, TABLE_PER_SITEMAP);
  }

  return { importOpened };
}
