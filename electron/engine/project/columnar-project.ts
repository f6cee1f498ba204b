import type { ColumnarProjectData } from '../../../shared/project-file';
import { lastExportOf } from '../../../shared/last-export/exported-urls';
import type { FileIdentity } from '../file-identity';
import { openProjectColumns } from './project-columns';

/** A project file opened whole to be changed, and which file that was when read (for unchangedSince). */
export interface OpenedColumnarProject {
  project: ColumnarProjectData;
  identity: FileIdentity | null;
}

/**
 * Opens a project file into columns as a command changes and saves it (`fix`, `hreflang`): every
 * table's rows in columns, never an object per row (ten million rows in objects outgrew V8's heap),
 * with its check results and what its last export wrote, so a save loses nothing of it (`exported:
 * false`: its URLs checked and let go, for a caller that only reads the tables). `signal` (Ctrl-C)
 * stops the open with its AbortError. `workersUnlessTold`: the most project workers it opens on (--threads),
 * else one per core; a file of few members in lines opens on the calling thread.
 */
export async function openColumnarProject(
  path: string,
  signal?: AbortSignal,
  { exported = true, workersUnlessTold }: { exported?: boolean; workersUnlessTold?: number } = {},
): Promise<OpenedColumnarProject> {
  const opened = await openProjectColumns(path, {
    exported,
    signal,
    workersUnlessTold,
  });
  const { tables: listed, siteChecks: _counted, lastExport, ...header } = opened.header;
  const project: ColumnarProjectData = {
    ...header,
    tables: listed.map(({ rows: _count, ...table }, t) => ({ ...table, rows: opened.tables[t]! })),
    siteChecks: opened.siteChecks,
    ...(lastExport ? { lastExport: { ...lastExportOf(lastExport), urls: opened.exported ?? [] } } : {}),
  };
  return { project, identity: opened.file.identity };
}
