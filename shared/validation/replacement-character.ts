/**
 * Whether a text holds U+FFFD, what a decoder puts where bytes were not text (a file saved in another
 * encoding): never a URL's own character, so a URL holding it has lost the one it stood for.
 */
export const holdsReplacementCharacter = (text: string): boolean => text.includes('\uFFFD');
