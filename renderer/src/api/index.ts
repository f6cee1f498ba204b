import type { SitemapStudioApi } from '../../../shared/ipc-contract';

declare global {
  interface Window {
    sitemapStudio: SitemapStudioApi;
  }
}

/**
 * The typed client of the IPC contract. The preload (in Electron) or the web host's bridge
 * (in a browser) puts it on window before the app starts; stores call it, components do not.
 */
export const api: SitemapStudioApi = window.sitemapStudio;
