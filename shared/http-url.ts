/** True for an absolute http(s) URL as typed: the scheme and "//" written out, and the whole of it parseable. */
export function isAbsoluteHttpUrl(text: string): boolean {
  return /^https?:\/\//i.test(text) && URL.canParse(text);
}
