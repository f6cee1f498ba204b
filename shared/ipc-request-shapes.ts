import type { DocumentState, FolderDialogRequest, OpenDialogRequest, SaveDialogRequest } from './app-types';
import type { InvokeName, PublishedDiffPart, RequestOf } from './ipc-contract';
import {
  checkRemovedUrlsShape,
  checkSiteShape,
  crawlSiteShape,
  importSourcesShape,
  requestExportSettings,
  uploadedExportShape,
} from './ipc-job-request-shapes';
import { count, flag, listOf, object, oneOf, optional, orNull, required, text, type Shape } from './json-shape';
import { checkPreferences, type Preferences } from './preferences';
import type { UploadedProject } from './project-file';
import { heldLastExportShape, sourceShape } from './project-shape';
import { pageCheckShape } from './site-check/page-check-shape';
import { transferSliceShape } from './transfer/slice-shape';

/** The error code of a request that is not of its entry's shape; its message names the entry and the field. */
export const BAD_REQUEST = 'bad-request';

/** The shape of every invoke entry's request: a missing entry does not compile. */
export type RequestShapes = { [K in InvokeName]: Shape<RequestOf<K>> };

/** An entry that takes nothing: whatever was sent is dropped, so its handler never sees it. */
const nothing: Shape<void> = { expected: { is: 'object' }, read: () => undefined };

const path = object<{ path: string }>({ path: text });
/** A piece of a transfer, a check-results upload or a report: which, and its place in order. */
const piece = object<{ id: string; index: number }>({ id: text, index: count });

const uploadedProject = object<UploadedProject>({
  id: text,
  name: text,
  tables: required(listOf(object({ id: text, name: text, source: orNull(sourceShape), upload: text }))),
  robotsTxt: orNull(text),
  exportSettings: requestExportSettings,
  siteChecks: object({ upload: text }),
  lastExport: optional(heldLastExportShape),
});

const preferences: Shape<Preferences> = { expected: { is: 'preferences' }, read: checkPreferences };

export const REQUEST_SHAPES: RequestShapes = {
  getAppInfo: nothing,
  takeLaunchPaths: nothing,
  openPaths: object<RequestOf<'openPaths'>>({ paths: required(listOf(text)) }),
  showOpenDialog: object<OpenDialogRequest>({ title: text, purpose: oneOf(['open', 'import', 'table']) }),
  showSaveDialog: object<SaveDialogRequest>({
    title: text,
    defaultName: text,
    purpose: optional(oneOf(['project', 'table'])),
  }),
  showFolderDialog: object<FolderDialogRequest>({ title: text }),
  openProject: path,
  saveProject: object<RequestOf<'saveProject'>>({
    path: text,
    project: uploadedProject,
    replaceChanged: optional(flag),
  }),
  saveRecovery: object<RequestOf<'saveRecovery'>>({ project: uploadedProject, path: orNull(text), savedAt: text }),
  takeRecovery: nothing,
  openChecksUpload: object<RequestOf<'openChecksUpload'>>({ checks: count }),
  putChecks: object<RequestOf<'putChecks'>>({ id: text, index: count, checks: required(listOf(pageCheckShape)) }),
  takeChecks: piece,
  takeStartupNotes: nothing,
  discardRecovery: nothing,
  revealInFolder: path,
  setDocumentState: object<DocumentState>({ title: text, dirty: flag, path: orNull(text), tableOpen: optional(flag) }),
  confirmClose: object<RequestOf<'confirmClose'>>({ close: flag }),
  openExternal: object<RequestOf<'openExternal'>>({ url: text }),
  importSources: importSourcesShape,
  saveTableText: object<RequestOf<'saveTableText'>>({ path: text, upload: text }),
  exportProject: uploadedExportShape,
  previewExport: uploadedExportShape,
  takeSlice: piece,
  openUpload: object<RequestOf<'openUpload'>>({ rows: count }),
  putSlice: object<RequestOf<'putSlice'>>({ id: text, index: count, slice: transferSliceShape }),
  dropTransfers: object<RequestOf<'dropTransfers'>>({ ids: required(listOf(text)) }),
  cancelJob: object<RequestOf<'cancelJob'>>({ jobId: text }),
  setJobPaused: object<RequestOf<'setJobPaused'>>({ jobId: text, paused: flag }),
  checkSite: checkSiteShape,
  checkRemovedUrls: checkRemovedUrlsShape,
  crawlSite: crawlSiteShape,
  comparePublished: object<RequestOf<'comparePublished'>>({ upload: text, url: text, jobId: optional(text) }),
  takePublishedDiff: object<RequestOf<'takePublishedDiff'>>({
    id: text,
    part: oneOf<PublishedDiffPart>(['added', 'removed', 'changed']),
    offset: count,
  }),
  diagnoseUrl: object<RequestOf<'diagnoseUrl'>>({ url: text, jobId: optional(text) }),
  openCheckReport: path,
  putCheckReport: object<RequestOf<'putCheckReport'>>({
    id: text,
    index: count,
    records: required(listOf(listOf(text))),
  }),
  finishCheckReport: object<RequestOf<'finishCheckReport'>>({ id: text, keep: flag }),
  readClipboardText: nothing,
  writeClipboardText: object<RequestOf<'writeClipboardText'>>({ text }),
  readSlugsCsv: path,
  readPreferences: nothing,
  writePreferences: preferences,
  recentProjects: nothing,
  clearRecentProjects: nothing,
};
