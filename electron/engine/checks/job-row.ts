/** The stored row (0-based) a worker's job is at, for its failure's message; null between rows. */
export const jobRow: { at: number | null } = { at: null };
