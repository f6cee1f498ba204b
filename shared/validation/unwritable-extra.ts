import { NAMESPACES } from '../protocol';

/** An element's start tag: its name, then its attributes (each quoted), up to `>` or `/>`. */
const START_TAG = /^<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*\/?>/;
const ATTRIBUTE = /([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

/**
 * The name of a row's kept element (`extra`: XML read as written, each element standing on its own
 * with its namespace declarations) when no sitemap entry may hold it, else null. The schema lets a
 * `<url>` hold its loc, lastmod, changefreq and priority once each, in that order, and after them
 * only elements of other namespaces: a second `<loc>` a source had, an unknown element of the sitemap
 * namespace, one of no namespace (`xmlns=""`), or one whose prefix is declared nowhere (not
 * namespace-well-formed) would make the written file fail it. An element left undeclared stands in
 * the sitemap namespace, the default the writer puts on the root. What is not an element is not judged.
 */
export function unwritableExtra(raw: string): string | null {
  const element = keptElement(raw);
  if (!element || element.name.startsWith('xml:')) return null;
  const { name, uri } = element;
  return uri === null || uri === '' || uri === NAMESPACES.sitemap ? name : null;
}

/**
 * A kept element's name and the namespace its own declarations put it in (an element left
 * undeclared stands in the sitemap namespace; a prefix declared nowhere, null); null for what is no
 * element.
 */
export function keptElement(raw: string): { name: string; local: string; uri: string | null } | null {
  const tag = START_TAG.exec(raw);
  if (!tag) return null;
  const name = tag[1]!;
  const colon = name.indexOf(':');
  const prefix = colon < 0 ? '' : name.slice(0, colon);
  const declaring = prefix === '' ? 'xmlns' : `xmlns:${prefix}`;
  let uri: string | null = prefix === '' ? NAMESPACES.sitemap : null;
  for (const [, attribute, double, single] of tag[2]!.matchAll(ATTRIBUTE))
    if (attribute === declaring) uri = double ?? single ?? '';
  return { name, local: name.slice(colon + 1), uri };
}
