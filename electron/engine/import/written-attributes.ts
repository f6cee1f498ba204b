import { cutText } from '../../../shared/cut-text';
import type { XmlElement } from './namespace-scopes';

/** How much of an attribute's value a problem shows, and how many attributes (a crafted element may have thousands). */
const SHOWN_CHARS = 60;
const SHOWN_ATTRIBUTES = 5;

/**
 * An element's attributes (`foo:id="42" class="a"`, each in double quotes, clipped, the first few and
 * how many more), for a problem to name: all but namespace declarations and the unprefixed names in
 * `known`; '' when there are none.
 */
export function writtenAttributes(node: XmlElement, known: readonly string[] = []): string {
  // Made only for an element with such attributes: this runs for every entry and field of a sitemap.
  let shown: string[] | null = null;
  let more = 0;
  for (const key in node.attributes) {
    const { name, prefix, local, value } = node.attributes[key]!;
    if (name === 'xmlns' || prefix === 'xmlns' || (prefix === '' && known.includes(local))) continue;
    shown ??= [];
    if (shown.length === SHOWN_ATTRIBUTES) more += 1;
    else shown.push(`${cutText(name, SHOWN_CHARS, '…')}="${cutText(value, SHOWN_CHARS, '…')}"`);
  }
  if (shown === null) return '';
  return more > 0 ? `${shown.join(' ')} +${more}` : shown.join(' ');
}
