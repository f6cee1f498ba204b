import { createParsePool, type ParsePool } from '../../electron/engine/import/parse-pool';

/** A real parse pool (the import's `parsePool` seam) that tells `asked` of each file it is asked to parse, as it is asked. */
export const askingParsePool =
  (asked: (location: string) => void) =>
  (size: number): ParsePool => {
    const pool = createParsePool(size);
    return {
      ...pool,
      parse: (opened, ...rest) => {
        asked(opened.location);
        return pool.parse(opened, ...rest);
      },
    };
  };
