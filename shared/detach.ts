/**
 * A copy of `text` that does not point into the parser's input chunk. V8 keeps a sliced string's
 * whole parent alive, so a kept loc would otherwise pin 64 KB of XML (DESIGN.md, performance notes);
 * a text a column keeps as it was written (CodedColumn) is copied so too.
 */
export function detach(text: string): string {
  return text.length < 13 ? text : (' ' + text).slice(1);
}
