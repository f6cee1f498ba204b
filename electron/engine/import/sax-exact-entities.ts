import type sax from 'sax';

/** XML's five named entities and the characters they stand for. */
const XML_ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * XML's five named entities, each read only as XML names it. sax looks a name up as written and then
 * in lower case, so it reads `&AMP;` or `&Lt;` as `&amp;` and `&lt;`, where XML (and xmllint) refuses
 * the file; looked up by another name than the one read (`parser.entity`), an entity here is absent,
 * and sax reports the name as it reports any unknown one. A character reference is lower-cased too
 * (`&#X41;` read as `&#x41;`), where XML has only `&#x`: that one is handed to `refuse`, which stops
 * the parse as sax's own bad entity does.
 */
export function useExactEntities(parser: sax.SAXParser, refuse: () => never): void {
  const read = parser as unknown as { entity: string; ENTITIES: Record<string, string | undefined> };
  const entities = Object.create(null) as Record<string, string>;
  for (const [name, text] of Object.entries(XML_ENTITIES)) entities[name] = text;
  // sax asks for the name as read first: one not read exactly as XML spells it is absent.
  read.ENTITIES = new Proxy(entities, {
    get: (known, name) => {
      if (typeof name !== 'string' || name !== read.entity) return undefined;
      if (name.startsWith('#X')) refuse();
      return known[name];
    },
  });
}
