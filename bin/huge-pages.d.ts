// The types of huge-pages.js (plain CommonJS, run by bin/sitemap-studio.js before anything is built or loaded).

type Env = Readonly<Record<string, string | undefined>>;

export function hugePageMode(read?: () => string): string | null;

export function glibcVersion(report?: {
  excludeNetwork: boolean;
  getReport(): { header: { glibcVersionRuntime?: string } };
}): string | null;

export const PROJECT_FILE_EXTENSION: string;

export const EXPORT_VALUE_OPTIONS: ReadonlySet<string>;

export function exportSources(args: readonly string[]): string[];

export function commandOf(args: readonly string[]): string | null;

export function exportsAProject(args: readonly string[]): boolean;

export function hugePagesEnv(
  env?: Env,
  platform?: NodeJS.Platform,
  mode?: () => string | null,
  glibc?: () => string | null,
): Record<string, string | undefined> | null;

export function streamingRelaunchEnv(args: readonly string[], env?: Env): Record<string, string | undefined> | null;
