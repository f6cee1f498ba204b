import type { SAXParser } from 'sax';
import type { LooseSpelling } from '../../../shared/problem-catalogue/loose-spelling';

/** A DOCTYPE as XML spells it (sax takes it in any case). */
const DOCTYPE = '<!DOCTYPE';

/** sax's fields read here (not in its types): the character it is at, and an attribute's quote. */
interface SaxState {
  c: string;
  q: string;
  position: number;
}

/**
 * Tells what sax reads without a word though XML forbids it: a CDATA section opened in another case
 * than `<![CDATA[` (sax compares without case), a DOCTYPE opened so (`<!doctype`), a processing instruction named `xml` in another case
 * (`<?XML …?>`: reserved, and no declaration), a declaration of a version that is not 1.x, a second
 * declaration, and a `<`
 * standing as it is in an attribute's value. Each is read on as sax reads it; `found` says which, at
 * sax's place (the caller finds its line and column). The raw text of an attribute is looked for in
 * the text written last (`written`): a value begun in an earlier write is judged on its part in this one,
 * and a DOCTYPE opened in an earlier write is not judged.
 */
export class LooseSpellings {
  private text = '';
  private start = 0;
  private declared = false;

  constructor(
    private readonly parser: SAXParser,
    private readonly found: (spelling: LooseSpelling, at: number) => void,
  ) {
    const state = parser as unknown as SaxState & { sgmlDecl: string };
    const opened = parser.onopencdata;
    parser.onopencdata = () => {
      // sax has matched `[CDATA` and the character it is at, `[`, without case.
      const opening = `<!${state.sgmlDecl}${state.c}`;
      if (opening !== '<![CDATA[') this.found({ loose: 'cdata-case', opening }, state.position - opening.length);
      opened?.call(parser);
    };
  }

  /** Notes the text next given to sax, which starts at sax's position `start`. */
  written(text: string, start: number): void {
    this.text = text;
    this.start = start;
  }

  /** A processing instruction sax hands on, `name` and `body` as written: whether it is the file's XML declaration (its first). */
  instruction(name: string, body: string, at: number): boolean {
    if (name !== 'xml') {
      if (name.toLowerCase() === 'xml') this.found({ loose: 'reserved-target', name }, at);
      return false;
    }
    if (this.declared) {
      this.found({ loose: 'second-declaration' }, at);
      return false;
    }
    this.declared = true;
    const version = /^\s*version\s*=\s*(["'])(.*?)\1/.exec(body)?.[2];
    if (version !== undefined && !/^1\.[0-9]+$/.test(version)) this.found({ loose: 'version', version }, at);
    return true;
  }

  /** A DOCTYPE sax hands on, opened at sax's position `at` (its `<`): told when not spelled `<!DOCTYPE`. */
  doctype(at: number): void {
    const from = at - this.start;
    if (from < 0) return;
    const opening = this.text.slice(from, from + DOCTYPE.length);
    if (opening.length === DOCTYPE.length && opening !== DOCTYPE) this.found({ loose: 'doctype-case', opening }, at);
  }

  /** An attribute sax hands on as its closing quote is read: its `value` decoded, which holds `<` as written or as a reference. */
  attribute(name: string, value: string): void {
    if (!value.includes('<')) return;
    const { q, position } = this.parser as unknown as SaxState;
    const end = position - 1 - this.start; // the closing quote, in the text written last
    if (end <= 0 || end > this.text.length) return;
    const opening = this.text.lastIndexOf(q, end - 1) + 1;
    const raw = this.text.indexOf('<', opening);
    if (raw !== -1 && raw < end) this.found({ loose: 'less-than-in-attribute', name }, this.start + raw);
  }
}
