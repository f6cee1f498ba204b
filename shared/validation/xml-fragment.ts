/**
 * Whether kept XML (a row's or an entry's `extra`) is one well-formed element, white space around it
 * allowed, and nothing else: the export writes it as it is, so anything else would leave the file no
 * XML (an unclosed tag, an open comment) or make it say more than the row (`</url><url>…` closing
 * the entry and opening another). What the importer keeps always is; a project made or changed by
 * hand may hold anything. Namespaces are not judged here (unwritableExtra judges the element's own).
 */
export function isOneWellFormedElement(raw: string): boolean {
  const scan = new FragmentScan(raw);
  return scan.element() && scan.atEnd();
}

/** A name as XML 1.0 takes it, roughly: what no reader refuses and no markup can hide in. */
const NAME = /[A-Za-z_:\u00c0-\uffff][\w.:\u00b7\u00c0-\uffff-]*/y;
/** The references XML knows without a DTD (the export writes none): the five entities and characters. */
const REFERENCE = /&(?:amp|lt|gt|quot|apos|#[0-9]+|#x[0-9a-fA-F]+);/y;
const SPACE = /[ \t\r\n]*/y;
/** Text up to the next markup or reference; `]]>` may stand in no text. */
const TEXT = /[^<&]*/y;

class FragmentScan {
  private at = 0;

  constructor(private readonly raw: string) {}

  /** Reads one element and everything in it; false where it is not well-formed. */
  element(): boolean {
    this.space();
    const open: string[] = [];
    do {
      if (!this.take('<')) return false;
      if (this.take('/')) {
        const name = this.name();
        this.space();
        if (name === null || name !== open.pop() || !this.take('>')) return false;
      } else {
        const name = this.name();
        if (name === null || !this.attributes()) return false;
        if (!this.take('/>')) {
          if (!this.take('>')) return false;
          open.push(name);
        }
      }
      if (open.length > 0 && !this.content()) return false;
    } while (open.length > 0);
    return true;
  }

  /** Past white space, whether nothing is left. */
  atEnd(): boolean {
    this.space();
    return this.at === this.raw.length;
  }

  /** Text, references, comments, CDATA and processing instructions, up to the next tag (or the end). */
  private content(): boolean {
    for (;;) {
      const text = this.match(TEXT) ?? '';
      if (text.includes(']]>')) return false;
      if (this.at >= this.raw.length) return false; // an element left open
      if (this.raw[this.at] === '&') {
        if (this.match(REFERENCE) === null) return false;
      } else if (this.take('<!--')) {
        const end = this.raw.indexOf('--', this.at);
        if (end < 0 || this.raw[end + 2] !== '>') return false;
        this.at = end + 3;
      } else if (this.take('<![CDATA[')) {
        if (!this.past(']]>')) return false;
      } else if (this.take('<?')) {
        if (!this.past('?>')) return false;
      } else if (this.raw.startsWith('<!', this.at)) {
        return false;
      } else return true; // a tag: element() reads it
    }
  }

  /** Attributes, each once, quoted, with no `<` and only known references; then white space. */
  private attributes(): boolean {
    const seen = new Set<string>();
    for (;;) {
      const spaced = this.space();
      const name = this.name();
      if (name === null) return true;
      if (!spaced || seen.has(name)) return false;
      seen.add(name);
      this.space();
      if (!this.take('=')) return false;
      this.space();
      const quote = this.raw[this.at];
      if (quote !== '"' && quote !== "'") return false;
      const end = this.raw.indexOf(quote, this.at + 1);
      if (end < 0) return false;
      const value = this.raw.slice(this.at + 1, end);
      if (value.includes('<') || !referencesKnown(value)) return false;
      this.at = end + 1;
    }
  }

  private name(): string | null {
    return this.match(NAME);
  }

  /** Skips white space; whether there was any. */
  private space(): boolean {
    return (this.match(SPACE) ?? '').length > 0;
  }

  private take(text: string): boolean {
    if (!this.raw.startsWith(text, this.at)) return false;
    this.at += text.length;
    return true;
  }

  /** Moves past the next `end`; false when there is none. */
  private past(end: string): boolean {
    const at = this.raw.indexOf(end, this.at);
    if (at < 0) return false;
    this.at = at + end.length;
    return true;
  }

  private match(pattern: RegExp): string | null {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.raw);
    if (found === null) return null;
    this.at += found[0].length;
    return found[0];
  }
}

/** Whether every `&` in an attribute's value starts a reference XML knows without a DTD. */
function referencesKnown(value: string): boolean {
  for (let at = value.indexOf('&'); at >= 0; at = value.indexOf('&', at + 1)) {
    REFERENCE.lastIndex = at;
    if (REFERENCE.exec(value) === null) return false;
  }
  return true;
}
