/**
 * What sax reads that a strict reader (xmllint) refuses the whole file for: a CDATA section or a
 * DOCTYPE opened in another case, a processing instruction named `xml` in another case, a version that is not 1.x, a second XML declaration, a
 * `<` as it is in an attribute's value (electron/engine/import/sax-loose-spellings.ts tells them).
 */
export type LooseSpelling =
  | { loose: 'cdata-case'; opening: string }
  | { loose: 'doctype-case'; opening: string }
  | { loose: 'reserved-target'; name: string }
  | { loose: 'version'; version: string }
  | { loose: 'second-declaration' }
  | { loose: 'less-than-in-attribute'; name: string };
