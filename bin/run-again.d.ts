// The types of run-again.js (plain CommonJS: bin/sitemap-studio.js runs it before anything is built or loaded).

export function runAgainWith(
  env: Record<string, string | undefined>,
  execArgv: readonly string[],
  runHere: () => void,
): void;
