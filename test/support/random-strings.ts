/**
 * Strings for property-style tests of cell encodings: short, from an alphabet heavy in what
 * spreadsheets and CSV treat specially (formula starts, quotes, delimiters, line breaks), seeded so
 * every run tries the same ones.
 */
export const TRICKY_CHARACTERS = ["'", '=', '+', '-', '@', '\t', '\r', '\n', '"', ',', ';', ' ', 'a', 'é', '😀', '0'];

export function randomStrings(count: number, maxLength = 8, seed = 0x9e3779b9): string[] {
  let state = seed >>> 0;
  const next = (below: number): number => {
    // xorshift32: the same sequence on every run
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
  return Array.from({ length: count }, () => {
    let text = '';
    for (let length = next(maxLength + 1); length > 0; length -= 1)
      text += TRICKY_CHARACTERS[next(TRICKY_CHARACTERS.length)];
    return text;
  });
}

/** Every string of up to `maxLength` characters from the alphabet: a proof by enumeration for short strings. */
export function allStrings(alphabet: readonly string[], maxLength: number): string[] {
  let level = [''];
  const all = [''];
  for (let length = 1; length <= maxLength; length += 1) {
    level = level.flatMap((prefix) => alphabet.map((char) => prefix + char));
    all.push(...level);
  }
  return all;
}
