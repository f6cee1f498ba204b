import { SAX_WORDS, type XmlFault } from '../../../shared/problem-catalogue/xml-fault';

/** What sax holds when it reports an error: the tags still open, the tag, attribute and entity it was reading. */
export interface SaxState {
  tags: readonly { name: string }[];
  tagName: string;
  attribName: string;
  entity: string;
}

const PLAIN = new Map<string, XmlFault>(
  Object.entries(SAX_WORDS).map(([fault, words]) => [words, { fault } as XmlFault]),
);

/** sax's error as facts: its first line (no full stop) read against its known refusals, with what it was reading. */
export function saxFault(message: string, sax: SaxState): XmlFault {
  const words = message.split('\n')[0]!.replace(/\.$/, '');
  const open = sax.tags.at(-1)?.name ?? null;
  const plain = PLAIN.get(words);
  if (plain) return plain;
  if (words.startsWith('Unmatched closing tag: ')) return { fault: 'unmatched-close', tag: sax.tagName };
  if (words.startsWith('Unbound namespace prefix: ')) {
    return { fault: 'unbound-prefix', name: JSON.parse(words.slice('Unbound namespace prefix: '.length)) as string };
  }
  const reserved = /^(xml|xmlns): prefix must be bound to (\S+)\nActual: (.*)$/s.exec(message);
  if (reserved) {
    return {
      fault: 'reserved-prefix',
      prefix: reserved[1] as 'xml' | 'xmlns',
      namespace: reserved[2]!,
      actual: reserved[3]!,
    };
  }
  switch (words) {
    case 'Unclosed root tag':
      return { fault: 'unclosed-root', tag: open };
    case 'Unexpected close tag':
      return { fault: 'unexpected-close', tag: sax.tagName, open };
    case 'Invalid character entity':
      return { fault: 'bad-entity', entity: shown(sax.entity) };
    case 'Invalid character in entity name':
      return { fault: 'bad-entity-name', entity: shown(sax.entity) };
    case 'Parsed entity count exceeds max entity count':
      return { fault: 'entity-limit', limit: 'count' };
    case 'Parsed entity depth exceeds max entity depth':
      return { fault: 'entity-limit', limit: 'depth' };
    case 'Attribute without value':
      return { fault: 'attribute-without-value', attribute: sax.attribName };
    case 'Unquoted attribute value':
      return { fault: 'unquoted-attribute', attribute: sax.attribName };
    default:
      return { fault: 'other', words };
  }
}

/** Characters of an entity's name a message shows: past them it is text with a bare & before it, not a name. */
const MOST_ENTITY_CHARS = 32;
const shown = (entity: string): string =>
  entity.length > MOST_ENTITY_CHARS ? `${entity.slice(0, MOST_ENTITY_CHARS)}…` : entity;

/** A fault sax finds at the character after an entity (the column then points at its `&`). */
export const aboutEntity = (fault: XmlFault): boolean =>
  fault.fault === 'bad-entity' || fault.fault === 'bad-entity-name' || fault.fault === 'entity-limit';
