// The types of compile-cache.js (plain CommonJS, run by bin/sitemap-studio.js before anything is built or loaded).

/** What `module.enableCompileCache` answers (Node 22.1 and later). */
export interface CompileCacheAnswer {
  status: number;
  directory?: string;
  message?: string;
}

/** The part of `node:module` the cache is started with. */
export interface CompileCacheModule {
  enableCompileCache?: (folder: string) => CompileCacheAnswer;
  constants?: { compileCacheStatus?: { FAILED: number; ENABLED: number } };
}

export function compileCacheFolder(
  env?: Readonly<Record<string, string | undefined>>,
  platform?: NodeJS.Platform,
  home?: string,
): string;

export function startCompileCache(
  nodeModule?: CompileCacheModule,
  env?: Record<string, string | undefined>,
  folder?: (env: Readonly<Record<string, string | undefined>>) => string,
): CompileCacheAnswer | null;
