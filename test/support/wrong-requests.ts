/** Requests of the wrong shape for every IPC contract entry, for the checked handlers and the web host alike. */
import { sliceToTransfer } from '../../shared/columnar/transfer-slice';
import { UrlColumns } from '../../shared/columnar/url-columns';
import { DEFAULT_EXPORT_SETTINGS } from '../../shared/export-settings';
import { INVOKE_NAMES, type InvokeName } from '../../shared/ipc-contract';
import { defaultPreferences } from '../../shared/preferences';
import { emptyRow } from '../../shared/url-table';
import { pageCheck } from './page-checks';

const settings = { ...DEFAULT_EXPORT_SETTINGS, baseUrl: 'https://example.com/', outputFolder: '/out' };
const table = { id: 't1', name: 'Pages', source: null, upload: 'rows-1' };
export const project = {
  id: 'project-1',
  name: 'Shop',
  tables: [table],
  robotsTxt: null,
  exportSettings: settings,
  siteChecks: { upload: 'c1' },
};
const exportRequest = {
  projectId: 'p1',
  tables: [{ id: 't1', name: 'Pages', upload: 'rows-1' }],
  settings,
  robotsTxt: null,
};
export const slice = sliceToTransfer(UrlColumns.fromRows([emptyRow('https://example.com/a')]), 0, 1);

/**
 * For every contract entry, a request of the wrong shape (one member wrong, or missing) and what the
 * error says of it; an entry that takes nothing is sent something, which its handler must not see.
 * A mapped type: an entry added to the contract without a case here does not compile.
 */
export const WRONG: { [K in InvokeName]: { request: unknown; says: string } | { ignores: unknown } } = {
  getAppInfo: { ignores: { paths: ['/etc'] } },
  takeLaunchPaths: { ignores: 'more' },
  openPaths: { request: { paths: '/a.xml' }, says: 'paths: expected a list, found the text "/a.xml"' },
  showOpenDialog: {
    request: { title: 'Open', purpose: 'all' },
    says: 'purpose: expected one of "open", "import", "table"',
  },
  showSaveDialog: {
    request: { title: 'Save', defaultName: 7 },
    says: 'defaultName: expected text, found the number 7',
  },
  showFolderDialog: { request: {}, says: 'title: expected text, found nothing' },
  openProject: { request: { path: ['/p'] }, says: 'path: expected text, found a list' },
  saveProject: {
    request: { path: '/p.sitemapstudio', project: { ...project, exportSettings: { ...settings, maxBytes: 0 } } },
    says: 'project.exportSettings.maxBytes: expected a whole number from 1,024 to 52,428,800, found the number 0',
  },
  saveRecovery: {
    request: { project: { ...project, tables: [{ ...table, upload: 5 }] }, path: null, savedAt: '2026-11-23' },
    says: 'project.tables[0].upload: expected text, found the number 5',
  },
  takeRecovery: { ignores: { path: '/etc/passwd' } },
  openChecksUpload: { request: { checks: -1 }, says: 'checks: expected a whole number from 0 to' },
  putChecks: {
    request: { id: 'c1', index: 0, checks: [{ ...pageCheck(0), status: 'ok' }] },
    says: 'checks[0].status: expected a whole number from 0 to 999 or null, found the text "ok"',
  },
  takeChecks: { request: { id: 'c1', index: 1.5 }, says: 'index: expected a whole number from 0 to' },
  takeStartupNotes: { ignores: [1] },
  discardRecovery: { ignores: { path: '/home' } },
  revealInFolder: { request: { path: null }, says: 'path: expected text, found null' },
  setDocumentState: { request: { title: 'Shop', dirty: 'yes', path: null }, says: 'dirty: expected true or false' },
  confirmClose: { request: { close: 'no' }, says: 'close: expected true or false, found the text "no"' },
  openExternal: { request: { url: 42 }, says: 'url: expected text, found the number 42' },
  importSources: {
    request: { locations: ['/a.xml'], options: { maxDepth: -1 } },
    says: 'options.maxDepth: expected a whole number from 0 to',
  },
  saveTableText: { request: { path: '/t.csv' }, says: 'upload: expected text, found nothing' },
  exportProject: {
    request: { ...exportRequest, settings: { ...settings, format: 'json' } },
    says: 'settings.format: expected one of "xml", "text", found the text "json"',
  },
  previewExport: {
    request: { ...exportRequest, tables: [{ id: 't1', name: 'Pages' }] },
    says: 'tables[0].upload: expected text, found nothing',
  },
  takeSlice: { request: { id: 7, index: 0 }, says: 'id: expected text, found the number 7' },
  openUpload: { request: { rows: '10' }, says: 'rows: expected a whole number from 0 to' },
  putSlice: {
    request: { id: 'rows-1', index: 0, slice: { ...slice, locs: { ...slice.locs, ends: [3] } } },
    says: 'slice.locs.ends: expected an object, found a list',
  },
  dropTransfers: { request: { ids: [1] }, says: 'ids[0]: expected text, found the number 1' },
  cancelJob: { request: {}, says: 'jobId: expected text, found nothing' },
  setJobPaused: { request: { jobId: 'j', paused: 1 }, says: 'paused: expected true or false, found the number 1' },
  checkSite: {
    request: { upload: 'rows-1', ownHosts: ['example.com'], settings: { concurrency: 1000 } },
    says: 'settings.concurrency: expected a whole number from 1 to 64, found the number 1000',
  },
  checkRemovedUrls: {
    request: { ...exportRequest, lastExport: 'last-export-1', check: { obeyRobots: 'yes' } },
    says: 'check.obeyRobots: expected true or false',
  },
  crawlSite: {
    request: { home: 'https://example.com/', limits: { maxDepth: -1 }, settings: {} },
    says: 'limits.maxDepth: expected a whole number from 0 to',
  },
  comparePublished: { request: { upload: 'rows-1', url: null }, says: 'url: expected text, found null' },
  diagnoseUrl: {
    request: { url: 'https://example.com/sitemap.xml', jobId: 7 },
    says: 'jobId: expected text, found the number 7',
  },
  takePublishedDiff: {
    request: { id: 'd', part: 'all', offset: 0 },
    says: 'part: expected one of "added", "removed", "changed", found the text "all"',
  },
  openCheckReport: { request: {}, says: 'path: expected text, found nothing' },
  putCheckReport: {
    request: { id: 'r', index: 0, records: [['https://example.com/', 200]] },
    says: 'records[0][1]: expected text, found the number 200',
  },
  finishCheckReport: { request: { id: 'r', keep: 'yes' }, says: 'keep: expected true or false' },
  readClipboardText: { ignores: 'paste' },
  writeClipboardText: { request: { text: null }, says: 'text: expected text, found null' },
  readSlugsCsv: { request: { path: 3 }, says: 'path: expected text, found the number 3' },
  readPreferences: { ignores: { theme: 'dark' } },
  writePreferences: {
    request: { ...defaultPreferences(), theme: 'pink' },
    says: 'expected preferences, found settings that are not: theme',
  },
  recentProjects: { ignores: { path: '/etc/passwd' } },
  clearRecentProjects: { ignores: true },
};

/** The entries that take a request, each with its wrong one and what the error says. */
export const refusals = INVOKE_NAMES.flatMap((name) => {
  const wrong = WRONG[name];
  return 'says' in wrong ? [{ name, ...wrong }] : [];
});
/** The entries that take nothing, each with something sent anyway. */
export const takingNothing = INVOKE_NAMES.flatMap((name) => {
  const wrong = WRONG[name];
  return 'ignores' in wrong ? [{ name, sent: wrong.ignores }] : [];
});
