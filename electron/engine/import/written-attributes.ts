import type { XmlElement } from './namespace-scopes';

/** How much of an attribute's value a problem shows. */
const SHOWN_CHARS = 60;

/**
 * An element's attributes as written (`foo:id="42" class="a"`), each value clipped, for a problem to
 * name: all but namespace declarations and the unprefixed names in `known`; '' when there are none.
 */
export function writtenAttributes(node: XmlElement, known: readonly string[] = []): string {
  let written = '';
  for (const key in node.attributes) {
    const { name, prefix, local, value } = node.attributes[key]!;
    if (name === 'xmlns' || prefix === 'xmlns' || (prefix === '' && known.includes(local))) continue;
    const shown = value.length > SHOWN_CHARS ? `${value.slice(0, SHOWN_CHARS)}…` : value;
    written += `${written === '' ? '' : ' '}${name}="${shown}"`;
  }
  return written;
}
