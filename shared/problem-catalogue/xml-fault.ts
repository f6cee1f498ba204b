/*
 * Why an XML file is not well-formed, as facts: the XML parser's (sax's) known refusals, each with
 * what it names. The catalogues word them (`problemParts.xml`): English keeps sax's own words, but
 * for entities, where a bare & in a URL's query is the most common fault of all.
 */

import type { TemplateOpening } from '../validation/template-code';
import { formatCount } from '../format';
import { part, type Part } from './wording';

export type XmlFault =
  /** `tag`: the innermost element still open at the end, when known. */
  | { fault: 'unclosed-root'; tag: string | null }
  | { fault: 'unexpected-end' }
  /** `open`: the element the close tag should have closed. */
  | { fault: 'unexpected-close'; tag: string; open: string | null }
  | { fault: 'unmatched-close'; tag: string }
  | { fault: 'empty-close' }
  /** `entity`: what stood between `&` and `;`. */
  | { fault: 'bad-entity'; entity: string }
  | { fault: 'bad-entity-name'; entity: string }
  | { fault: 'entity-limit'; limit: 'count' | 'depth' }
  | { fault: 'text-before-root' }
  /** Text before the first tag that is a template's: front matter or template tags, never filled in. */
  | { fault: 'template-source'; by: TemplateOpening }
  | { fault: 'text-outside-root' }
  | { fault: 'unencoded-lt' }
  | { fault: 'bad-comment' }
  | { fault: 'misplaced-doctype' }
  | { fault: 'bad-tag-name' }
  | { fault: 'bad-self-close' }
  | { fault: 'bad-attribute-name' }
  | { fault: 'attribute-without-value'; attribute: string }
  | { fault: 'unquoted-attribute'; attribute: string }
  | { fault: 'attributes-together' }
  | { fault: 'bad-close-name' }
  | { fault: 'bad-close-characters' }
  /** `name`: the element or attribute whose prefix no xmlns declares. */
  | { fault: 'unbound-prefix'; name: string }
  /** xml: or xmlns: declared with another namespace than its own (`actual`). */
  | { fault: 'reserved-prefix'; prefix: 'xml' | 'xmlns'; namespace: string; actual: string }
  /** Elements nested more than `depth` deep (MAX_XML_DEPTH). */
  | { fault: 'too-deep'; depth: number }
  /** A start tag of more than `most` attributes (MOST_ATTRIBUTES): held until it ends, each a string and more. */
  | { fault: 'many-attributes'; most: number }
  /** A second root element (`tag`, as written) after the first closed: sax reads on as if it were inside the first. */
  | { fault: 'second-root'; tag: string }
  /** A `<!` that opens no comment, CDATA or DOCTYPE (`<!ELEMENT …>`): allowed only inside a DOCTYPE. `opening`: its first characters. */
  | { fault: 'markup-declaration'; opening: string }
  /** A tag's, attribute's, entity's or processing instruction's name of more than `most` characters (sax's buffer bound). */
  | { fault: 'long-name'; name: LongName; most: number }
  /** A comment, CDATA, tag… opened and never closed before the end of the text: all after it was read as part of it. */
  | { fault: 'unclosed-construct'; construct: UnclosedConstruct }
  /** A refusal this version does not know: sax's words. */
  | { fault: 'other'; words: string };

/**
 * Whether the fault is a bound of this app's reading (elements nested too deep, a start tag of too
 * many attributes), which well-formed XML may pass: each open element and attribute is held until it
 * closes, and a small file of millions would take gigabytes.
 */
export const isReadBound = (fault: XmlFault): boolean =>
  fault.fault === 'too-deep' || fault.fault === 'many-attributes' || fault.fault === 'long-name';

/** What may be left open at the end of an XML text. */
export type UnclosedConstruct =
  'comment' | 'cdata' | 'instruction' | 'doctype' | 'attribute-value' | 'tag' | 'close-tag';

/** Whose name grew past sax's buffer bound. */
export type LongName = 'tag' | 'attribute' | 'entity' | 'target';

/** sax's words for each fault without a parameter, as it writes them (first line, no full stop). */
export const SAX_WORDS = {
  'unexpected-end': 'Unexpected end',
  'empty-close': 'Weird empty close tag',
  'text-before-root': 'Non-whitespace before first tag',
  'text-outside-root': 'Text data outside of root node',
  'unencoded-lt': 'Unencoded <',
  'bad-comment': 'Malformed comment',
  'misplaced-doctype': 'Inappropriately located doctype declaration',
  'bad-tag-name': 'Invalid character in tag name',
  'bad-self-close': 'Forward-slash in opening tag not followed by >',
  'bad-attribute-name': 'Invalid attribute name',
  'attributes-together': 'No whitespace between attributes',
  'bad-close-name': 'Invalid tagname in closing tag',
  'bad-close-characters': 'Invalid characters in closing tag',
} as const satisfies Partial<Record<XmlFault['fault'], string>>;

/** The message of each fault without a parameter. */
const PLAIN: Record<keyof typeof SAX_WORDS, string> = {
  'unexpected-end': 'unexpectedEnd',
  'empty-close': 'emptyClose',
  'text-before-root': 'textBeforeRoot',
  'text-outside-root': 'textOutsideRoot',
  'unencoded-lt': 'unencodedLt',
  'bad-comment': 'badComment',
  'misplaced-doctype': 'misplacedDoctype',
  'bad-tag-name': 'badTagName',
  'bad-self-close': 'badSelfClose',
  'bad-attribute-name': 'badAttributeName',
  'attributes-together': 'attributesTogether',
  'bad-close-name': 'badCloseName',
  'bad-close-characters': 'badCloseCharacters',
};

/** Why the XML is not well-formed, as a clause of the catalogues. */
export function xmlFaultWords(f: XmlFault): Part {
  const key = 'problemParts.xml';
  switch (f.fault) {
    case 'unclosed-root':
      return f.tag === null ? part(`${key}.unclosedRoot`) : part(`${key}.unclosedRootAt`, { tag: f.tag });
    case 'unexpected-close':
      return f.open === null
        ? part(`${key}.unexpectedClose`, { tag: f.tag })
        : part(`${key}.unexpectedCloseOf`, { tag: f.tag, open: f.open });
    case 'unmatched-close':
      return part(`${key}.unmatchedClose`, { tag: f.tag });
    case 'bad-entity':
      // `&#0;`, `&#xZZ;`: a character reference to none XML allows; `&nbsp;`: HTML's, not XML's.
      // `&#X41;`: XML has only a lower-case x (sax reads either).
      if (f.entity.startsWith('#X'))
        return part(`${key}.upperHexReference`, { entity: f.entity, fixed: `#x${f.entity.slice(2)}` });
      return part(f.entity.startsWith('#') ? `${key}.badCharacterReference` : `${key}.badEntity`, { entity: f.entity });
    case 'bad-entity-name':
      // `&` then a space or `=`: no name begun, a bare ampersand (`Brands & Models`, `?a=1&=2`).
      return f.entity === '' ? part(`${key}.bareAmpersand`) : part(`${key}.badEntityName`, { entity: f.entity });
    case 'entity-limit':
      return part(f.limit === 'count' ? `${key}.entityCount` : `${key}.entityDepth`);
    case 'attribute-without-value':
      return part(`${key}.attributeWithoutValue`, { attribute: f.attribute });
    case 'unquoted-attribute':
      return part(`${key}.unquotedAttribute`, { attribute: f.attribute });
    case 'unbound-prefix':
      return part(`${key}.unboundPrefix`, { name: f.name });
    case 'reserved-prefix':
      return part(`${key}.reservedPrefix`, { prefix: f.prefix, namespace: f.namespace, actual: f.actual });
    case 'too-deep':
      return part(`${key}.tooDeep`, { depth: f.depth });
    case 'many-attributes':
      return part(`${key}.manyAttributes`, { most: formatCount(f.most) });
    case 'second-root':
      return part(`${key}.secondRoot`, { tag: f.tag });
    case 'markup-declaration':
      return part(`${key}.markupDeclaration`, { opening: f.opening });
    case 'unclosed-construct':
      return part(`${key}.unclosed.${f.construct}`);
    case 'long-name':
      return part(`${key}.longName.${f.name}`, { most: formatCount(f.most) });
    case 'template-source':
      return part(f.by === 'front-matter' ? `${key}.templateFrontMatter` : `${key}.templateTags`);
    case 'other':
      return part(`${key}.other`, { words: f.words });
    default:
      return part(`${key}.${PLAIN[f.fault]}`);
  }
}
