import type sax from 'sax';

/** XML's five named entities and the characters they stand for. */
const XML_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * XML's five named entities, each read only as XML names it. sax looks a name up as written and then
 * in lower case, so it reads `&AMP;` or `&Lt;` as `&amp;` and `&lt;`, where XML (and xmllint) refuses
 * the file; looked up by another name than the one read (`parser.entity`), an entity here is absent,
 * and sax reports the name as it reports any unknown one.
 */
export function useExactEntities(parser: sax.SAXParser): void {
  const read = parser as unknown as { entity: string; ENTITIES: Record<string, string> };
  const entities = Object.create(null) as Record<string, string>;
  for (const [name, text] of Object.entries(XML_ENTITIES)) {
    Object.defineProperty(entities, name, {
      get: () => (read.entity === name ? text : undefined),
      enumerable: true,
    });
  }
  read.ENTITIES = entities;
}
