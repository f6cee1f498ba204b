import sax from 'sax';

/** sax's state while it reads an element's text (its states are not in its types). */
const TEXT_STATE = (sax as unknown as { STATE: Record<string, number> }).STATE.TEXT!;

/**
 * Writes text to sax, telling each `]]>` that stands as it is in an element's text (`found`: the line
 * and column of its first `]`): XML allows it only to end a CDATA section, and sax reads it as text
 * where a strict reader (xmllint) refuses the whole file. In an attribute's value, a comment or a
 * processing instruction it is allowed, and not told. It may be split between two writes: the last
 * two characters written are kept.
 */
export class RawCdataEnds {
  private last = '';

  constructor(
    private readonly parser: sax.SAXParser,
    private readonly found: (place: { line: number; column: number }) => void,
  ) {}

  write(text: string): void {
    let written = 0;
    for (const close of this.closes(text)) {
      // Up to the `>`: sax's state then tells where the `]]` stood.
      this.parser.write(text.slice(written, close));
      written = close;
      // sax has read the `]]` (no line end between them): the first `]` stands a column before where it is.
      if ((this.parser as unknown as { state: number }).state === TEXT_STATE)
        this.found({ line: this.parser.line + 1, column: this.parser.column - 1 });
    }
    this.parser.write(text.slice(written));
    this.last = text.length >= 2 ? text.slice(-2) : (this.last + text).slice(-2);
  }

  /** Where in `text` each `>` closing a `]]` stands, one begun in the last write first (the text is searched as it is, never copied). */
  private *closes(text: string): Generator<number> {
    if ((this.last + text.slice(0, 2)).includes(']]>')) yield this.last.endsWith(']]') && text[0] === '>' ? 0 : 1;
    for (let at = text.indexOf(']]>'); at !== -1; at = text.indexOf(']]>', at + 1)) yield at + 2;
  }
}
