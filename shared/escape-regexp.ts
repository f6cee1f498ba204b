/** `text` as a regular expression that matches exactly it: a path's dots, a URL's `?` and `+` taken literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
