/** Trailing path separators, which name the same folder with or without them. */
const TRAILING_SEPARATORS = /(?<=.)[\\/]+$/;

/** Two full paths written the same but for trailing separators: the same folder, as a person gave it. */
export const sameFolder = (a: string, b: string): boolean =>
  a.replace(TRAILING_SEPARATORS, '') === b.replace(TRAILING_SEPARATORS, '');
