/** The import limits' options of every command that imports (parseArgs' table; import-limits.ts reads their values). */
export const IMPORT_LIMIT_OPTIONS = {
  deadline: { type: 'string' },
  'max-files': { type: 'string' },
} as const;
