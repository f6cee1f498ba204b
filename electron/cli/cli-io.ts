/** Where the CLI writes; injected so tests read what a person would see. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

export const EXIT = { ok: 0, problems: 1, usage: 2 } as const;
