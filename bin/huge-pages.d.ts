// The types of huge-pages.js (plain CommonJS, run by bin/sitemap-studio.js before anything is built or loaded).

export function hugePageMode(read?: () => string): string | null;

export function commandOf(args: readonly string[]): string | null;

export function hugePagesEnv(
  args: readonly string[],
  env?: Readonly<Record<string, string | undefined>>,
  platform?: NodeJS.Platform,
  mode?: () => string | null,
): Record<string, string | undefined> | null;
