/*
 * Why an XML file is not well-formed, as facts: the XML parser's (sax's) known refusals, each with
 * what it names. English keeps sax's own words; Dutch is in dutch/xml-fault.ts.
 */

import type { TemplateOpening } from '../validation/template-code';

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
  /** `buffer`: the parser's name for the text that grew too long. */
  | { fault: 'buffer-exceeded'; buffer: string }
  /** A refusal this version does not know: sax's words. */
  | { fault: 'other'; words: string };

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

/** The fault in sax's words, as it reported it. */
export function xmlFaultText(f: XmlFault): string {
  switch (f.fault) {
    case 'unclosed-root':
      return 'Unclosed root tag';
    case 'unexpected-close':
      return 'Unexpected close tag';
    case 'unmatched-close':
      return `Unmatched closing tag: ${f.tag}`;
    case 'bad-entity':
      return 'Invalid character entity';
    case 'bad-entity-name':
      return 'Invalid character in entity name';
    case 'entity-limit':
      return `Parsed entity ${f.limit} exceeds max entity ${f.limit}`;
    case 'attribute-without-value':
      return 'Attribute without value';
    case 'unquoted-attribute':
      return 'Unquoted attribute value';
    case 'unbound-prefix':
      return `Unbound namespace prefix: ${JSON.stringify(f.name)}`;
    case 'reserved-prefix':
      return `${f.prefix}: prefix must be bound to ${f.namespace}`;
    case 'buffer-exceeded':
      return `Max buffer length exceeded: ${f.buffer}`;
    case 'template-source':
      return `this is a sitemap template never filled in (${f.by === 'front-matter' ? 'front matter' : 'template tags'} before its first tag), not a sitemap; import the sitemap the site publishes from it instead`;
    case 'other':
      return f.words;
    default:
      return SAX_WORDS[f.fault];
  }
}
