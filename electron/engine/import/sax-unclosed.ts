import sax from 'sax';
import type { UnclosedConstruct } from '../../../shared/problem-catalogue/xml-fault';

/** sax's states by name (sax.STATE maps each number back to its name too; its types leave that out). */
const STATE_NAMES = (sax as unknown as { STATE: Record<number, string> }).STATE;

/** What sax's state names say is open, by their beginnings: the first that matches. */
const OPEN_BY_STATE: readonly (readonly [RegExp, UnclosedConstruct])[] = [
  [/^COMMENT/, 'comment'],
  [/^CDATA/, 'cdata'],
  [/^PROC_INST/, 'instruction'],
  [/^DOCTYPE/, 'doctype'],
  [/^ATTRIB_VALUE_(QUOTED|ENTITY_Q)$/, 'attribute-value'],
  [/^(OPEN_WAKA|OPEN_TAG|ATTRIB)/, 'tag'],
  [/^CLOSE_TAG/, 'close-tag'],
];

/**
 * The construct left open at the end of the text (a comment, CDATA, a tag, a quoted attribute
 * value…), or null. sax says only "Unclosed root tag" at the file's end for each, though the
 * fault is where the construct opened and all after it was read as part of it.
 */
export function unclosedAtEnd(parser: sax.SAXParser): UnclosedConstruct | null {
  const name = STATE_NAMES[(parser as unknown as { state: number }).state] ?? '';
  return OPEN_BY_STATE.find(([pattern]) => pattern.test(name))?.[1] ?? null;
}
