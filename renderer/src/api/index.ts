import { defineAppService } from './app-service';
import type { SitemapStudioApi, SitemapStudioBridge } from '../../../shared/ipc-contract';

declare global {
  interface Window {
    sitemapStudio: SitemapStudioBridge;
  }
}

const api = defineAppService<SitemapStudioApi>('API client', 'installApi');

/**
 * Provides the typed client of the IPC contract to the app: main.ts hands it the client the preload
 * (in Electron) or the web host's bridge (in a browser) put on window; unit tests hand it a fake.
 */
export const installApi = api.install;

/**
 * The client, for a store's setup. The rule, kept by .dependency-cruiser.mjs: only stores
 * (`*-store.ts`) talk to main; components and composables ask a store.
 */
export const useApi = api.use;
