/** Where the CLI writes; injected so tests read what a person would see. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;

/** Prints what was wrong with the command line and the command's usage; exit code 2. */
export function usageError(io: CliIo, message: string, usage: string): number {
  io.err(`${message}\n\n${usage}`);
  return EXIT.usage;
}
