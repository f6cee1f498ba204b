import type { QualifiedAttribute, QualifiedTag, SAXParser, Tag } from 'sax';

/** An element with its namespace resolved, as sax's `xmlns: true` mode gives it. */
export type XmlElement = Pick<QualifiedTag, 'name' | 'prefix' | 'local' | 'uri' | 'attributes'>;

const XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace';
const XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/';

/** Names of elements without attributes remembered per scope: a sitemap has a handful, a stranger file is not held. */
const MOST_PLAIN_ELEMENTS = 64;

/** Prefix → URI. Each element that declares prefixes gets a scope whose prototype is its parent's, as in sax. */
type Scope = Record<string, string>;

/** Reports a namespace error as sax's strict mode does; parsing goes on if it returns, as sax's does. */
export type NamespaceFailure = (message: string) => void;

/**
 * Told of an attribute given again in one start tag (`name` in `element`), which XML forbids
 * (well-formedness, "Unique Att Spec") and sax passes over: the last value is the one read.
 */
export type RepeatedAttribute = (name: string, element: string) => void;

/**
 * Told of a start tag whose attributes reach MOST_ATTRIBUTES, before the next is kept; it may throw to
 * stop the parse. Each is held until the tag ends, so a 100 MB tag of them would hold gigabytes.
 */
export type CrowdedTag = (most: number) => void;

/** The attributes one start tag may have: a sitemap's have a handful, its root a few dozen namespaces at most. */
export const MOST_ATTRIBUTES = 1_000;

/**
 * Has `parser` (sax with `xmlns: false`) hand `open` its elements with their namespaces resolved
 * exactly as sax's `xmlns: true` mode would (same URIs, names and attributes, the same errors with
 * the same messages, to `parser.onerror` at the same place), for about a fifth less parse time:
 * that mode copies every closing element's bindings. Set `parser.onerror` before parsing.
 */
export function resolveNamespaces(
  parser: SAXParser,
  open: (element: XmlElement) => void,
  close: (name: string) => void,
  repeated: RepeatedAttribute = () => undefined,
  crowded: CrowdedTag = () => undefined,
): void {
  // sax's own state: the character read last, and the name of the start tag being read.
  const state = parser as unknown as { c: string; tagName: string };
  const failed: NamespaceFailure = (message) => {
    // As sax's error() writes it; no text is pending inside a start tag, so none is flushed first.
    parser.error = new Error(`${message}\nLine: ${parser.line}\nColumn: ${parser.column}\nChar: ${state.c}`);
    parser.onerror?.(parser.error);
  };
  const scopes = new NamespaceScopes(failed, (name) => repeated(name, state.tagName), crowded);
  // sax empties its attribList three times per tag (`length = 0`, a slow store on an array), though
  // without xmlns it never fills it (attributes go to the tag) and only asks it whether a name is
  // there: a list that is always empty answers the same, for about 5% less parse CPU.
  (parser as unknown as { attribList: unknown }).attribList = { length: 0, indexOf: () => -1 };
  parser.onattribute = ({ name, value }) => {
    scopes.attribute(name, value);
    // Left in the tag, a repeated attribute would be dropped by sax; the namespace mode keeps the last.
    delete parser.tag.attributes[name];
  };
  parser.onopentag = (tag) => open(scopes.open(tag as Tag));
  parser.onclosetag = (name) => {
    scopes.close();
    close(name);
  };
}

/**
 * The namespace scopes of the elements open. Takes sax's `onattribute`, `onopentag` and
 * `onclosetag` (with `xmlns: false`), in order.
 */
export class NamespaceScopes {
  private scope: Scope = Object.create({ xml: XML_NAMESPACE, xmlns: XMLNS_NAMESPACE }) as Scope;
  private readonly outer: Scope[] = [];
  /** The scope of the start tag being read, once one of its attributes declares a prefix. */
  private declared: Scope | null = null;
  private readonly names: string[] = [];
  private readonly values: string[] = [];
  /** The names of `names`, for telling a repeat at once: a start tag of 160,000 attributes searched its list for each in 58 s. */
  private readonly named = new Set<string>();
  /** Elements without attributes made in `plainScope`, by name. */
  private readonly plain = new Map<string, XmlElement>();
  private plainScope: Scope | null = null;

  constructor(
    private readonly fail: NamespaceFailure,
    private readonly repeated: (name: string) => void,
    private readonly crowded: CrowdedTag = () => undefined,
  ) {}

  /** One attribute of the start tag being read; a declaration is checked here, where sax checks it. */
  attribute(name: string, value: string): void {
    if (this.names.length === MOST_ATTRIBUTES) this.crowded(MOST_ATTRIBUTES);
    if (this.named.has(name)) this.repeated(name);
    else this.named.add(name);
    this.names.push(name);
    this.values.push(value);
    const colon = name.indexOf(':');
    if (name !== 'xmlns' && prefixOf(name, colon) !== 'xmlns') return;
    const local = name === 'xmlns' ? '' : localOf(name, colon);
    if (local === 'xml' && value !== XML_NAMESPACE) {
      this.fail(`xml: prefix must be bound to ${XML_NAMESPACE}\nActual: ${value}`);
    } else if (local === 'xmlns' && value !== XMLNS_NAMESPACE) {
      this.fail(`xmlns: prefix must be bound to ${XMLNS_NAMESPACE}\nActual: ${value}`);
    } else {
      this.declared ??= Object.create(this.scope) as Scope;
      this.declared[local] = value;
    }
  }

  /**
   * Qualifies sax's tag and enters its scope. A tag without attributes gets the element made for the
   * last one of its name in the same scope (the same name, prefix and URI, no attributes; readers
   * only read it), so the million `<url>`s and `<loc>`s of a sitemap make no new element each.
   */
  open(tag: Tag): XmlElement {
    const scope = this.declared ?? this.scope;
    this.declared = null;
    let element: XmlElement | undefined;
    if (this.names.length === 0) {
      if (scope !== this.plainScope) {
        this.plain.clear();
        this.plainScope = scope;
      }
      element = this.plain.get(tag.name);
    }
    element ??= this.qualify(tag, scope);
    this.outer.push(this.scope);
    this.scope = scope;
    return element;
  }

  /** Qualifies sax's tag in place; one without attributes whose prefix is bound is remembered for its scope. */
  private qualify(tag: Tag, scope: Scope): XmlElement {
    const { name } = tag;
    const colon = name.indexOf(':');
    const prefix = prefixOf(name, colon);
    let uri = scope[prefix] || '';
    const bound = prefix === '' || uri !== '';
    if (!bound) {
      this.fail(`Unbound namespace prefix: ${JSON.stringify(name)}`);
      uri = prefix;
    }
    const element = tag as unknown as XmlElement;
    element.prefix = prefix;
    element.local = localOf(name, colon);
    element.uri = uri;
    if (this.names.length > 0) {
      element.attributes = this.qualifiedAttributes(scope);
    } else if (bound && this.plain.size < MOST_PLAIN_ELEMENTS) {
      const { local } = element;
      this.plain.set(name, { name, prefix, local, uri, attributes: {} });
    }
    return element;
  }

  /** Leaves the scope of the element closing. */
  close(): void {
    this.scope = this.outer.pop()!;
  }

  private qualifiedAttributes(scope: Scope): Record<string, QualifiedAttribute> {
    const attributes: Record<string, QualifiedAttribute> = {};
    for (let i = 0; i < this.names.length; i++) {
      const name = this.names[i]!;
      const colon = name.indexOf(':');
      const prefix = name === 'xmlns' ? 'xmlns' : prefixOf(name, colon);
      const local = name === 'xmlns' ? '' : localOf(name, colon);
      // An attribute without a prefix is in no namespace: the default one does not apply.
      let uri = prefix === '' ? '' : scope[prefix] || '';
      if (prefix !== '' && prefix !== 'xmlns' && uri === '') {
        this.fail(`Unbound namespace prefix: ${JSON.stringify(prefix)}`);
        uri = prefix;
      }
      attributes[name] = { name, value: this.values[i]!, prefix, local, uri };
    }
    this.names.length = 0;
    this.values.length = 0;
    this.named.clear();
    return attributes;
  }
}

/** As sax splits a qualified name: the part before the first colon, and the part up to the next. */
function prefixOf(name: string, colon: number): string {
  return colon < 0 ? '' : name.slice(0, colon);
}

function localOf(name: string, colon: number): string {
  if (colon < 0) return name;
  const next = name.indexOf(':', colon + 1);
  return next < 0 ? name.slice(colon + 1) : name.slice(colon + 1, next);
}
