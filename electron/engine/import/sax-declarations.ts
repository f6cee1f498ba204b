import type { SAXParser } from 'sax';

/**
 * The longest that what follows a `<!` grows in sax before it knows a comment (`--`), CDATA
 * (`[CDATA[`) or the DOCTYPE (`DOCTYPE`): it then starts again from nothing.
 */
const LONGEST_KNOWN_OPENING = 7;

/**
 * Refuses any other `<!…>` as soon as it is one. XML allows markup declarations (`<!ELEMENT …>`,
 * `<!ENTITY …>`) only inside a DOCTYPE, which a sitemap's may not hold (parse-xml refuses its internal
 * subset). sax reads one anywhere, hands it on silently, and tests all it has read of it again at
 * each character: `<!X` and 20 MB after it ran for 14 minutes, deaf to Ctrl-C (a hostile-input probe).
 * `refuse` is told its opening: at its `>`, or once it is longer than any known opening.
 */
export function refuseDeclarations(parser: SAXParser, refuse: (opening: string) => never): void {
  let opening = '';
  Object.defineProperty(parser, 'sgmlDecl', {
    get: () => opening,
    set: (grown: string) => {
      opening = grown;
      if (grown.length > LONGEST_KNOWN_OPENING) refuse(grown);
    },
    configurable: true,
    enumerable: true,
  });
  parser.onsgmldeclaration = refuse;
}
