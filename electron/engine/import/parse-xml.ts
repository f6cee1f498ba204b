import sax from 'sax';
import { useExactEntities } from './sax-exact-entities';
import { aboutEntity, saxFault, type SaxState } from './sax-fault';
import { finding } from '../../../shared/problem-catalogue';
import { problemAt, type Place, type Problem } from '../../../shared/problems';
import type { UrlRow } from '../../../shared/url-table';
import { resolveNamespaces } from './namespace-scopes';
import { SitemapDocument, StopParsing } from './sitemap-document';
import { problemFromError } from './source-error';
import { SaxLongBuffers } from './sax-long-buffers';
import { DeclarationRefusingParser } from './sax-declarations';
import { unclosedAtEnd } from './sax-unclosed';
import type { LongName } from '../../../shared/problem-catalogue/xml-fault';
import { TextPositions } from './text-positions';
import { CountedPast } from './counted-past';
import { RawCdataEnds } from './raw-cdata-ends';
import { InvalidUtf8Error, Utf8Decoder } from './utf8-decoder';
import { DeclaredDecoder, declaredEncoding, headTells } from './declared-encoding';
import { LooseSpellings } from './sax-loose-spellings';
import { XmlLineEnds } from './xml-line-ends';
import { templateOpening } from '../../../shared/validation/template-code';
import { notXmlCharsIn } from '../../../shared/validation/xml-chars';

/** How sax's error begins for a buffer past its bound (sax.MAX_BUFFER_LENGTH). */
const BUFFER_EXCEEDED = 'Max buffer length exceeded: ';
/** sax.MAX_BUFFER_LENGTH (its types leave it out): the characters a buffer may hold when sax checks. */
const SAX_BUFFER_BOUND = (sax as unknown as { MAX_BUFFER_LENGTH: number }).MAX_BUFFER_LENGTH;
/**
 * sax's buffers of names, which grow a character at a time (about 40 bytes each: a 97 KB gzip of one
 * tag name took 3.5 GB) and are handed on whole: past its bound, the file is refused there.
 */
const LONG_NAMES: Readonly<Record<string, LongName>> = {
  tagName: 'tag',
  attribName: 'attribute',
  entity: 'entity',
  procInstName: 'target',
};

/** How much of a file's opening is kept to recognise a template's front matter or tags. */
const OPENING_CHARS = 4096;

/**
 * Elements nested deeper than this are refused, as libxml2 refuses them by default: every element
 * open is held until it closes, so 95 KB of gzip nesting 14M deep took 3.9 GB (a hostile-input probe).
 * A sitemap nests five deep at most (urlset, url, news:news, news:publication, news:name).
 */
export const MAX_XML_DEPTH = 256;

export interface ParseContext {
  /** The file name used in problem places. */
  file: string;
  report(item: Problem): void;
  /** How many problems of a code the file lists, the rest counted (a parse worker keeps no more); all when not said. */
  listedPerCode?: number;
  onRow(): void;
  /**
   * Takes each row of a sitemap (XML or text) or a CSV or TSV table as it is finished, instead of the
   * file's list of rows: a parse worker puts them in columns at once, so a file's rows never pile up
   * as objects.
   */
  takeRow?(row: UrlRow): void;
  /**
   * The streaming taker of a table parsed as it is taken puts the rows into columns as they come,
   * keeping none (RowBatches.copiedAtOnce): its rows are made as takeRow's are (rowMakingFor).
   */
  batchesCopied?: boolean;
  /**
   * The import's cancel, read before each chunk of content is made (ContentReading): a file ends there
   * with the rows read so far, not once the bytes in hand are parsed (a parse worker holds 4 chunks sent
   * ahead, ~25 MB of XML in a gzip: 3 s); here the source's own read stops with it too.
   */
  signal?: AbortSignal;
}

export interface XmlOutcome {
  document: SitemapDocument;
  /** Reading stopped before the end of the document. */
  partial: boolean;
}

/**
 * Streams decoded XML through sax (strict; namespaces resolved by resolveNamespaces) into a
 * SitemapDocument. Every failure becomes a problem with its place, and the rows finished before
 * it are kept.
 */
export async function parseXml(chunks: AsyncIterable<Buffer>, context: ParseContext): Promise<XmlOutcome> {
  const counted = new CountedPast(context.listedPerCode ?? Infinity, context.report);
  try {
    return await readXml(chunks, { ...context, report: (item) => counted.addBuilt(item) }, counted);
  } finally {
    counted.end();
  }
}

/** parseXml, its findings counted past those listed (`counted`, which context.report reports through). */
async function readXml(
  chunks: AsyncIterable<Buffer>,
  context: ParseContext,
  counted: CountedPast,
): Promise<XmlOutcome> {
  // strictEntities: only XML's five named entities; sax would otherwise expand HTML ones like &nbsp;.
  const options = { xmlns: false, position: true, strictEntities: true } as sax.SAXOptions;
  const parser = new DeclarationRefusingParser(true, options);
  // `&#X41;`: sax's own words for a bad character reference, as if it had refused it itself.
  useExactEntities(parser, () => parser.onerror(new Error('Invalid character entity')) as never);
  // sax counts the characters read on the line: at a line's very start (the end of a file after its
  // last line break) that is 0, where columns count from 1.
  const position = (): { line: number; column: number } => ({
    line: parser.line + 1,
    column: Math.max(1, parser.column),
  });
  const positions = new TextPositions();
  // sax sets startTagPosition one past the `<` of the markup it is handling.
  const tagStart = (): { line: number; column: number } => positions.at(parser.startTagPosition - 1) ?? position();
  const lineEnds = new XmlLineEnds();
  // Read on, as sax does; a strict reader (xmllint) refuses the whole file for it.
  const cdataEnds = new RawCdataEnds(parser, (place) =>
    counted.add('xml-cdata-end-in-text', () => problemAt({ file: context.file, ...place }, 'xml-cdata-end-in-text')),
  );
  // Read on, as sax does; a strict reader (xmllint) refuses the whole file for each.
  const loose = new LooseSpellings(parser, (spelling, at) =>
    counted.add('xml-loosely-written', () => {
      const place = positions.at(at) ?? position();
      return problemAt({ file: context.file, ...place }, 'xml-loosely-written', spelling);
    }),
  );
  const write = (read: string): void => {
    const text = lineEnds.normalize(read);
    positions.write(text, parser.position, parser.line, parser.column);
    loose.written(text, parser.position);
    // sax reads a raw control character as text; a strict reader (xmllint) refuses the whole file for it.
    for (const at of notXmlCharsIn(text)) {
      counted.add('xml-char-invalid', () => {
        const place = positions.at(parser.position + at) ?? position();
        const codePoint = `U+${text.charCodeAt(at).toString(16).toUpperCase().padStart(4, '0')}`;
        return problemAt({ file: context.file, ...place }, 'xml-char-invalid', { codePoint });
      });
    }
    cdataEnds.write(text);
    long.keepChecking();
  };
  const document = new SitemapDocument({
    file: context.file,
    report: context.report,
    position,
    tagStart,
    onRow: context.onRow,
    takeRow: context.takeRow,
  });
  let depth = 0;
  /** Set once the root element closed: sax reads another element after it as if it were inside the root. */
  let rootClosed = false;
  resolveNamespaces(
    parser,
    (element) => {
      if (depth === 0 && rootClosed) {
        const fault = { fault: 'second-root' as const, tag: element.name };
        context.report(problemAt({ file: context.file, ...tagStart() }, 'xml-malformed', { fault }));
        throw new StopParsing();
      }
      if (++depth > MAX_XML_DEPTH) {
        const fault = { fault: 'too-deep' as const, depth: MAX_XML_DEPTH };
        context.report(problemAt({ file: context.file, ...tagStart() }, 'xml-malformed', { fault }));
        throw new StopParsing();
      }
      document.openTag(element);
    },
    (name) => {
      if (--depth === 0) rootClosed = true;
      document.closeTag(name);
    },
    // Read on, the last value kept; a strict reader (xmllint) refuses the whole file for it.
    (name, element) => document.reportAtTag(finding('xml-attribute-repeated', { name, element })),
    (most) => {
      const fault = { fault: 'many-attributes' as const, most };
      context.report(problemAt({ file: context.file, ...tagStart() }, 'xml-malformed', { fault }));
      throw new StopParsing();
    },
  );
  const long = new SaxLongBuffers(parser);
  parser.refuseDeclarations((opening) => {
    const fault = { fault: 'markup-declaration' as const, opening };
    context.report(problemAt({ file: context.file, ...tagStart() }, 'xml-malformed', { fault }));
    throw new StopParsing();
  });
  // resolveNamespaces takes each attribute from here (and out of sax's tag): its whole value.
  const attribute = parser.onattribute;
  parser.onattribute = ({ name, value }) => {
    const whole = long.whole('attribValue', value);
    loose.attribute(name, whole);
    attribute({ name, value: whole });
  };
  parser.ontext = (text) => document.text(text);
  parser.oncdata = (text) => document.cdata(text);
  parser.oncomment = (text) => document.comment(long.whole('comment', text));
  parser.ondoctype = (text) => {
    const doctype = long.whole('doctype', text);
    // `<!DOCTYPE html>`: a web page served where a sitemap was asked for (a soft 404, a login page).
    const html = /^\s*html\b/i.test(doctype);
    // An internal subset declares entities (billion laughs): refused. A DOCTYPE that only names the
    // root (`<!DOCTYPE urlset>`, one with a SYSTEM id) declares nothing read here: xmllint reads the file.
    // A `[` in its quoted SYSTEM or PUBLIC id (`"http://x/[a].dtd"`) opens no subset.
    if (html || doctype.replace(/"[^"]*"|'[^']*'/g, '').includes('[')) {
      document.report('doctype-refused', { html });
      throw new StopParsing();
    }
    loose.doctype(parser.startTagPosition - 1);
    document.report('doctype-ignored', { name: /^\s*(\S*)/.exec(doctype)![1]! });
  };
  parser.onprocessinginstruction = ({ name, body: last }) => {
    const body = long.whole('procInstBody', last);
    // A second declaration is told as such (loose), and neither its place nor its encoding counts.
    if (!loose.instruction(name, body, parser.startTagPosition - 1)) return;
    // Only a byte order mark may stand before the declaration; xmllint refuses even a blank line.
    const before = parser.startTagPosition - 1 - (startsWithBom ? 1 : 0);
    if (before > 0) document.reportAtTag(finding('xml-declaration-not-first', { before }));
    const encoding = /encoding\s*=\s*["']([^"']+)/.exec(body)?.[1];
    if (encoding && !/^utf-?8$/i.test(encoding)) declared = { encoding, place: { file: context.file, ...position() } };
  };
  /** A declaration of another encoding than UTF-8, said once the file was read: whether it was read in it is known then. */
  let declared: { encoding: string; place: Place } | null = null;
  const sayDeclared = (): void => {
    if (declared === null) return;
    const inDeclared = decoder instanceof DeclaredDecoder && decoder.readIn ? decoder : null;
    const readIn = inDeclared !== null;
    const { encoding, place } = declared;
    // The decoder's own name where it differs from the one declared (US-ASCII is read as windows-1252).
    const readAs =
      inDeclared && inDeclared.encoding.toLowerCase() !== encoding.toLowerCase() ? inDeclared.encoding : null;
    const said = { encoding, readIn, ...(readAs ? { readAs } : {}), ...(turnedAt ? { turnedAt } : {}) };
    context.report(problemAt(place, 'encoding-not-utf8', said));
  };
  parser.onerror = (error) => {
    // sax stops at a comment, processing instruction or attribute value past its buffer bound (64 KiB)
    // as if the XML were malformed, losing every URL after it; XML sets them no bound, and the file's
    // cap bounds them. Read on, their text kept small meanwhile (SaxLongBuffers): the bound stays for
    // the text it hands on in pieces.
    if (error.message.startsWith(BUFFER_EXCEEDED)) {
      // A name is handed on whole too, but no name in a sitemap is near the bound: refused, not held.
      const name = LONG_NAMES[error.message.slice(BUFFER_EXCEEDED.length).split('\n')[0]!];
      if (name === undefined) {
        long.spill();
        return void parser.resume();
      }
      const fault = { fault: 'long-name' as const, name, most: SAX_BUFFER_BOUND };
      const place = name === 'entity' ? position() : tagStart();
      context.report(problemAt({ file: context.file, ...place }, 'xml-malformed', { fault }));
      throw new StopParsing();
    }
    const state = parser as unknown as SaxState;
    const said = saxFault(error.message, state);
    // Text before the first tag that is front matter or template tags: a template, one cause and one message.
    const by = said.fault === 'text-before-root' ? templateOpening(opening) : null;
    const fault = by ? { fault: 'template-source' as const, by } : said;
    // A bad entity is found at the character after it; point at its `&`, as xmllint does.
    const column = Math.max(1, aboutEntity(fault) ? parser.column - (state.entity ?? '').length - 1 : parser.column);
    context.report(problemAt({ file: context.file, line: parser.line + 1, column }, 'xml-malformed', { fault }));
    throw new StopParsing();
  };

  /** UTF-8, or the encoding the declaration names (declaredEncoding): chosen once the head tells it. */
  let decoder: Utf8Decoder | DeclaredDecoder | null = null;
  let head: Buffer | null = null;
  let startsWithBom: boolean | null = null;
  /** The file's first characters, to tell a template's opening from other text before the first tag. */
  let opening = '';
  /** Where a file read as UTF-8 turned to the encoding it declares (DeclaredDecoder), at a byte that is not UTF-8. */
  let turnedAt: { line: number; column: number } | null = null;
  const writeDecoded = (text: string): void => {
    const turn = decoder instanceof DeclaredDecoder ? decoder.takeTurn() : null;
    if (turn === null) return write(text);
    write(text.slice(0, turn.index));
    // The parser has consumed the text before the byte, so the byte is one column on.
    turnedAt = { line: parser.line + 1, column: parser.column + 1 };
    write(text.slice(turn.index));
  };
  const decoded = (bytes: Buffer): void => {
    decoder ??= decoderFor(bytes);
    const text = decoder.decode(bytes);
    const bomFirst = startsWithBom === null && text !== '' ? text.startsWith('\uFEFF') : null;
    startsWithBom ??= bomFirst;
    // The decoder dropped the file's byte order mark: one more after it is read past by sax, unsaid.
    if (bomFirst) context.report(problemAt({ file: context.file, line: 1, column: 1 }, 'bom-repeated'));
    if (opening.length < OPENING_CHARS) opening += text.slice(0, OPENING_CHARS - opening.length);
    writeDecoded(text);
  };
  try {
    for await (const chunk of chunks) {
      if (decoder !== null) decoded(chunk);
      else if (headTells((head = head ? Buffer.concat([head, chunk]) : chunk))) decoded(head);
    }
    if (decoder === null) decoded(head ?? Buffer.alloc(0));
    writeDecoded(decoder!.end());
    // Said where it opened, not as sax says it: "Unclosed root tag" at the end of the file.
    const unclosed = unclosedAtEnd(parser);
    if (unclosed !== null) {
      const fault = { fault: 'unclosed-construct' as const, construct: unclosed };
      context.report(problemAt({ file: context.file, ...tagStart() }, 'xml-malformed', { fault }));
      throw new StopParsing();
    }
    parser.close();
  } catch (error) {
    if (error instanceof InvalidUtf8Error) {
      safeWrite(() => write(error.validPrefix));
      // The parser has consumed the text before the bad byte, so the byte is one column on.
      const place = { file: context.file, line: parser.line + 1, column: parser.column + 1 };
      context.report(problemAt(place, 'invalid-utf8', { offset: error.byteOffset }));
    } else if (!(error instanceof StopParsing)) {
      context.report(problemFromError(error, { file: context.file, ...position() }));
    }
    sayDeclared();
    return { document, partial: true };
  }
  sayDeclared();
  if (document.kind === null) {
    document.report('xml-no-root');
    return { document, partial: true };
  }
  return { document, partial: false };
}

/** A decoder of the encoding the file's head declares, else of UTF-8, which says where a byte is not. */
function decoderFor(head: Buffer): Utf8Decoder | DeclaredDecoder {
  const declared = declaredEncoding(head);
  return declared === null ? new Utf8Decoder() : new DeclaredDecoder(declared);
}

/** Feeds text whose handlers may stop parsing; the stop is already reported. */
function safeWrite(write: () => void): void {
  try {
    write();
  } catch (error) {
    if (!(error instanceof StopParsing)) throw error;
  }
}
