import sax from 'sax';

/**
 * The longest that what follows a `<!` grows in sax before it knows a comment (`--`), CDATA
 * (`[CDATA[`) or the DOCTYPE (`DOCTYPE`): it then starts again from nothing.
 */
const LONGEST_KNOWN_OPENING = 7;

/**
 * sax's parser, refusing any other `<!…>` as soon as it is one. XML allows markup declarations
 * (`<!ELEMENT …>`, `<!ENTITY …>`) only inside a DOCTYPE, which a sitemap's may not hold (parse-xml
 * refuses its internal subset). sax reads one anywhere, hands it on silently, and tests all it has
 * read of it again at each character: `<!X` and 20 MB after it ran for 14 minutes, deaf to Ctrl-C (a
 * hostile-input probe). What sax has read of it (its buffer `sgmlDecl`) is watched by an accessor on
 * this class, not on the parser itself: one defined on the parser made V8 keep its properties in a
 * dictionary, and sax reads them at every character (the streaming export of 1M URLs took twice the
 * CPU: 21.9 → 45.1 s in the bisection that found it).
 */
export class DeclarationRefusingParser extends sax.SAXParser {
  private opening = '';
  /** Told the opening of a markup declaration: at its `>`, or once it is longer than any known opening. */
  private refuse: ((opening: string) => never) | null = null;

  get sgmlDecl(): string {
    return this.opening;
  }

  set sgmlDecl(grown: string) {
    this.opening = grown;
    if (grown.length > LONGEST_KNOWN_OPENING) this.refuse?.(grown);
  }

  /** Refuses each markup declaration read from now on by `refuse`, which throws. */
  refuseDeclarations(refuse: (opening: string) => never): void {
    this.refuse = refuse;
    this.onsgmldeclaration = refuse;
  }
}
