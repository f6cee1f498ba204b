/** The two ways an import parses what it reads: on the main thread, and on a pool of parse workers. */
export const IMPORT_PATHS = [
  { name: 'on the main thread', parseWorkers: 0 },
  { name: 'on parse workers', parseWorkers: 2 },
] as const;
