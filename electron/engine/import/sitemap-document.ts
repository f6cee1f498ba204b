import { NAMESPACES } from '../../../shared/protocol';
import type { XmlElement } from './namespace-scopes';
import { writtenAttributes } from './written-attributes';
import type { IndexEntry } from '../../../shared/import-types';
import { finding, type Finding, type ParamsOf, type ProblemCode } from '../../../shared/problem-catalogue';
import { problemOf, type Place, type Problem } from '../../../shared/problems';
import type { UrlRow } from '../../../shared/url-table';
import { findingOf } from '../../../shared/validation/field-problem';
import { checkLastmod } from '../../../shared/validation/scalar-rules';
import { SITEMAP_FIELDS, URL_FIELDS } from '../sitemap-schema';
import { ChildOrder } from './child-order';
import { detach } from '../../../shared/detach';
import { trimXmlSpace } from '../xml-text';
import { locIssue } from './loc-check';
import { RawXmlCapture } from './raw-xml';
import { ownList, rowMakingFor, type RowMaking } from './taken-row';
import { UrlChildren, type Reporter } from './url-children';
import { BoundedText, MAX_VALUE_CHARS, WrittenBudget } from './value-limits';
import { judgeRoot } from './root-element';
import { miswrittenExtension } from './xml-names';

export interface DocumentContext {
  file: string;
  report(item: Problem): void;
  /** Where the parser is now, 1-based. */
  position(): { line: number; column: number };
  /** Where the markup being handled starts (its `<`), 1-based: where a problem about an element belongs. */
  tagStart(): { line: number; column: number };
  /** Called once per finished `<url>`, for progress. */
  onRow(): void;
  /** Takes each finished row instead of `rows` (ParseContext.takeRow). */
  takeRow?(row: UrlRow): void;
}

/** Thrown from a handler to stop parsing after the problem has been reported. */
export class StopParsing extends Error {
  constructor() {
    super('Parsing stopped.');
    this.name = 'StopParsing';
  }
}

/** Any element of another namespace, which the schemas allow after the fields (`xsd:any ##other`). */
const EXTENSION = '#other';
const URL_ORDER = [...URL_FIELDS, EXTENSION];
const SITEMAP_ORDER = [...SITEMAP_FIELDS, EXTENSION];

const enum Field {
  None,
  Loc,
  Lastmod,
  Changefreq,
  Priority,
  /** A field the entry has already had: kept as raw XML, never filled. */
  Repeated,
}

/** Each field's element, by Field (None and Repeated fill none). */
const FIELD_NAMES = ['', 'loc', 'lastmod', 'changefreq', 'priority', ''] as const;

/**
 * The sax handlers for one urlset or sitemapindex. Depth 1 is the root, 2 a `<url>` or
 * `<sitemap>`, 3 their fields; extensions and unknown elements are handed to UrlChildren.
 * The handlers for loc, lastmod, changefreq and priority are kept small: they run a million times.
 */
export class SitemapDocument {
  kind: 'urlset' | 'sitemapindex' | null = null;
  /** The rows read, unless the context takes them. */
  readonly rows: UrlRow[] = [];
  /** The rows read, taken or not. */
  rowCount = 0;
  readonly sitemaps: IndexEntry[] = [];
  /** The line of each index entry's loc, for problems about the child it names. */
  readonly sitemapLines: number[] = [];
  private ns: string = NAMESPACES.sitemap;
  private depth = 0;
  private row: UrlRow | null = null;
  private entry: IndexEntry | null = null;
  private locSeen = false;
  private locLine = 0;
  private locColumn = 0;
  private field = Field.None;
  private readonly value = new BoundedText();
  /** The entry being read had a value too long to keep: it is left out. */
  private entryLeftOut = false;
  private skipFrom = 0;
  private raw: RawXmlCapture | null = null;
  private rawInto: string[] = [];
  /** Where the element kept as written opened, and what is said of it once it is kept. */
  private rawAt: Reporter = () => undefined;
  private rawKept: Finding | null = null;
  private readonly writtenBudget = new WrittenBudget();
  private children: UrlChildren | null = null;
  private order: ChildOrder | null = null;
  /** Rows for a taker (ParseContext.takeRow) or to be kept: rowMaking. */
  private readonly making: RowMaking;
  /** The moment an index entry's lastmod is compared with (not in the future): one for the document. */
  private readonly now = Date.now();

  constructor(private readonly context: DocumentContext) {
    this.making = rowMakingFor(context);
  }

  openTag(node: XmlElement): void {
    const depth = ++this.depth;
    if (this.skipFrom !== 0) return;
    if (this.raw) return this.raw.open(node);
    if (this.children?.busy) return this.children.open(node);
    if (depth === 3) return this.openField(node);
    if (depth === 2) return this.openEntry(node);
    if (depth === 1) return this.openRoot(node);
    this.skip(node, { why: 'in-field' });
  }

  closeTag(name: string): void {
    const depth = this.depth--;
    if (this.skipFrom !== 0) {
      if (depth === this.skipFrom) this.skipFrom = 0;
    } else if (this.raw) {
      if (this.raw.close(name)) this.finishRaw();
    } else if (this.children?.busy) {
      this.children.close(name);
    } else if (depth === 3) {
      this.closeField();
    } else if (depth === 2) {
      this.closeEntry();
    }
  }

  text(text: string): void {
    // An element skipped inside a field goes with its text, as inside an extension's field (url-children).
    if (this.field !== Field.None) {
      if (this.skipFrom === 0) this.value.add(text);
    } else if (this.raw) this.raw.text(text);
    else if (this.children?.busy) this.children.text(text);
    // In the root (between its entries) or in an entry: a loc written without its <url>, say.
    else if ((this.depth === 1 || this.depth === 2) && this.skipFrom === 0 && text.trim() !== '') {
      this.report('stray-text', { text: text.trim().slice(0, 60) });
    }
  }

  cdata(text: string): void {
    if (this.field !== Field.None) {
      if (this.skipFrom === 0) this.value.add(text);
    } else if (this.raw) this.raw.cdata(text);
    else if (this.children?.busy) this.children.cdata(text);
    else this.text(text);
  }

  comment(text: string): void {
    if (this.raw) this.raw.comment(text);
    else if (this.children?.busy) this.children.comment(text);
  }

  /** Reports a problem at the parser's position. */
  report<K extends ProblemCode>(code: K, ...params: ParamsOf<K>): void {
    this.context.report(problemOf({ file: this.context.file, ...this.context.position() }, finding(code, ...params)));
  }

  /** Reports a problem about the element being handled, where its start tag begins (as xmllint does). */
  reportAtTag(found: Finding): void {
    this.context.report(problemOf({ file: this.context.file, ...this.context.tagStart() }, found));
  }

  private openRoot(node: XmlElement): void {
    const { kind, problem: found } = judgeRoot(node);
    if (found) this.reportAtTag(found);
    if (kind === null) throw new StopParsing();
    this.kind = kind;
    this.ns = node.uri;
  }

  private openEntry(node: XmlElement): void {
    const expected = this.kind === 'urlset' ? 'url' : 'sitemap';
    if (node.uri !== this.ns || node.local !== expected) {
      // The right name in another namespace than the standard one of its root (xmlns="" on it): said
      // so, or "<url> is not a <url> entry". Under a root in another (an old one), the plain words.
      const named = node.local === expected && this.ns === NAMESPACES.sitemap;
      return this.skip(node, named ? { expected, namespace: node.uri } : { expected });
    }
    this.reportAttributesNotKept(node);
    this.locSeen = false;
    if (expected === 'url') this.row = this.making.row();
    else this.entry = { loc: '', lastmod: null, extra: [] };
    this.order ??= new ChildOrder(expected, expected === 'url' ? URL_ORDER : SITEMAP_ORDER, {
      order: expected === 'url' ? URL_FIELDS : SITEMAP_FIELDS,
      thenOthers: true,
    });
    this.order.reset();
  }

  private openField(node: XmlElement): void {
    // An entry being left out keeps nothing more: its later fields are passed over unsaid.
    if (this.entryLeftOut) {
      this.skipFrom = this.depth;
      return;
    }
    const outOfOrder = this.order!.next(node.uri === this.ns ? node.local : EXTENSION, node.name);
    if (outOfOrder) this.reportAtTag(finding('schema-order', outOfOrder));
    let repeated = false;
    if (node.uri === this.ns) {
      const field = this.fieldOf(node.local);
      repeated = field === Field.Repeated;
      if (field !== Field.None && !repeated) {
        this.reportAttributesNotKept(node);
        this.field = field;
        this.value.clear();
        if (field === Field.Loc) {
          this.locSeen = true;
          const { line, column } = this.context.position();
          this.locLine = line;
          this.locColumn = column;
        }
        return;
      }
    }
    if (this.row) {
      this.children ??= new UrlChildren(this.ns, this.writtenBudget, {
        report: (found) => this.reportAtTag(found),
        here: () => this.reporterHere(),
        leaveOut: () => (this.entryLeftOut = true),
      });
      if (this.children.start(node, this.row)) return;
    }
    // A second <lastmod> is told once, as repeated, not also as an element we do not know.
    this.startRaw(node, this.row ? ownList(this.row, 'extra') : this.entry!.extra, repeated ? null : keptFinding(node));
  }

  /** A reporter bound to the element being handled now, for what is known of it only once it closes. */
  private reporterHere(): Reporter {
    const place: Place = { file: this.context.file, ...this.context.tagStart() };
    return (found) => this.context.report(problemOf(place, found));
  }

  /** An entry's or its own field's attributes have no place in the model (nor the schema): said, not dropped unsaid. */
  private reportAttributesNotKept(node: XmlElement): void {
    const attributes = writtenAttributes(node);
    if (attributes !== '') this.reportAtTag(finding('attributes-not-kept', { element: node.name, attributes }));
  }

  /** The field a sitemap-namespace element fills; None when it is unknown, Repeated when already filled. */
  private fieldOf(local: string): Field {
    const row = this.row;
    switch (local) {
      case 'loc':
        return this.locSeen ? this.duplicate(local) : Field.Loc;
      case 'lastmod':
        return (row ? row.lastmod : this.entry!.lastmod) === null ? Field.Lastmod : this.duplicate(local);
      case 'changefreq':
        return row && row.changefreq === null ? Field.Changefreq : row ? this.duplicate(local) : Field.None;
      case 'priority':
        return row && row.priority === null ? Field.Priority : row ? this.duplicate(local) : Field.None;
      default:
        return Field.None;
    }
  }

  private duplicate(local: string): Field {
    this.reportAtTag(finding('duplicate-field', { element: local }));
    return Field.Repeated;
  }

  private closeField(): void {
    const field = this.field;
    if (field === Field.None) return;
    this.field = Field.None;
    const chars = this.value.overlong;
    if (chars > 0) {
      this.value.clear();
      this.entryLeftOut = true;
      return this.report('value-too-long', { element: FIELD_NAMES[field], chars, max: MAX_VALUE_CHARS });
    }
    const row = this.row;
    // XML's own white space only: a no-break space or a byte order mark at an end is the value's, and told.
    const trimmed = trimXmlSpace(this.value.value);
    const value = row ? this.making.own(trimmed) : detach(trimmed);
    this.value.clear();
    // An empty lastmod, changefreq or priority says nothing, and written back it would fail the schema.
    if (value === '' && field !== Field.Loc) {
      return this.reportAtTag(finding('empty-field', { element: FIELD_NAMES[field] }));
    }
    if (row) {
      if (field === Field.Loc) row.loc = value;
      else if (field === Field.Lastmod) row.lastmod = value;
      else if (field === Field.Changefreq) row.changefreq = value;
      else row.priority = value;
    } else if (this.entry) {
      if (field === Field.Loc) this.entry.loc = value;
      else {
        this.entry.lastmod = value;
        // An index's entries are no rows validation sees: their lastmod is checked here, as a row's is.
        for (const found of checkLastmod(value, this.now)) this.reportAtTag(findingOf(found));
      }
    }
  }

  private closeEntry(): void {
    if (!this.row && !this.entry) return;
    if (this.entryLeftOut) {
      this.entryLeftOut = false;
      this.writtenBudget.endEntry(false);
      this.row = null;
      this.entry = null;
      return;
    }
    // An index's locs are checked when they are followed; one it leaves empty names nothing to follow.
    const issue = !this.locSeen
      ? finding('loc-missing', { kept: 'absent' })
      : this.row
        ? locIssue(this.row.loc)
        : this.entry!.loc === ''
          ? finding('loc-missing', {})
          : null;
    if (issue) {
      const place: Place = { file: this.context.file, line: this.locLine, column: this.locColumn };
      if (!this.locSeen) Object.assign(place, this.context.position());
      // A row's loc is a cell: name it, so validation's report of the same cell can stand for this one.
      if (this.row) Object.assign(place, { row: this.rowCount + 1, field: 'loc' });
      this.context.report(problemOf(place, issue));
    }
    // A row is kept whatever its loc; an index entry without one is not.
    this.writtenBudget.endEntry(this.row !== null || !issue);
    if (this.row) {
      if (this.context.takeRow) this.context.takeRow(this.row);
      else this.rows.push(this.row);
      this.rowCount++;
      this.row = null;
      this.context.onRow();
    } else {
      // Told above, an entry without a URL is not followed: it was said as a file "listed but not found".
      if (!issue) {
        this.sitemaps.push(this.entry!);
        this.sitemapLines.push(this.locLine);
      }
      this.entry = null;
    }
  }

  private skip(node: XmlElement, why: { why: 'in-field' } | { expected: string; namespace?: string }): void {
    this.reportAtTag(finding('unexpected-element', { element: node.name, ...why }));
    this.skipFrom = this.depth;
  }

  /** Keeps `node` as written into `into`; `kept` is said of it where it opened, once it is kept. */
  private startRaw(node: XmlElement, into: string[], kept: Finding | null): void {
    this.raw = new RawXmlCapture(node, this.ns, this.writtenBudget);
    this.rawInto = into;
    this.rawAt = this.reporterHere();
    this.rawKept = kept;
  }

  private finishRaw(): void {
    const raw = this.raw!;
    this.raw = null;
    const xml = raw.finish();
    if (xml === null) {
      this.entryLeftOut = true;
      return this.rawAt(raw.tooLong());
    }
    this.rawInto.push(xml);
    if (this.rawKept) this.rawAt(this.rawKept);
  }
}

/**
 * What is said of an element kept as written: an extension's namespace written wrongly (https for
 * http) is a warning, since search engines read no image or video from it; any other is a note.
 */
function keptFinding(node: XmlElement): Finding {
  const miswritten = miswrittenExtension(node.uri);
  if (miswritten === null) return finding('unknown-element-kept', { element: node.name });
  return finding('extension-namespace-variant', { element: node.name, namespace: node.uri, ...miswritten });
}
