import type { XmlElement } from './namespace-scopes';
import { childSequence, type RecordSchema } from '../sitemap-schema';
import { ChildOrder, type SchemaOrder } from './child-order';
import { detach } from '../../../shared/detach';
import { RawXmlCapture } from './raw-xml';
import { trimXmlSpace } from '../xml-text';
import { writtenAttributes } from './written-attributes';
import { BoundedText, type WrittenBudget } from './value-limits';
import type { Finding } from '../../../shared/problem-catalogue';

export interface CollectedField {
  path: string;
  value: string;
  attributes: Record<string, string>;
}

export interface CollectorEvents {
  /** A child out of the schema's order, as it opens. */
  outOfOrder(found: SchemaOrder): void;
  /**
   * An element to keep as written opens (with `attributes` as written, for a known one whose field
   * is left empty). What it returns is told when it closes: null once kept, else what is said of
   * it, too long to keep (its entry then left out).
   */
  keptRaw(element: string, attributes: string | null): (tooLong: Finding | null) => void;
  /** A field's text ran past MAX_VALUE_CHARS: told as it closes, the field not kept. */
  tooLong(element: string, chars: number): void;
  /** An element inside a field's text (mixed content), as it opens: it and its text are left out. */
  insideField(element: string): void;
}

/**
 * Collects the children of one extension element (`image:image`, `video:video`, `news:news`) as
 * path → text, matched by namespace URI and local name. Anything the schema does not know, or a
 * known element with an attribute we do not model, is kept as raw XML; what is found is told to `events`.
 */
export class RecordCollector {
  readonly fields: CollectedField[] = [];
  readonly extra: string[] = [];
  /** The first text outside any field (beside the element's children), which nothing keeps; the caller reports it. */
  strayText: string | null = null;
  /** An element was met in a record whose schema `skipsContent`, and passed over. */
  contentSkipped = false;
  private readonly path: string[] = [];
  private depth = 0;
  private leaf: CollectedField | null = null;
  private leafName = '';
  private leafDepth = 0;
  private readonly leafText = new BoundedText();
  private raw: RawXmlCapture | null = null;
  private rawClosed: (tooLong: Finding | null) => void = () => undefined;
  /** The depth of the element being skipped, else 0. */
  private skipFrom = 0;
  /** One order check per open level: the record's children, then a container's. */
  private readonly orders: ChildOrder[];

  constructor(
    private readonly schema: RecordSchema,
    private readonly contextDefaultNs: string,
    private readonly budget: WrittenBudget,
    element: string,
    private readonly events: CollectorEvents,
  ) {
    this.orders = [new ChildOrder(element, childSequence(schema))];
  }

  open(node: XmlElement): void {
    this.depth++;
    if (this.skipFrom !== 0) return;
    if (this.raw) return this.raw.open(node);
    if (this.leaf) {
      this.events.insideField(node.name);
      return;
    }
    if (this.schema.skipsContent) {
      this.contentSkipped = true;
      this.skipFrom = this.depth;
      return;
    }
    const path = [...this.path, node.local].join('/');
    if (node.uri === this.schema.ns) {
      const found = this.orders[this.orders.length - 1]!.next(node.local, node.name);
      if (found) this.events.outOfOrder(found);
    }
    const container = node.uri === this.schema.ns && this.schema.containers.includes(path);
    if (container && !hasUnknownAttributes(node, [])) {
      this.path.push(node.local);
      this.orders.push(new ChildOrder(node.name, childSequence(this.schema, path)));
      return;
    }
    const known = node.uri === this.schema.ns ? this.schema.leaves[path] : undefined;
    if (known && !hasUnknownAttributes(node, known)) {
      this.leaf = { path, value: '', attributes: attributeValues(node) };
      this.leafName = node.name;
      this.leafDepth = this.depth;
      this.leafText.clear();
      return;
    }
    this.rawClosed = this.events.keptRaw(node.name, container || known ? writtenAttributes(node, known) : null);
    this.raw = new RawXmlCapture(node, this.contextDefaultNs, this.budget);
  }

  text(text: string): void {
    if (this.skipFrom !== 0) return;
    if (this.raw) this.raw.text(text);
    else this.fieldText(text);
  }

  cdata(text: string): void {
    if (this.skipFrom !== 0) return;
    if (this.raw) this.raw.cdata(text);
    else this.fieldText(text);
  }

  /** Text in a leaf is its value (not inside an element ignored in it); text between fields is stray. */
  private fieldText(text: string): void {
    if (this.leaf) {
      if (this.depth === this.leafDepth) this.leafText.add(text);
    } else if (this.strayText === null && text.trim() !== '') {
      this.strayText = text.trim().slice(0, 60);
    }
  }

  comment(text: string): void {
    this.raw?.comment(text);
  }

  /** Closes one element; true when the extension element itself has closed. */
  close(name: string): boolean {
    const depth = this.depth--;
    if (depth === 0) return true;
    if (this.skipFrom !== 0) {
      if (depth === this.skipFrom) this.skipFrom = 0;
    } else if (this.raw) {
      if (this.raw.close(name)) {
        const xml = this.raw.finish();
        if (xml !== null) this.extra.push(xml);
        this.rawClosed(xml === null ? this.raw.tooLong() : null);
        this.raw = null;
      }
    } else if (this.leaf) {
      if (depth === this.leafDepth) {
        if (this.leafText.overlong > 0) this.events.tooLong(this.leafName, this.leafText.overlong);
        else {
          this.leaf.value = detach(trimXmlSpace(this.leafText.value));
          this.fields.push(this.leaf);
        }
        this.leafText.clear();
        this.leaf = null;
      }
    } else {
      this.path.pop();
      this.orders.pop();
    }
    return false;
  }
}

function hasUnknownAttributes(node: XmlElement, known: readonly string[]): boolean {
  for (const attribute of Object.values(node.attributes)) {
    if (attribute.prefix === 'xmlns') continue;
    if (attribute.prefix !== '' || !known.includes(attribute.local)) return true;
  }
  return false;
}

function attributeValues(node: XmlElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const attribute of Object.values(node.attributes)) {
    if (attribute.prefix === '') values[attribute.local] = detach(attribute.value);
  }
  return values;
}
