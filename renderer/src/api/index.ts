import { inject, type App, type InjectionKey } from 'vue';
import type { SitemapStudioApi } from '../../../shared/ipc-contract';

declare global {
  interface Window {
    sitemapStudio: SitemapStudioApi;
  }
}

const apiKey: InjectionKey<SitemapStudioApi> = Symbol('sitemapStudio');

/**
 * Provides the typed client of the IPC contract to the app: main.ts hands it the client the preload
 * (in Electron) or the web host's bridge (in a browser) put on window; unit tests hand it a fake.
 */
export function installApi(app: App, api: SitemapStudioApi): void {
  app.provide(apiKey, api);
}

/**
 * The client, for a store's setup. The rule, kept by .dependency-cruiser.mjs: only stores
 * (`*-store.ts`) talk to main; components and composables ask a store.
 */
export function useApi(): SitemapStudioApi {
  const api = inject(apiKey, null);
  if (!api) throw new Error('No API client: main.ts installs one with installApi before the app mounts.');
  return api;
}
