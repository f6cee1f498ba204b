import { isAbsolute, resolve } from 'node:path';

export interface ArgvContext {
  /** True when run as `electron .` (or `node script`): the first two arguments are runtime and entry. */
  defaultApp: boolean;
  /** Where relative paths are resolved: the user's working directory, not the package root npm runs in. */
  cwd: string;
}

const HTTP_URL = /^https?:\/\//i;

/** The files, folders and URLs named on a command line, as absolute paths; switches are ignored. */
export function pathsFromArgv(argv: readonly string[], context: ArgvContext): string[] {
  const operands = argv.slice(context.defaultApp ? 2 : 1);
  return operands
    .filter((arg) => arg !== '' && !arg.startsWith('-'))
    .map((arg) => (HTTP_URL.test(arg) || isAbsolute(arg) ? arg : resolve(context.cwd, arg)));
}

/** Paths waiting for the renderer: collected before it is ready, handed over once. */
export function createLaunchQueue(): { add(paths: readonly string[]): void; take(): string[] } {
  let pending: string[] = [];
  return {
    add: (paths) => {
      pending.push(...paths);
    },
    take: () => {
      const taken = pending;
      pending = [];
      return taken;
    },
  };
}
